/** The demo accounts (README, seed, /login one-click buttons). All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = "kakehashi-demo";

export const DEMO_ACCOUNTS = [
  { email: "pro@example.com", label: "プロ", description: "プロフィール入力済みのフリーランス" },
  { email: "orderer@example.com", label: "発注企業（有料プラン）", description: "3社に所属する採用担当" },
  { email: "free@example.com", label: "発注企業（無料プラン）", description: "1社に所属する採用担当" },
  { email: "admin@example.com", label: "運営", description: "運営スタッフ" },
] as const;

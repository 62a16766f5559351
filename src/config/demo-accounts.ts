/** The demo accounts (README, seed, /login one-click buttons). All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = "kakehashi-demo";

export const DEMO_EMAILS = {
  pro: "pro@example.com",
  orderer: "orderer@example.com",
  free: "free@example.com",
  admin: "admin@example.com",
} as const;

export type DemoAccount = { email: string; label: string; description: string };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: DEMO_EMAILS.pro, label: "プロ", description: "プロフィール入力済みのフリーランス" },
  { email: DEMO_EMAILS.orderer, label: "発注企業（有料プラン）", description: "3社に所属する採用担当" },
  { email: DEMO_EMAILS.free, label: "発注企業（無料プラン）", description: "1社に所属する採用担当" },
  { email: DEMO_EMAILS.admin, label: "運営", description: "運営スタッフ" },
];

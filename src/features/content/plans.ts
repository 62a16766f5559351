import { PLAN_ABILITIES } from "@/platform/actor/plan-policy";

/**
 * The orderer plans as sold (users.plan: free | standard | premium). Shown on /business, in the
 * guide, in 利用規約 and in 特定商取引法に基づく表記, so a price changes in one place.
 */
export type OrdererPlan = {
  id: "free" | "standard" | "premium";
  name: string;
  /** Tax-inclusive monthly price in yen; 0 for the free plan. */
  monthlyPriceYen: number;
  summary: string;
  features: readonly string[];
  isRecommended?: boolean;
};

export const CONSUMPTION_TAX_RATE = 0.1;

/** The plan's scouts a month, from the abilities the product enforces (decision 024). */
const scoutLine = (plan: OrdererPlan["id"]) => `プロへのスカウト 月${PLAN_ABILITIES[plan].monthlyScoutQuota.toLocaleString("ja-JP")}通まで`;

export const ORDERER_PLANS: readonly OrdererPlan[] = [
  {
    id: "free",
    name: "フリープラン",
    monthlyPriceYen: 0,
    summary: "まずは1件、プロの反応を確かめたい企業さまに。",
    features: [
      "案件の掲載は運営への「案件掲載の依頼」から（内容を確認のうえ、原則2営業日以内に掲載）",
      "応募者とのチャット・商談の日程調整",
      "応募者管理（選考状況の記録）",
      scoutLine("free"),
      "企業アカウント1社",
    ],
  },
  {
    id: "standard",
    name: "スタンダードプラン",
    monthlyPriceYen: 55_000,
    summary: "採用担当者が自分で案件を出し、すぐに商談したい企業さまに。",
    features: [
      "案件をご自身で登録・編集・公開（審査待ちなしで即時掲載）",
      "掲載件数の上限なし",
      "複数の法人（グループ会社・事業部）を1つのログインで切り替え",
      scoutLine("standard"),
      "応募者管理・チャット・商談の日程調整",
    ],
    isRecommended: true,
  },
  {
    id: "premium",
    name: "プレミアムプラン",
    monthlyPriceYen: 132_000,
    summary: "継続的に複数ポジションを募集する企業さまに。",
    features: [
      "スタンダードプランのすべての機能",
      scoutLine("premium"),
      "専任担当者による募集要項の作成・見直しの支援",
      "応募状況の月次レポートと改善のご提案",
      "請求書払い（銀行振込）に標準対応",
    ],
  },
];

/** 55000 → "55,000円". */
export function formatYen(amount: number): string {
  return `${amount.toLocaleString("ja-JP")}円`;
}

/** The price line of a plan: 「0円」 or 「月額 55,000円（税込）」. */
export function formatPlanPrice(plan: OrdererPlan): string {
  return plan.monthlyPriceYen === 0 ? "0円" : `月額 ${formatYen(plan.monthlyPriceYen)}（税込）`;
}

/** The tax-exclusive price, printed next to the inclusive one as 特定商取引法 pages usually do. */
export function priceExcludingTax(plan: OrdererPlan): number {
  return Math.round(plan.monthlyPriceYen / (1 + CONSUMPTION_TAX_RATE));
}

import { paths } from "@/config/navigation";
import { PLAN_ABILITIES } from "@/platform/actor/plan-policy";

/**
 * One line of a plan's card and the page where the feature is. Every line names a page path, so a
 * test (tests/unit/plan-features.test.ts) can check that each feature sold is a working page for an
 * orderer on that plan; a feature without a page has no place on the card (decision 029).
 */
export type PlanFeature = { label: string; href: string };

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
  /** The plan whose features this one has too, shown as 「○○のすべての機能」 before its own. */
  includes?: OrdererPlan["id"];
  features: readonly PlanFeature[];
  isRecommended?: boolean;
};

export const CONSUMPTION_TAX_RATE = 0.1;

/** Where the plan's features are, named once (paths from src/config/navigation.ts where it has them). */
const FEATURE_PAGES = {
  proSearch: "/top/pros",
  scouts: "/mypage/order/scouts",
  applicants: paths.applicants(),
  messages: paths.messages(),
  members: paths.corporationMembers(),
  projectRequest: paths.newProjectRequest(),
  newProject: paths.newProject(),
  ordererProjects: paths.ordererMyPage(),
} as const;

/** The plan's scouts a month, from the abilities the product enforces per sending account (decision 024). */
const scoutFeature = (plan: OrdererPlan["id"]): PlanFeature => ({
  label: `プロへのスカウト 月${PLAN_ABILITIES[plan].monthlyScoutQuota.toLocaleString("ja-JP")}通まで（担当者1人あたり）`,
  href: FEATURE_PAGES.scouts,
});

const APPLICANTS: PlanFeature = { label: "応募者管理（選考状況ごとの整理・担当者の割り当て）", href: FEATURE_PAGES.applicants };
const MESSAGES: PlanFeature = { label: "応募者とのチャット・商談日程の提案", href: FEATURE_PAGES.messages };
const MEMBERS: PlanFeature = { label: "同僚の招待と、複数の企業アカウントの切り替え", href: FEATURE_PAGES.members };

export const ORDERER_PLANS: readonly OrdererPlan[] = [
  {
    id: "free",
    name: "フリープラン",
    monthlyPriceYen: 0,
    summary: "まずは1件、プロの反応を確かめたい企業さまに。",
    features: [
      { label: "「案件掲載の依頼」から掲載（運営が内容を確認して公開）", href: FEATURE_PAGES.projectRequest },
      { label: "プロの検索・プロフィールの閲覧", href: FEATURE_PAGES.proSearch },
      scoutFeature("free"),
      APPLICANTS,
      MESSAGES,
      MEMBERS,
    ],
  },
  {
    id: "standard",
    name: "スタンダードプラン",
    monthlyPriceYen: 55_000,
    summary: "採用担当者が自分で案件を出し、すぐに商談したい企業さまに。",
    features: [
      { label: "案件をご自身で登録・公開（審査待ちなしで即時掲載）", href: FEATURE_PAGES.newProject },
      { label: "案件の下書き・編集・募集終了・再開・複製（掲載件数の上限なし）", href: FEATURE_PAGES.ordererProjects },
      { label: "プロの検索・プロフィールの閲覧", href: FEATURE_PAGES.proSearch },
      scoutFeature("standard"),
      APPLICANTS,
      MESSAGES,
      MEMBERS,
    ],
    isRecommended: true,
  },
  {
    id: "premium",
    name: "プレミアムプラン",
    monthlyPriceYen: 132_000,
    summary: "継続的に複数のポジションを募集し、スカウトを多く送る企業さまに。",
    includes: "standard",
    features: [scoutFeature("premium")],
  },
];

/** How a paid plan is bought and paid for (the operator switches the plan; no online payment). */
export const PAID_PLAN_TERMS =
  "有料プランは、お問い合わせフォームからお申し込みいただき、ご契約の内容を確認したうえで運営がプランを切り替えます。お支払いは請求書払い（銀行振込）です。";

/** The plan a plan's card says it includes, by id. */
export function includedPlanOf(plan: OrdererPlan): OrdererPlan | undefined {
  return plan.includes ? ORDERER_PLANS.find((candidate) => candidate.id === plan.includes) : undefined;
}

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

import type { Archetype } from "./archetype";
import type { ProjectTextFacts } from "./project-text";
import type { Random } from "./random";
import { INDUSTRIES, type Industry } from "./vocabulary";

/**
 * What a product is to the people who work on it, so that a title pairs it only with work done on
 * such a product: 「配送管理システムのゲーム開発」 was what drawing the two independently wrote.
 * - app: a smartphone app; web: a consumer web service or platform; saas: software sold to
 *   businesses; system: a business's own operations system; game: a game title.
 */
export type ProductKind = "app" | "web" | "saas" | "system" | "game";

/** Each domain's products by kind: every product of INDUSTRIES, plus game titles for エンタメ. */
export const PRODUCTS_BY_INDUSTRY: Readonly<Record<string, Partial<Record<ProductKind, readonly string[]>>>> = {
  HRテック: { saas: ["採用管理SaaS", "勤怠管理システム", "タレントマネジメントサービス", "労務手続きクラウド"] },
  FinTech: { app: ["家計簿アプリ", "資産運用アプリ"], saas: ["法人向け経費精算SaaS", "請求書処理クラウド"] },
  不動産テック: { system: ["物件管理システム"], web: ["不動産ポータルサイト"], app: ["内見予約アプリ"], saas: ["賃貸管理SaaS"] },
  EC: { web: ["ECサイト", "D2Cブランドの通販サイト", "ネットスーパー"], saas: ["EC事業者向け在庫管理SaaS"] },
  "医療・ヘルスケア": { web: ["オンライン診療サービス"], system: ["電子カルテ"], app: ["服薬管理アプリ"], saas: ["クリニック予約システム"] },
  教育: { web: ["オンライン学習サービス", "社会人向けeラーニング"], saas: ["学習塾向け管理システム"], app: ["学校向け連絡アプリ"] },
  物流: { system: ["配送管理システム", "倉庫管理システム（WMS）"], app: ["動態管理アプリ"], web: ["物流マッチングプラットフォーム"] },
  "広告・マーケティング": { saas: ["広告配信プラットフォーム", "MAツール", "SNS分析ツール"], web: ["インフルエンサーマッチングサービス"] },
  エンタメ: {
    game: ["スマートフォン向けゲーム", "家庭用ゲーム機向けタイトル", "ブラウザゲーム"],
    web: ["動画配信サービス", "電子書籍サービス"],
    app: ["ライブ配信アプリ"],
  },
  "旅行・観光": { web: ["宿泊予約サイト", "観光体験の予約サービス"], saas: ["ホテル向け管理システム"] },
  製造: { system: ["生産管理システム", "品質管理システム"], saas: ["IoTを活用した設備保全サービス"] },
  "行政・自治体": { saas: ["自治体向け電子申請サービス"], app: ["防災情報アプリ"], system: ["窓口予約システム"] },
  飲食: { saas: ["モバイルオーダーシステム", "飲食店向けPOSレジ", "予約管理SaaS"] },
  建設: { app: ["施工管理アプリ"], web: ["建設業向けマッチングサービス"], saas: ["図面共有クラウド"] },
  SaaS: { saas: ["BtoB向けSaaS", "ノーコード業務アプリ", "カスタマーサポートツール", "社内ナレッジ共有ツール"] },
};

const ALL_BUT_GAMES: readonly ProductKind[] = ["app", "web", "saas", "system"];
const EVERY_KIND: readonly ProductKind[] = [...ALL_BUT_GAMES, "game"];

/**
 * The products each kind of work (an archetype's key) is done on. "company": the work serves the
 * company itself (its CRM, its hiring, its operations), so a title names the company's domain, never
 * a product (「不動産テック企業のSalesforceの導入・カスタマイズ」).
 */
export const WORK_FITS: Readonly<Record<string, readonly ProductKind[] | "company">> = {
  frontend: ["web", "saas", "system"],
  backend: EVERY_KIND,
  fullstack: ["web", "saas", "system"],
  mobile: ["app", "web", "saas"],
  infra: EVERY_KIND,
  data: EVERY_KIND,
  ml: ALL_BUT_GAMES,
  "generative-ai": ALL_BUT_GAMES,
  qa: EVERY_KIND,
  security: ALL_BUT_GAMES,
  game: ["game"],
  salesforce: "company",
  uiux: ["app", "web", "saas", "game"],
  graphic: ["app", "web", "game"],
  director: ["app", "web", "saas", "game"],
  pdm: ALL_BUT_GAMES,
  marketing: ["app", "web", "saas", "game"],
  writer: ["app", "web", "saas"],
  sales: ["saas"],
  hr: "company",
  cs: ["saas"],
  consulting: "company",
};

function fitsOf(archetype: Archetype): readonly ProductKind[] | "company" {
  const fits = WORK_FITS[archetype.key];
  if (!fits) throw new Error(`no WORK_FITS entry for the archetype "${archetype.key}"`);
  return fits;
}

// Both lists depend only on the archetype and the industry: worked out once, since seeding at scale
// asks for them for each of a million projects.
const productsCache = new Map<string, string[]>();
const industriesCache = new Map<string, Industry[]>();

/** The industry's products this work can be done on; every product for company-wide work. */
export function productsFor(archetype: Archetype, industry: Industry): string[] {
  const key = `${archetype.key}\u0000${industry.name}`;
  let products = productsCache.get(key);
  if (!products) {
    const byKind = PRODUCTS_BY_INDUSTRY[industry.name] ?? {};
    const fits = fitsOf(archetype);
    products = (fits === "company" ? EVERY_KIND : fits).flatMap((kind) => byKind[kind] ?? []);
    productsCache.set(key, products);
  }
  return products;
}

/**
 * The project's domain: most of a corporation's projects are in its own field (agencies and SIers
 * post for clients too), but only a domain with a product the work fits (a game studio's projects,
 * not a logistics company's, are game development).
 */
export function pickProjectIndustry(random: Random, archetype: Archetype, own: Industry): Industry {
  let fitting = industriesCache.get(archetype.key);
  if (!fitting) {
    fitting = INDUSTRIES.filter((industry) => productsFor(archetype, industry).length > 0);
    industriesCache.set(archetype.key, fitting);
  }
  return random.chance(0.8) && fitting.includes(own) ? own : random.pick(fitting);
}

export function pickProjectProduct(random: Random, archetype: Archetype, industry: Industry): string {
  return random.pick(productsFor(archetype, industry));
}

const KIND_OF_PRODUCT = new Map(
  Object.values(PRODUCTS_BY_INDUSTRY).flatMap((byKind) => Object.entries(byKind).flatMap(([kind, names]) => names.map((name) => [name, kind as ProductKind]))),
);

/**
 * A word before the product that is true of every product of its kind (apps and web services serve
 * consumers and businesses alike, so no 「toC向け」); none where the name already says whom (…向け).
 */
const PRODUCT_PREFIX: Record<ProductKind, readonly string[]> = {
  app: ["急成長中の", "リニューアル予定の", ""],
  web: ["急成長中の", "リニューアル予定の", ""],
  saas: ["BtoB向け", "法人向け", ""],
  system: ["自社", "社内向け", ""],
  game: ["新作", "運営中の", ""],
};

const REMOTE_LABEL = { full_remote: "フルリモート", partial_remote: "一部リモート", onsite: "出社" } as const;

export function composeProjectTitle(random: Random, f: ProjectTextFacts): string {
  const remote = f.remoteKey === "onsite" && f.prefectureName ? `${f.prefectureName}・出社` : REMOTE_LABEL[f.remoteKey];
  const days = f.daysPerWeek >= 5 ? "週5日" : `週${f.daysPerWeek}日〜`;
  const head = f.isFulltime ? `【正社員／${remote}】` : `【${remote}／${days}】`;
  const stack = f.skills.slice(0, 2).join("/");
  const prefix = random.pick(PRODUCT_PREFIX[KIND_OF_PRODUCT.get(f.product) ?? "saas"]);
  // Company-wide work is done for the company, not on its product.
  const isCompanyWork = fitsOf(f.archetype) === "company";
  const subject = isCompanyWork ? `${f.industry.name}企業` : `${f.product.includes("向け") ? "" : prefix}${f.product}`;
  switch (random.int(0, 4)) {
    case 0:
      return `${head}${subject}の${f.archetype.work}（${stack}）`;
    case 1:
      return `${head}${f.industry.name}企業で${f.archetype.role}を募集｜${f.product}`;
    case 2:
      return `${subject}の${f.archetype.work}をお任せします【${remote}】`;
    case 3:
      // No prefix here: 「急成長中の…の成長を支える」 says it twice.
      return `${head}${stack}を活かして${isCompanyWork ? subject : f.product}の成長を支える${f.archetype.role}`;
    default:
      return `【${f.contractName}】${f.industry.name}領域の${f.archetype.work}${f.maxBudgetMan !== null && !f.isFulltime ? `（〜${f.maxBudgetMan}万円）` : ""}`;
  }
}

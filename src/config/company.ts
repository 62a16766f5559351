/**
 * The operating company's public facts, shown on 会社概要, 特定商取引法に基づく表記, 利用規約 and
 * プライバシーポリシー. One constant so a change of address or representative is made once.
 * (The footer's copyright reads the company name from OPERATING_COMPANY_NAME instead, so a
 * white-label deployment can rename it without a code change.)
 */
export type CompanyProfile = {
  /** 会社名 */
  readonly name: string;
  readonly nameEn: string;
  /** The service's name as users see it. */
  readonly serviceName: string;
  readonly postalCode: string;
  readonly address: string;
  /** ISO date (YYYY-MM-DD). */
  readonly foundedOn: string;
  readonly representative: { readonly title: string; readonly name: string };
  readonly capital: string;
  readonly business: string;
  /** 運営統括責任者 (特定商取引法). */
  readonly operationsManager: string;
  /** 個人情報保護管理者 (プライバシーポリシー). */
  readonly privacyOfficer: string;
  /** The contact form; phone and e-mail are disclosed on request through it. */
  readonly contactPath: string;
};

export const COMPANY_PROFILE: CompanyProfile = {
  name: "かけはし株式会社",
  nameEn: "Kakehashi Inc.",
  serviceName: "かけはし",
  postalCode: "100-0005",
  address: "東京都千代田区丸の内一丁目8番3号 丸の内トラストタワー本館20階",
  foundedOn: "2024-04-01",
  representative: { title: "代表取締役", name: "橋本 結衣" },
  capital: "1億円（資本準備金含む）",
  business: "フリーランス・業務委託マッチングサービス「かけはし」の企画・開発・運営",
  operationsManager: "橋本 結衣",
  privacyOfficer: "情報セキュリティ室長",
  contactPath: "/contact/new",
};

/** 〒100-0005 東京都千代田区… as printed on legal pages. */
export function formatCompanyAddress(profile: CompanyProfile = COMPANY_PROFILE): string {
  return `〒${profile.postalCode} ${profile.address}`;
}

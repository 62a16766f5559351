import type { CorporationIndustry, CorporationSize } from "@/db/schema";

/** 業種 as the company page and the settings form name them. */
export const INDUSTRY_LABELS: Record<CorporationIndustry, string> = {
  it_web: "IT・Webサービス",
  saas: "SaaS",
  sier: "SIer・受託開発",
  game: "ゲーム",
  ec_retail: "EC・小売",
  finance: "金融・FinTech",
  manufacturing: "製造・メーカー",
  media: "メディア・広告",
  consulting: "コンサルティング",
  healthcare: "医療・ヘルスケア",
  education: "教育・EdTech",
  other: "その他",
};

/** 従業員数 bands. */
export const EMPLOYEE_SIZE_LABELS: Record<CorporationSize, string> = {
  "1_9": "1〜9名",
  "10_49": "10〜49名",
  "50_99": "50〜99名",
  "100_299": "100〜299名",
  "300_999": "300〜999名",
  "1000_plus": "1,000名以上",
};

export const ROLE_LABELS = { owner: "オーナー", admin: "管理者", member: "メンバー" } as const;

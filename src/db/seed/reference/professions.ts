import type { professions } from "../../schema";

export type ProfessionRow = typeof professions.$inferInsert;

/**
 * Ids are stable (URLs such as /professions/3 and saved search conditions point at them): append new
 * professions with a new id, never renumber.
 */
export const PROFESSIONS = [
  { id: 1, name: "エンジニア", position: 1 },
  { id: 2, name: "デザイナー", position: 2 },
  { id: 3, name: "PM/ディレクター", position: 3 },
  { id: 4, name: "マーケター", position: 4 },
  { id: 5, name: "データサイエンティスト", position: 5 },
  { id: 6, name: "インフラエンジニア", position: 6 },
  { id: 7, name: "QAエンジニア", position: 7 },
  { id: 8, name: "コンサルタント", position: 8 },
  { id: 9, name: "ライター/編集", position: 9 },
  { id: 10, name: "営業", position: 10 },
  { id: 11, name: "人事/採用", position: 11 },
  { id: 12, name: "カスタマーサクセス", position: 12 },
  { id: 13, name: "セキュリティエンジニア", position: 13 },
  { id: 14, name: "機械学習エンジニア", position: 14 },
  { id: 15, name: "事業開発", position: 15 },
  { id: 16, name: "プロダクトマネージャー", position: 16 },
] as const satisfies readonly ProfessionRow[];

/** Named ids for generators, so templates read as words rather than numbers. */
export const PROFESSION_ID = {
  engineer: 1,
  designer: 2,
  director: 3,
  marketer: 4,
  dataScientist: 5,
  infra: 6,
  qa: 7,
  consultant: 8,
  writer: 9,
  sales: 10,
  hr: 11,
  customerSuccess: 12,
  security: 13,
  mlEngineer: 14,
  bizDev: 15,
  productManager: 16,
} as const;

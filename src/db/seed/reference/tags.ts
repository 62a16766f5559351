import type { featureTags, specialProjectPages } from "../../schema";

export const FEATURE_TAGS = [
  { id: 1, name: "高単価" },
  { id: 2, name: "副業OK" },
  { id: 3, name: "週2日からOK" },
  { id: 4, name: "フルリモート" },
  { id: 5, name: "フリーランス歓迎" },
  { id: 6, name: "未経験OK" },
  { id: 7, name: "時短OK" },
  { id: 8, name: "土日稼働OK" },
  { id: 9, name: "長期案件" },
  { id: 10, name: "急募" },
  { id: 11, name: "服装自由" },
  { id: 12, name: "英語を活かせる" },
  { id: 13, name: "フレックス" },
  { id: 14, name: "新規事業" },
  { id: 15, name: "上場企業" },
  { id: 16, name: "PC貸与あり" },
] as const satisfies readonly (typeof featureTags.$inferInsert)[];

export const TAG_ID = {
  highPaying: 1,
  sideJob: 2,
  twoDaysOk: 3,
  fullRemote: 4,
  freelanceWelcome: 5,
  noExperienceOk: 6,
  shortHours: 7,
  weekendOk: 8,
  longTerm: 9,
  urgent: 10,
  casualDress: 11,
  english: 12,
  flextime: 13,
  newBusiness: 14,
  listedCompany: 15,
  pcProvided: 16,
} as const;

/** Curated landing pages (/special_projects_pages/{slug}); the slug is part of public URLs. */
export const SPECIAL_PROJECT_PAGES = [
  {
    id: 1,
    slug: "high-paying",
    title: "高単価案件特集",
    description: "月額100万円以上も狙える、経験を活かせる高単価の案件を集めました。",
  },
  {
    id: 2,
    slug: "side-job",
    title: "副業・週2日からの案件特集",
    description: "本業と両立しやすい、週1〜2日・夜間や土日中心で関われる案件を集めました。",
  },
  {
    id: 3,
    slug: "generative-ai",
    title: "生成AI案件特集",
    description: "LLMを活用したプロダクト開発や業務改善など、生成AIに関わる案件を集めました。",
  },
  {
    id: 4,
    slug: "startup",
    title: "スタートアップ案件特集",
    description: "シード〜シリーズBのスタートアップで、事業の立ち上げに裁量を持って関われる案件です。",
  },
  {
    id: 5,
    slug: "remote-first",
    title: "フルリモート案件特集",
    description: "全国どこからでも参加できる、出社不要のフルリモート案件を集めました。",
  },
  {
    id: 6,
    slug: "job-change",
    title: "正社員登用あり案件特集",
    description: "まずは業務委託で参画し、相性を確かめてから正社員を目指せる案件です。",
  },
] as const satisfies readonly (typeof specialProjectPages.$inferInsert)[];

export const SPECIAL_PAGE_ID = {
  highPaying: 1,
  sideJob: 2,
  generativeAi: 3,
  startup: 4,
  remoteFirst: 5,
  jobChange: 6,
} as const;

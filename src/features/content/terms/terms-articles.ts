import { GENERAL_ARTICLES } from "./articles-general";
import { MEMBERSHIP_ARTICLES } from "./articles-membership";
import { TRANSACTION_ARTICLES } from "./articles-transactions";

/** 利用規約's articles in order (第1条 …); other pages link to them by title (sectionHref). */
export const TERMS_ARTICLES = [...MEMBERSHIP_ARTICLES, ...TRANSACTION_ARTICLES, ...GENERAL_ARTICLES];
export const TERMS_ENACTED_ON = "2024-10-01";
/** Each 改定 with what changed, oldest first; the newest is the page's 最終更新日. */
export const TERMS_REVISIONS = [
  { on: "2026-11-01", summary: "フリーランス法に基づく発注者の遵守事項の明確化、料金プランの改定" },
  { on: "2026-11-25", summary: "有料プランの利用開始日及び支払方法の明確化" },
] as const;
export const TERMS_UPDATED_ON = TERMS_REVISIONS[TERMS_REVISIONS.length - 1]!.on;

import { COUNT_CAP } from "./capped-count";

/**
 * おすすめ順 (decision 027) ranks the newest matches by where the free word matched: head matches
 * (title and skills) first, then newest. It ranks the newest COUNT_CAP + 1 matches — the same
 * window the count and the pages already show (「1,000件以上」, 50 pages) — so it costs what 新着順's
 * capped count costs, and no search sorts hundreds of thousands of rows by a computed rank.
 */
export const RELEVANCE_WINDOW = COUNT_CAP + 1;

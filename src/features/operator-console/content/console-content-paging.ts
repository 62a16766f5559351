import { CONTENT_COUNT_CAP, CONTENT_PER_PAGE, type ContentListQuery } from "./console-content.schemas";

/** The page asked for, and what the list query needs for it. */
export function pagingOf(query: ContentListQuery) {
  const page = query.page ?? 1;
  return { page, limit: CONTENT_PER_PAGE, offset: (page - 1) * CONTENT_PER_PAGE, cap: CONTENT_COUNT_CAP };
}

/** The page's count fields from a count capped at CONTENT_COUNT_CAP + 1. */
export function pageFieldsOf(page: number, total: number) {
  const isCountCapped = total > CONTENT_COUNT_CAP;
  const totalCount = Math.min(total, CONTENT_COUNT_CAP);
  return { page, totalCount, isCountCapped, totalPages: Math.max(1, Math.ceil(totalCount / CONTENT_PER_PAGE)) };
}

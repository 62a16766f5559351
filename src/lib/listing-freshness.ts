/**
 * Listing freshness (issue 14; フリーランス法 asks postings to be accurate and current; decision 022):
 * an open project whose content nobody saved for 60 days asks its corporation to check it, and at
 * 90 days the freshness job closes it with close_reason 'stale'. The list and the job read these.
 */
export const FRESHNESS_NOTICE_DAYS = 60;
export const FRESHNESS_CLOSE_DAYS = 90;
const DAY_MS = 86_400_000;

export const FRESHNESS_NOTICE_TEXT = "掲載内容を確認してください";
export const FRESHNESS_CLOSED_TEXT = "自動で募集終了";

export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export type FreshnessNotice = "check_content" | "closed_stale";

export function freshnessOf(project: { status: string; contentUpdatedAt: Date; closeReason: string | null }, now: Date): FreshnessNotice | null {
  if (project.status === "closed") return project.closeReason === "stale" ? "closed_stale" : null;
  return project.contentUpdatedAt <= daysAgo(now, FRESHNESS_NOTICE_DAYS) ? "check_content" : null;
}

/**
 * How recently a pro was active, as pro search filters and cards say it (issue 13: 「3日以内にログイン」
 * style). The windows are the search's choices too, so a card's label and the filter agree.
 */
export const ACTIVE_WITHIN_WINDOWS = [
  { days: 3, label: "3日以内にログイン" },
  { days: 7, label: "1週間以内にログイン" },
  { days: 30, label: "1か月以内にログイン" },
] as const;

const DAY_MS = 86_400_000;

/** The narrowest window the last activity falls in, or null (never, or over a month ago). */
export function lastActiveLabel(lastActiveAt: Date | string | null, now: Date): string | null {
  if (lastActiveAt === null) return null;
  const elapsed = now.getTime() - new Date(lastActiveAt).getTime();
  return ACTIVE_WITHIN_WINDOWS.find((w) => elapsed <= w.days * DAY_MS)?.label ?? null;
}

/** The moment a pro must have been active since to be within `days` days of `now`. */
export function activeSince(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** 転職意向 as pro search offers it (「none」 is not a search condition: no one searches for it). */
export const JOB_CHANGE_LABELS = { considering: "転職を検討中", active: "転職活動中" } as const;
export type SearchableJobChangeIntention = keyof typeof JOB_CHANGE_LABELS;

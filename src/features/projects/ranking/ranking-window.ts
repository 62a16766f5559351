import { jstDayNumber, jstDayText, startOfJstDay } from "@/lib/jst-day";

/** The window: today and the 29 JST days before it (docs/decisions/008). */
export const RANKING_WINDOW_DAYS = 30;

/**
 * One like counts as much as this many views. A like is a deliberate act of a signed-in pro, once
 * per project, while views come from anyone and repeat; in the demo data (as on comparable sites)
 * a project gets one like per ~25–60 views, so at 30 a like-heavy and a view-heavy listing can
 * compete and neither signal alone decides the order (docs/decisions/008).
 */
export const LIKE_WEIGHT = 30;

/** The ranking page lists this many; the top page shows the first TOP_PAGE_RANKING_SIZE. */
export const RANKING_SIZE = 20;
export const TOP_PAGE_RANKING_SIZE = 5;

/** A run of JST days for views, and the same run as instants for likes: from ≤ t < until. */
export type ActivitySpan = { fromDay: string; toDay: string; from: Date; until: Date };

export type RankingWindow = {
  /** First and last JST day of the window, `YYYY-MM-DD`, both included. */
  fromDay: string;
  toDay: string;
  /** The JST day number of today: the completed part is valid until it changes. */
  today: number;
  /** The days before today: they no longer change (except for a like taken back), read once a day. */
  completed: ActivitySpan | null;
  /** Today up to now: read again whenever the ranking is recomputed. */
  current: ActivitySpan;
};

/** The window ending at `now`: 30 whole JST days, the current one included up to now. */
export function rankingWindowAt(now: Date): RankingWindow {
  const today = jstDayNumber(now);
  const first = today - (RANKING_WINDOW_DAYS - 1);
  const todayText = jstDayText(today);
  const startOfToday = startOfJstDay(today);
  return {
    fromDay: jstDayText(first),
    toDay: todayText,
    today,
    completed: RANKING_WINDOW_DAYS > 1 ? { fromDay: jstDayText(first), toDay: jstDayText(today - 1), from: startOfJstDay(first), until: startOfToday } : null,
    // A like made in this very millisecond is already in.
    current: { fromDay: todayText, toDay: todayText, from: startOfToday, until: new Date(now.getTime() + 1) },
  };
}

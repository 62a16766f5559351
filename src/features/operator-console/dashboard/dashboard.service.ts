import type { Database } from "@/db/client";
import { jstDayNumber, jstDayText, startOfJstDay } from "@/lib/jst-day";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow } from "@/platform/actor/access-rules";
import { perAppState, ReadCache } from "@/platform/per-app-state";

import { countPerJstDay, countWaitingWork, DAILY_SERIES, type DailySeriesKey } from "./dashboard.queries";

export const DASHBOARD_DAYS = 30;

export const SERIES_LABELS: Record<DailySeriesKey, string> = {
  signUps: "新規登録",
  projects: "新着案件",
  applications: "応募",
  scouts: "スカウト",
  meetings: "商談の確定",
  messages: "メッセージ",
};

export type DailySeries = { key: DailySeriesKey; label: string; days: { day: string; count: number }[]; total: number };
export type Dashboard = { series: DailySeries[]; waiting: Awaited<ReturnType<typeof countWaitingWork>>; firstDay: string; lastDay: string };

type DayCounts = { day: string; count: number }[];

/**
 * The 29 completed days of each series, read once per JST day and process: at a million projects a
 * month of them is ~170,000 rows (1–2 s to count), while today's are a thirtieth of that. Events of a
 * past day written later (rare) show from the next day on.
 */
const completedDays = perAppState("dashboardCompletedDays", () => new ReadCache<DayCounts>(24 * 60 * 60 * 1000));

async function countsOf(db: Database, key: DailySeriesKey, firstDay: number, today: number): Promise<DayCounts> {
  const startOfToday = startOfJstDay(today);
  const [past, todays] = await Promise.all([
    completedDays(db).read(`${key}:${firstDay}`, () => countPerJstDay(db, key, startOfJstDay(firstDay), startOfToday)),
    countPerJstDay(db, key, startOfToday),
  ]);
  return [...past, ...todays];
}

/**
 * The dashboard (issue 18): six series per JST day for the last 30 days including today (a day
 * without events is 0), and what waits for an operator now.
 */
export async function readDashboard(db: Database, actor: RequestActor, now: Date): Promise<Dashboard> {
  adminOrThrow(actor);
  const today = jstDayNumber(now);
  const firstDay = today - (DASHBOARD_DAYS - 1);
  const keys = Object.keys(DAILY_SERIES) as DailySeriesKey[];
  const [counts, waiting] = await Promise.all([Promise.all(keys.map((key) => countsOf(db, key, firstDay, today))), countWaitingWork(db)]);
  const series = keys.map((key, index) => {
    const byDay = new Map(counts[index]!.map((row) => [row.day, row.count]));
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = jstDayText(firstDay + i);
      return { day, count: byDay.get(day) ?? 0 };
    });
    return { key, label: SERIES_LABELS[key], days, total: days.reduce((sum, d) => sum + d.count, 0) };
  });
  return { series, waiting, firstDay: jstDayText(firstDay), lastDay: jstDayText(today) };
}

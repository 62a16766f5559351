import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { jstDayText } from "@/lib/jst-day";
import { perAppState } from "@/platform/per-app-state";

import { findProjectActivity, type ProjectActivity } from "./project-ranking.queries";
import { CompletedScores, type ActivityColumns } from "./ranking-scores";
import { LIKE_WEIGHT, rankingWindowAt, type ActivitySpan, type RankingWindow } from "./ranking-window";

/**
 * Snapshots kept: today's, and two days before it for a process whose clock is a little behind at
 * midnight and for looking into yesterday's ranking. Older ones are deleted by the job.
 */
export const RANKING_SNAPSHOT_KEEP_DAYS = 3;

/** Sums views and likes per project over a span (the 29-day aggregation; tests count its calls). */
export type SumActivity = (db: Database, span: ActivitySpan) => Promise<ProjectActivity[]>;

/** An int[] in PostgreSQL's text form, `{1,2,3}`. */
const parseIntArray = (text: string): number[] => (text.length <= 2 ? [] : text.slice(1, -1).split(",").map(Number));

/**
 * The completed days of the ranking of JST day `day` (YYYY-MM-DD), as written by the job: one row,
 * three parallel arrays (decision 008: arrays, not rows). Null when nobody has computed it yet.
 * Read as text and split here: at 83k projects that took 38/55 ms (PGlite/server) against 50/81 ms
 * through the drivers' own int[] parsing (decision 008).
 */
export async function findRankingSnapshot(db: Database, day: string): Promise<ActivityColumns | null> {
  const [row] = await selectRows<{ ids: string; views: string; likes: string }>(
    db,
    sql`select project_ids::text as ids, views::text as views, likes::text as likes from ranking_snapshots where day = ${day}::date`,
  );
  return row ? { ids: parseIntArray(row.ids), views: parseIntArray(row.views), likes: parseIntArray(row.likes) } : null;
}

async function hasRankingSnapshot(db: Database, day: string): Promise<boolean> {
  return (await selectRows(db, sql`select 1 from ranking_snapshots where day = ${day}::date`)).length > 0;
}

const intArray = (values: readonly number[]) => sql`${`{${values.join(",")}}`}::int[]`;

/**
 * Stores the completed days of `day`'s ranking, best first by today's like weight (a reader's sort
 * then finds them in order). The first writer wins: a second computation of the same day (the job
 * and a process, or the job run twice) wrote the same sums and changes nothing.
 */
async function storeRankingSnapshot(db: Database, day: string, { bestFirst }: CompletedScores, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ranking_snapshots (day, project_ids, views, likes, computed_at)
    values (${day}::date, ${intArray(bestFirst.map((s) => s.projectId))}, ${intArray(bestFirst.map((s) => s.views))},
      ${intArray(bestFirst.map((s) => s.likes))}, ${now.toISOString()}::timestamptz)
    on conflict (day) do nothing`);
}

/** Computations running in this process, by day: the start-up warm-up and the job share one. */
const runningComputations = perAppState("rankingSnapshotComputations", () => new Map<string, Promise<CompletedScores>>());

/**
 * Sums the window's completed days (~0.3–0.4 s at 100k projects) and stores them as the day's
 * snapshot, so every other process reads one row instead. Joins the same day's computation if this
 * process already runs one.
 */
export function computeRankingSnapshot(db: Database, window: RankingWindow, now: Date, sum: SumActivity = findProjectActivity): Promise<CompletedScores> {
  const running = runningComputations(db);
  const day = window.toDay;
  let computation = running.get(day);
  if (!computation) {
    computation = (async () => {
      const scores = new CompletedScores(window.completed ? await sum(db, window.completed) : [], LIKE_WEIGHT);
      await storeRankingSnapshot(db, day, scores, now);
      return scores;
    })().finally(() => running.delete(day));
    running.set(day, computation);
  }
  return computation;
}

/**
 * The completed days for a process's ranking: the day's snapshot when it exists (one row), else
 * computed here and stored for the others — the ranking never waits for the job (first start, or
 * the first minute after JST midnight before the job has run).
 */
export async function completedDaysOf(db: Database, window: RankingWindow, now: Date, sum: SumActivity = findProjectActivity): Promise<CompletedScores> {
  const snapshot = await findRankingSnapshot(db, window.toDay);
  return snapshot ? new CompletedScores(snapshot, LIKE_WEIGHT) : computeRankingSnapshot(db, window, now, sum);
}

/**
 * The job's work: makes sure today's JST snapshot exists, computing it when it does not, and
 * deletes the snapshots older than RANKING_SNAPSHOT_KEEP_DAYS. Safe to run twice or at once in two
 * processes (the first insert wins; the sums are the same).
 */
export async function refreshRankingSnapshot(db: Database, now: Date, sum: SumActivity = findProjectActivity): Promise<"present" | "computed"> {
  const window = rankingWindowAt(now);
  await db.execute(sql`delete from ranking_snapshots where day < ${jstDayText(window.today - (RANKING_SNAPSHOT_KEEP_DAYS - 1))}::date`);
  if (await hasRankingSnapshot(db, window.toDay)) return "present";
  await computeRankingSnapshot(db, window, now, sum);
  return "computed";
}

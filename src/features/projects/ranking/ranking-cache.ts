import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";

import { findOpenProjectDates, findProjectActivity } from "./project-ranking.queries";
import { CompletedScores, pickTopOpenProjects, scoresBestFirst, type ProjectScore } from "./ranking-scores";
import { completedDaysOf, type SumActivity } from "./ranking-snapshot";
import { LIKE_WEIGHT, RANKING_SIZE, rankingWindowAt, type RankingWindow } from "./ranking-window";

/**
 * How long one computation of the ranking is served (docs/decisions/008). Against a 30-day window
 * a minute's delay hardly moves a place, and the ranking is then recomputed at most once a minute
 * per process however many people open the top page.
 */
export const RANKING_CACHE_TTL_MS = 60_000;

/**
 * Spares beyond the longest list: a project closed after the computation is dropped when the list
 * is read, and the list still has its full length.
 */
export const SPARE_SCORES = 10;

export type RankingScores = { scores: ProjectScore[]; computedAt: Date; fromDay: string; toDay: string };

/**
 * The ranking of one app (see perAppState), computed in two parts (decision 008): the window's
 * completed days, read once per JST day from the day's snapshot (one row the job
 * `ranking.completed-days` writes; summed here only when it does not exist yet), and today, read at
 * each recomputation (one day's rows).
 *
 * When the ranking is older than the TTL, the next reader still gets it at once while one
 * recomputation runs in the background (stale-while-revalidate); only a reader finding nothing
 * computed waits (the server computes it at start-up, warmProjectRanking). A failed recomputation
 * keeps the old ranking and is retried by the next reader.
 */
export class RankingCache {
  private current: RankingScores | undefined;
  private pending: Promise<RankingScores> | undefined;
  private completed: { today: number; scores: CompletedScores } | undefined;

  /** `sumCompletedDays`: the 29-day aggregation run when no snapshot exists (tests count its calls). */
  constructor(
    private readonly ttlMs = RANKING_CACHE_TTL_MS,
    private readonly sumCompletedDays: SumActivity = findProjectActivity,
  ) {}

  async read(db: Database, now: Date, logger: Pick<Logger, "warn">): Promise<RankingScores> {
    const current = this.current;
    const age = current ? now.getTime() - current.computedAt.getTime() : Infinity;
    if (current && age >= 0 && age < this.ttlMs) return current;
    const refreshing = this.recompute(db, now);
    if (!current) return refreshing;
    refreshing.catch((error: unknown) => logger.warn({ err: error }, "could not recompute the project ranking; serving the previous one"));
    return current;
  }

  /** Recomputes the ranking now, or joins the recomputation already running. */
  recompute(db: Database, now: Date): Promise<RankingScores> {
    this.pending ??= this.compute(db, now).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async compute(db: Database, now: Date): Promise<RankingScores> {
    const window = rankingWindowAt(now);
    const completed = await this.completedScores(db, window, now);
    const today = await findProjectActivity(db, window.current);
    const scores = await pickTopOpenProjects(scoresBestFirst(completed, today, LIKE_WEIGHT), RANKING_SIZE + SPARE_SCORES, (ids) => findOpenProjectDates(db, ids));
    this.current = { scores, computedAt: now, fromDay: window.fromDay, toDay: window.toDay };
    return this.current;
  }

  private async completedScores(db: Database, window: RankingWindow, now: Date): Promise<CompletedScores> {
    if (this.completed?.today !== window.today) {
      this.completed = { today: window.today, scores: await completedDaysOf(db, window, now, this.sumCompletedDays) };
    }
    return this.completed.scores;
  }
}

import { performance } from "node:perf_hooks";

import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { refreshRankingSnapshot } from "./ranking-snapshot";

/**
 * The ranking's completed days for everyone (decision 008): each minute one process checks that
 * today's JST snapshot exists (one primary-key read) and, the first time a day it does not, sums the
 * 29 completed days (~0.3–0.4 s at 100k projects) into it. Every process then reads that one row.
 */
export const rankingSnapshotJob = defineJob({
  kind: "ranking.completed-days",
  parsePayload: noPayload,
  everyMs: 60_000,
  run: async ({ db, now, logger }) => {
    const started = performance.now();
    if ((await refreshRankingSnapshot(db, now)) === "computed") {
      logger.info({ ms: Math.round(performance.now() - started) }, "ranking snapshot of the completed days computed");
    }
  },
});

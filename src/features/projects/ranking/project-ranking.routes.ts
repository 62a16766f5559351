import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";

import { PROJECT_RANKING_API } from "./project-ranking.contract";
import { getProjectRanking } from "./project-ranking.service";
import { RANKING_SIZE } from "./ranking-window";

/** `limit` is optional; anything but a whole number from 1 to RANKING_SIZE is refused. */
function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return RANKING_SIZE;
  const limit = /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= RANKING_SIZE)) {
    throw new AppError("validation_failed", undefined, { issues: [{ path: "limit", message: `件数は1から${RANKING_SIZE}までの整数で指定してください。` }] });
  }
  return limit;
}

/**
 * Registered before the search routes (src/server/api-app.ts): a catch-all under /top/projects/ must
 * not take `ranking` for a project id.
 */
export const projectRankingRoutes = serveContract(PROJECT_RANKING_API, {
  // GET /api/v2/top/projects/ranking?limit=N – the most popular open projects of the last 30 days
  // (spec S-RANK-1): likes × 30 + views, ranked, in the search result's project shape
  ranking: async (c) => {
    const limit = parseLimit(c.req.query("limit"));
    return reply(c, PROJECT_RANKING_API.ranking, 200, await getProjectRanking(c.var.deps, c.var.actor, limit));
  },
});

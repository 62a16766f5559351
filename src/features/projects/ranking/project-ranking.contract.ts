import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectRankingSchema } from "./project-ranking.schemas";
import { RANKING_SIZE } from "./ranking-window";

/** The popular projects (spec S-RANK-1; decision 008). */
export const PROJECT_RANKING_API = {
  ranking: defineRoute({
    operationId: "getProjectRanking",
    method: "get",
    path: "/api/v2/top/projects/ranking",
    summary: "The most popular open projects of the last 30 days",
    tags: ["Projects"],
    access: "public",
    request: { query: z.object({ limit: z.string().regex(/^\d+$/).optional().describe(`How many, 1 to ${RANKING_SIZE} (default ${RANKING_SIZE}).`) }) },
    responses: { 200: { description: "The ranking, in the search's project shape with each project's rank and score.", schema: ProjectRankingSchema } },
    errors: [422],
  }),
};

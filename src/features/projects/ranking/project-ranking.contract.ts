import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectSummarySchema } from "../project-summary.schemas";
import { RANKING_SIZE } from "./ranking-window";

export const ProjectRankingSchema = z.object({
  projects: z.array(
    ProjectSummarySchema.extend({
      rank: z.number().int().positive(),
      score: z.number().describe("likes × likeWeight + views, within the window."),
      recentViewCount: z.number().int().nonnegative(),
      recentLikeCount: z.number().int().nonnegative(),
    }),
  ),
  windowDays: z.number().int(),
  likeWeight: z.number().int(),
  fromDay: z.string().describe("The window's first day in JST (YYYY-MM-DD)."),
  toDay: z.string().describe("The window's last day in JST, included."),
  computedAt: z.string().describe("When the order was computed (it is reused for up to a minute)."),
});

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

import { z } from "zod";

import { ProjectSummarySchema } from "../project-summary.schemas";

/** GET /api/v2/top/projects/ranking, and what the ranking page and the top page's preview read. */
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

export type ProjectRanking = z.infer<typeof ProjectRankingSchema>;
/** A ranked project: the search result's shape, its place, and what earned it in the window. */
export type RankedProject = ProjectRanking["projects"][number];

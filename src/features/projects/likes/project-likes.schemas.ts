import { z } from "zod";

import { ProjectSummarySchema } from "../project-summary.schemas";

/** A project's like as the like and unlike routes answer it. */
export const LikeStateSchema = z.object({ isLiked: z.boolean(), likeCount: z.number().int().nonnegative() });

/** GET /api/v2/me/project_likes: the user's liked projects, most recently liked first. */
export const LikedProjectsPageSchema = z.object({
  projects: z.array(ProjectSummarySchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  totalPages: z.number().int(),
});

export type LikedProjectsPage = z.infer<typeof LikedProjectsPageSchema>;

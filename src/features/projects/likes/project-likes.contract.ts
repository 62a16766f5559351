import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { LikedProjectsPageSchema, LikeStateSchema } from "./project-likes.schemas";

const TAGS = ["Likes"] as const;
const ProjectIdParamsSchema = z.object({ id: z.string().describe("The project's id.") });

/** Likes (気になる, spec S-LIKE-1). */
export const PROJECT_LIKES_API = {
  like: defineRoute({
    operationId: "likeProject",
    method: "post",
    path: "/api/v2/projects/{id}/project_like",
    summary: "Like a project",
    description: "Repeating it changes nothing. Likes and unlikes together: at most 60 a minute and 600 an hour per account (429 with Retry-After).",
    tags: TAGS,
    access: "member",
    request: { params: ProjectIdParamsSchema },
    responses: { 200: { description: "Liked, with the project's new count.", schema: LikeStateSchema } },
    errors: [404, 429],
  }),
  unlike: defineRoute({
    operationId: "unlikeProject",
    method: "delete",
    path: "/api/v2/projects/{id}/project_like",
    summary: "Take a like back",
    description: "Idempotent too. Counted with likes (429 past 60 a minute or 600 an hour).",
    tags: TAGS,
    access: "member",
    request: { params: ProjectIdParamsSchema },
    responses: { 200: { description: "Not liked, with the project's new count.", schema: LikeStateSchema } },
    errors: [404, 429],
  }),
  myLikes: defineRoute({
    operationId: "listMyLikedProjects",
    method: "get",
    path: "/api/v2/me/project_likes",
    summary: "The signed-in user's liked projects, most recently liked first",
    tags: TAGS,
    access: "member",
    request: { query: z.object({ page: z.string().optional().describe("The page, from 1.") }) },
    responses: {
      200: {
        description: "One page of liked projects.",
        schema: LikedProjectsPageSchema,
      },
    },
    errors: [422],
  }),
};

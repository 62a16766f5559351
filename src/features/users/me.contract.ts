import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CurrentUserSchema, JobChangeIntentionBodySchema } from "./me.schemas";

const TAGS = ["Current user"] as const;

/** The signed-in user (spec S-ME-1, S-ME-2). */
export const ME_API = {
  me: defineRoute({
    operationId: "getMe",
    method: "get",
    path: "/api/v2/me",
    summary: "The signed-in user",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "The user, with roles, corporations and unread marks.", schema: CurrentUserSchema } },
    errors: [],
  }),
  changeJobChangeIntention: defineRoute({
    operationId: "changeJobChangeIntention",
    method: "patch",
    path: "/api/v2/me/pro_info/intention_changing_job",
    summary: "A pro's job-change intention",
    tags: TAGS,
    access: "member",
    request: { body: JobChangeIntentionBodySchema },
    responses: { 200: { description: "The user, updated.", schema: CurrentUserSchema } },
    errors: [],
  }),
};

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AccountNameSchema, ChangeNameBodySchema } from "./account-name.schemas";
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
  changeName: defineRoute({
    operationId: "changeMyName",
    method: "patch",
    path: "/api/v2/me/name",
    summary: "Change the signed-in user's name",
    description:
      "Family and given name, and their readings in katakana (hiragana and half-width katakana are accepted and stored as full-width katakana). A pro's 本人確認済 mark is cleared when the name changes.",
    tags: TAGS,
    access: "member",
    request: { body: ChangeNameBodySchema },
    responses: { 200: { description: "The name as stored.", schema: AccountNameSchema } },
    errors: [],
  }),
};

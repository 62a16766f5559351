import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProProfileBodySchema, ProProfileEditorSchema, ProProfileSchema } from "./pro-profile.schemas";

const TAGS = ["Pros"] as const;

/** A pro's public profile and the pro's own editor (issue 13, spec S-BAR-10; decision 020). */
export const PRO_PROFILE_API = {
  profile: defineRoute({
    operationId: "getProProfile",
    method: "get",
    path: "/api/v2/pros/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One pro's profile as the caller may see it",
    description:
      "Visitors and other pros get the family name with an initial (「山田 T.」) and no work-history company names; orderers and operators the real name. A company the pro hid is null for everyone but the pro. An unknown id, a user who is not a pro, 退会, a private profile the caller may not see and an employer shield all answer the same 404.",
    tags: TAGS,
    access: "public",
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("The pro's user id."),
      }),
    },
    responses: { 200: { description: "The profile.", schema: ProProfileSchema } },
    errors: [404],
  }),
  myProfile: defineRoute({
    operationId: "getMyProProfile",
    method: "get",
    path: "/api/v2/me/pro_profile",
    summary: "The signed-in pro's own profile, for editing",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "Every field of the profile, with the names the preview shows.", schema: ProProfileEditorSchema } },
    errors: [403, 404],
  }),
  saveMyProfile: defineRoute({
    operationId: "saveMyProProfile",
    method: "put",
    path: "/api/v2/me/pro_profile",
    summary: "Replace the signed-in pro's profile",
    description: "The whole profile at once: skills, work history and portfolio links are replaced in the order sent. 422 names each field in Japanese.",
    tags: TAGS,
    access: "member",
    request: { body: ProProfileBodySchema },
    responses: { 200: { description: "The saved profile.", schema: ProProfileEditorSchema } },
    errors: [403, 404],
  }),
};

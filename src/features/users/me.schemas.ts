import { z } from "zod";

import { JOB_CHANGE_INTENTIONS, PLANS } from "@/db/schema/user-values";

export const CorporationSummarySchema = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }).meta({ id: "CorporationSummary" });

export type CorporationSummary = z.infer<typeof CorporationSummarySchema>;

/**
 * GET /api/v2/me (spec S-ME-1; docs/api.md). modalStates says which one-time modals the client should
 * open: each is computed from real rows, never stored.
 */
export const CurrentUserSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    userProfileImage: z.string().nullable(),
    isOrderer: z.boolean(),
    isPro: z.boolean(),
    isAdmin: z.boolean(),
    plan: z.enum(PLANS).describe("The orderer's plan; `free` sends project registration to a project request."),
    corporations: z.array(CorporationSummarySchema).describe("The orderer's memberships, oldest first; empty for pros."),
    currentCorporation: CorporationSummarySchema.nullable(),
    hasUnreadAnnouncement: z.boolean(),
    isUnreadMessage: z.boolean().describe("A chat room of this user whose last message is newer than this user's read mark."),
    unreadNotificationCount: z
      .number()
      .int()
      .describe("This user's unread notifications of the matching loop (applications, scouts; issue 15), shown in the profile menu."),
    isEmailVerified: z
      .boolean()
      .describe("Whether the account's address was proven by an e-mailed link (issue 12); until then applying, posting, scouting and messaging wait."),
    modalStates: z.object({
      jobChangeIntention: z.boolean().describe("A pro who has never answered the job-change intention question (S-ME-2)."),
      corporationSelect: z.boolean().describe("An orderer with several corporations and none chosen yet."),
    }),
  })
  .meta({ id: "CurrentUser" });

export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const JobChangeIntentionBodySchema = z.object({
  jobChangeIntention: z.enum(JOB_CHANGE_INTENTIONS, { message: "転職意向を選択してください" }),
});

import { z } from "zod";

import { SCOUT_STATUSES } from "@/db/schema";
import { defineRoute } from "@/platform/api-contract/route-declaration";

import { IdParamsSchema } from "../applications.schemas";

import {
  AcceptScoutBodySchema,
  DeclineScoutBodySchema,
  ProScoutSchema,
  ProScoutsPageSchema,
  ScoutCheckSchema,
  ScoutDraftSchema,
  ScoutFormContextSchema,
  SendScoutBodySchema,
  SentScoutSchema,
  SentScoutsPageSchema,
} from "./scouts.schemas";

const TAGS = ["Scouts"] as const;
const SENDER_NOTE =
  "An orderer working in a corporation. A pro the corporation may not see (private, an employer shield naming it, 退会) is 404, as on the profile page.";

/** Scouts: an orderer reaches out to a pro about a project (issue 15; decision 024). */
export const SCOUTS_API = {
  form: defineRoute({
    operationId: "getScoutForm",
    method: "get",
    path: "/api/v2/pros/{id}/scout_form",
    pathPatterns: { id: "[0-9]+" },
    summary: "What the scout form for a pro shows",
    description: `The pro and their stated conditions, the corporation's open projects (those already used for this pro marked), the sender's monthly quota, and \`refusal\` when no scout can be sent. ${SENDER_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema },
    responses: { 200: { description: "The form's context.", schema: ScoutFormContextSchema } },
    errors: [403, 404],
  }),
  check: defineRoute({
    operationId: "checkScout",
    method: "post",
    path: "/api/v2/pros/{id}/scout_checks",
    pathPatterns: { id: "[0-9]+" },
    summary: "What the quality guard says of a draft scout, before it is sent",
    description: `Warnings when the same words went to more than 20 pros within 24 hours, when the pro's rate is far above the project's budget, or when an on-site project goes to a remote-only pro; and the quota. Changes nothing. ${SENDER_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: ScoutDraftSchema },
    responses: { 200: { description: "The guard's warnings and the quota.", schema: ScoutCheckSchema } },
    errors: [403, 404, 422],
  }),
  send: defineRoute({
    operationId: "sendScout",
    method: "post",
    path: "/api/v2/pros/{id}/scouts",
    pathPatterns: { id: "[0-9]+" },
    summary: "Send a scout",
    description: `Tells the pro (in-app and by e-mail). 409 when this pro was already scouted for the project or applied to it, and when the guard warns and \`confirmWarnings\` is not true (the warnings come as \`issues\`); 403 when the month's quota is used up or the e-mail is not verified; 422 for a project that is not the corporation's or not open. ${SENDER_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: SendScoutBodySchema },
    responses: { 201: { description: "The scout as the corporation's list shows it.", schema: SentScoutSchema } },
    errors: [403, 404, 409, 422],
  }),
  sent: defineRoute({
    operationId: "listSentScouts",
    method: "get",
    path: "/api/v2/current_corporation/scouts",
    summary: "The current corporation's scouts, newest first, 20 a page",
    description: "Every member's scouts, with each status's count and the signed-in sender's quota. Any member of the current corporation.",
    tags: TAGS,
    access: "member",
    request: {
      query: z.object({
        status: z.enum(SCOUT_STATUSES).optional().describe("sent (返答待ち), accepted or declined; all when absent."),
        page: z.string().optional(),
      }),
    },
    responses: { 200: { description: "One page.", schema: SentScoutsPageSchema } },
    errors: [403, 422],
  }),
  mine: defineRoute({
    operationId: "listMyScouts",
    method: "get",
    path: "/api/v2/me/scouts",
    summary: "The signed-in pro's scouts, 20 a page",
    description: "Unanswered first and, among them, those that respect the pro's stated conditions (「条件に合うスカウト」); then the newest. 403 for a non-pro account.",
    tags: TAGS,
    access: "member",
    request: { query: z.object({ page: z.string().optional() }) },
    responses: { 200: { description: "One page.", schema: ProScoutsPageSchema } },
    errors: [403, 422],
  }),
  accept: defineRoute({
    operationId: "acceptScout",
    method: "post",
    path: "/api/v2/me/scouts/{id}/acceptance",
    pathPatterns: { id: "[0-9]+" },
    summary: "Accept a scout: the conversation opens",
    description:
      "The scout becomes an application at 商談調整中 on the corporation's board, and the conversation opens with the scout's words and the pro's answer (a polite default when empty). Another pro's scout is 404; an answered one, or one whose project closed, 409.",
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: AcceptScoutBodySchema },
    responses: { 200: { description: "The scout, accepted.", schema: ProScoutSchema } },
    errors: [403, 404, 409, 422],
  }),
  decline: defineRoute({
    operationId: "declineScout",
    method: "post",
    path: "/api/v2/me/scouts/{id}/declination",
    pathPatterns: { id: "[0-9]+" },
    summary: "Decline a scout with a reason",
    description: "The corporation reads the reason and any words. Another pro's scout is 404; an answered one 409.",
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: DeclineScoutBodySchema },
    responses: { 200: { description: "The scout, declined.", schema: ProScoutSchema } },
    errors: [403, 404, 409, 422],
  }),
};

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import {
  DecideReportBodySchema,
  DismissReportBodySchema,
  ModerationQueuePageSchema,
  ModerationQueueQuerySchema,
  ModerationReportSchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
} from "./console-moderation.schemas";

const TAGS = ["Operator console"] as const;

/** 通報 (issue 18): the moderation queue of users' 「通報する」 and the chat guard's flags, with 対応する / 却下. */
export const CONSOLE_MODERATION_API = {
  reportQueue: defineRoute({
    operationId: "listConsoleReports",
    method: "get",
    path: "/api/v2/admin/reports",
    summary: "通報: 未対応 oldest first, or 対応済み / 却下 newest first; 30 a page",
    description:
      "Each row: when it came, from whom (a user, or 自動検知: the chat guard), the target's kind and a short excerpt, the reason, and how many open reports the same target has. Read-only.",
    tags: TAGS,
    access: "operator",
    request: { query: ModerationQueueQuerySchema },
    responses: { 200: { description: "A page of reports.", schema: ModerationQueuePageSchema } },
    errors: [422],
  }),
  report: defineRoute({
    operationId: "getConsoleReport",
    method: "get",
    path: "/api/v2/admin/reports/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary:
      "One report: its target whole (a message with its room and the 5 messages before it, a profile, a project), every report on that target, and the measures available",
    tags: TAGS,
    access: "operator",
    request: { params: ReportIdParamsSchema },
    responses: { 200: { description: "The report.", schema: ModerationReportSchema } },
    errors: [],
  }),
  decideReport: defineRoute({
    operationId: "decideConsoleReport",
    method: "post",
    path: "/api/v2/admin/reports/{id}/decision",
    pathPatterns: { id: "[0-9]+" },
    summary: "対応する: a measure by target (hide_message, make_profile_private, close_project, or none) with a note; every open report of the target becomes 対応済み",
    description: `422 for a measure the target does not take; 409 when the target has no open report left, or the measure is already in place. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ReportIdParamsSchema, body: DecideReportBodySchema },
    responses: { 200: { description: "Decided.", schema: ReportDecisionSchema } },
    errors: [409, 422],
  }),
  dismissReport: defineRoute({
    operationId: "dismissConsoleReport",
    method: "post",
    path: "/api/v2/admin/reports/{id}/dismissal",
    pathPatterns: { id: "[0-9]+" },
    summary: "却下: nothing needs doing (an optional note); every open report of the target becomes 却下",
    description: `409 when the target has no open report left. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ReportIdParamsSchema, body: DismissReportBodySchema },
    responses: { 200: { description: "Dismissed.", schema: ReportDecisionSchema } },
    errors: [409, 422],
  }),
};

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import {
  InquiryDetailSchema,
  InquiryIdParamsSchema,
  InquiryInboxPageSchema,
  InquiryInboxQuerySchema,
  InquiryReplyBodySchema,
  InquiryReplyResultSchema,
  InquiryStatusBodySchema,
  InquirySummarySchema,
} from "./console-inquiries.schemas";

const TAGS = ["Operator console"] as const;

/** 問い合わせ (issue 18): the inbox of /contact/new, its status, and answers by e-mail. */
export const CONSOLE_INQUIRIES_API = {
  inquiryInbox: defineRoute({
    operationId: "listConsoleInquiries",
    method: "get",
    path: "/api/v2/admin/inquiries",
    summary: "問い合わせ: one status's inquiries (新規 by default) or all, newest first, 50 a page",
    description: "The count stops at 10,000 (isCountCapped). Read-only.",
    tags: TAGS,
    access: "operator",
    request: { query: InquiryInboxQuerySchema },
    responses: { 200: { description: "A page of the inbox.", schema: InquiryInboxPageSchema } },
    errors: [422],
  }),
  inquiry: defineRoute({
    operationId: "getConsoleInquiry",
    method: "get",
    path: "/api/v2/admin/inquiries/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One inquiry whole, with the answers sent so far and the delivery state of each",
    tags: TAGS,
    access: "operator",
    request: { params: InquiryIdParamsSchema },
    responses: { 200: { description: "The inquiry.", schema: InquiryDetailSchema } },
    errors: [],
  }),
  changeInquiryStatus: defineRoute({
    operationId: "changeConsoleInquiryStatus",
    method: "put",
    path: "/api/v2/admin/inquiries/{id}/status",
    pathPatterns: { id: "[0-9]+" },
    summary: "Set the status: 新規, 対応中 or 完了",
    description: `409 when it already has that status. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: InquiryIdParamsSchema, body: InquiryStatusBodySchema },
    responses: { 200: { description: "The inquiry's new status.", schema: InquirySummarySchema } },
    errors: [409],
  }),
  replyToInquiry: defineRoute({
    operationId: "replyToConsoleInquiry",
    method: "post",
    path: "/api/v2/admin/inquiries/{id}/replies",
    pathPatterns: { id: "[0-9]+" },
    summary: "返信: mail an answer to the inquiry's address, quoting the inquiry; 新規 becomes 対応中",
    description: `The mail is queued in the reply's transaction (its subject names the 受付番号). The audit row keeps the reply's id and length, not its words. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: InquiryIdParamsSchema, body: InquiryReplyBodySchema },
    responses: { 201: { description: "The reply, and the inquiry's status.", schema: InquiryReplyResultSchema } },
    errors: [],
  }),
};

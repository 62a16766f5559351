import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import { MailDetailSchema, MailIdParamsSchema, MailLogPageSchema, MailLogQuerySchema, MailResendResultSchema } from "./console-mail-log.schemas";

const TAGS = ["Operator console"] as const;

/** メール送信履歴 (issue 18): what the site mailed to whom, what failed, and 再送. */
export const CONSOLE_MAIL_LOG_API = {
  mailLog: defineRoute({
    operationId: "listConsoleMails",
    method: "get",
    path: "/api/v2/admin/mails",
    summary: "メール送信履歴: every mail newest first, 50 a page",
    description: "Filter by status, exact address and subject text. The count stops at 10,000 (isCountCapped). Read-only.",
    tags: TAGS,
    access: "operator",
    request: { query: MailLogQuerySchema },
    responses: { 200: { description: "A page of the log.", schema: MailLogPageSchema } },
    errors: [422],
  }),
  mail: defineRoute({
    operationId: "getConsoleMail",
    method: "get",
    path: "/api/v2/admin/mails/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One mail: its headers, delivery state and text part (never the HTML part)",
    tags: TAGS,
    access: "operator",
    request: { params: MailIdParamsSchema },
    responses: { 200: { description: "The mail.", schema: MailDetailSchema } },
    errors: [],
  }),
  resendMail: defineRoute({
    operationId: "resendConsoleMail",
    method: "post",
    path: "/api/v2/admin/mails/{id}/resend",
    pathPatterns: { id: "[0-9]+" },
    summary: "再送: a failed mail is queued again; a sent one is sent again as a new copy",
    description: `A failed mail becomes pending (tries from 0, due now; its last error is kept until the next try). A sent mail is copied into a new mail with the same address, subject and parts. A pending mail is 409 「送信待ちのため再送できません」. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: MailIdParamsSchema },
    responses: { 200: { description: "The mail that will go out.", schema: MailResendResultSchema } },
    errors: [409],
  }),
};

import type { Context } from "hono";

import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { CONSOLE_INQUIRIES_API as API } from "./console-inquiries.contract";
import { InquiryInboxQuerySchema, InquiryReplyBodySchema, InquiryStatusBodySchema } from "./console-inquiries.schemas";
import { changeInquiryStatus, INQUIRY_NOT_FOUND, readInquiry, readInquiryInbox, replyToInquiry } from "./console-inquiries.service";

const inquiryId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), INQUIRY_NOT_FOUND);

/** Each handler's first line is its guard (decision 030): anyone but an operator gets 404 before the body is read. */
export const consoleInquiryRoutes = serveContract(API, {
  // GET /api/v2/admin/inquiries – the inbox, newest first
  inquiryInbox: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(InquiryInboxQuerySchema, c.req.query());
    return reply(c, API.inquiryInbox, 200, await readInquiryInbox(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/inquiries/{id} – one inquiry with its replies
  inquiry: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.inquiry, 200, await readInquiry(c.var.deps.db, operator, inquiryId(c)));
  },
  // PUT /api/v2/admin/inquiries/{id}/status – 新規 / 対応中 / 完了
  changeInquiryStatus: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = inquiryId(c);
    const { status } = await parseJsonBody(c, InquiryStatusBodySchema);
    return reply(c, API.changeInquiryStatus, 200, await changeInquiryStatus(c.var.deps.db, operator, id, status, c.var.deps.now()));
  },
  // POST /api/v2/admin/inquiries/{id}/replies – answer by e-mail
  replyToInquiry: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = inquiryId(c);
    const { body } = await parseJsonBody(c, InquiryReplyBodySchema);
    const result = await replyToInquiry(c.var.deps.db, operator, id, body, { now: c.var.deps.now(), siteOrigin: c.var.deps.siteOrigin });
    return reply(c, API.replyToInquiry, 201, result);
  },
});

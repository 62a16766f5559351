import type { Context } from "hono";

import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseWith, pathIdOr404 } from "@/platform/validation";

import { CONSOLE_MAIL_LOG_API as API } from "./console-mail-log.contract";
import { MailLogQuerySchema } from "./console-mail-log.schemas";
import { MAIL_NOT_FOUND, readMail, readMailLog, resendMail } from "./console-mail-log.service";

const mailId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), MAIL_NOT_FOUND);

/** Each handler's first line is its guard (decision 030): anyone but an operator gets 404. */
export const consoleMailLogRoutes = serveContract(API, {
  // GET /api/v2/admin/mails – メール送信履歴, newest first
  mailLog: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(MailLogQuerySchema, c.req.query());
    return reply(c, API.mailLog, 200, await readMailLog(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/mails/{id} – one mail's headers and text part
  mail: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.mail, 200, await readMail(c.var.deps.db, operator, mailId(c), c.var.deps.siteOrigin));
  },
  // POST /api/v2/admin/mails/{id}/resend – 再送 (a failed one again, a sent one as a copy)
  resendMail: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.resendMail, 200, await resendMail(c.var.deps.db, operator, mailId(c), c.var.deps.now()));
  },
});

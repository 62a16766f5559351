import type { Context } from "hono";

import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { CONSOLE_MODERATION_API as API } from "./console-moderation.contract";
import { DecideReportBodySchema, DismissReportBodySchema, ModerationQueueQuerySchema } from "./console-moderation.schemas";
import { decideReport, dismissReport, readModerationQueue, readModerationReport, REPORT_NOT_FOUND } from "./console-moderation.service";

const reportId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), REPORT_NOT_FOUND);

/** Each handler's first line is its guard (decision 030): anyone but an operator gets 404 before the body is read. */
export const consoleModerationRoutes = serveContract(API, {
  // GET /api/v2/admin/reports – 通報の一覧
  reportQueue: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ModerationQueueQuerySchema, c.req.query());
    return reply(c, API.reportQueue, 200, await readModerationQueue(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/reports/{id} – one report, its target and every report on it
  report: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.report, 200, await readModerationReport(c.var.deps.db, operator, reportId(c)));
  },
  // POST /api/v2/admin/reports/{id}/decision – 対応する
  decideReport: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = reportId(c);
    const body = await parseJsonBody(c, DecideReportBodySchema);
    return reply(c, API.decideReport, 200, await decideReport(c.var.deps.db, operator, id, body, c.var.deps.now()));
  },
  // POST /api/v2/admin/reports/{id}/dismissal – 却下
  dismissReport: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = reportId(c);
    const body = await parseJsonBody(c, DismissReportBodySchema);
    return reply(c, API.dismissReport, 200, await dismissReport(c.var.deps.db, operator, id, body, c.var.deps.now()));
  },
});

import type { Context } from "hono";

import { PROJECT_FORM_MAX_BYTES, ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { PROJECT_REQUEST_NOT_FOUND } from "@/features/project-requests/project-requests.service";
import { requireAdmin, requireConfirmedOperator, requireSession } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { readAuditLog } from "./audit/operator-audit.service";
import { AuditLogQuerySchema } from "./audit/operator-audit.schemas";
import { confirmOperatorPassword } from "./confirmation/password-confirmation.service";
import { OPERATOR_CONSOLE_API as API } from "./operator-console.contract";
import { RejectRequestBodySchema, RequestQueueQuerySchema } from "./requests/console-requests.schemas";
import { editRequest, publishRequest, readRequestForReview, readRequestQueue, rejectRequest, startReview } from "./requests/console-requests.service";

/** The clock and the keys a decision's notice mail needs. */
const mailContext = (c: Context<AppEnv>) => ({ now: c.var.deps.now(), siteOrigin: c.var.deps.siteOrigin, appSecret: c.var.deps.appSecret });
const requestId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), PROJECT_REQUEST_NOT_FOUND);

/**
 * Every handler's first line is its guard: requireAdmin for reads, requireConfirmedOperator for
 * changes — so anyone else gets 404 before the body is read (decision 030).
 */
export const operatorConsoleRoutes = serveContract(API, {
  // POST /api/v2/admin/password_confirmation – the password again; console actions for 15 minutes
  confirmPassword: async (c) => {
    const operator = requireAdmin(c);
    const { password } = await parseJsonBody(c, API.confirmPassword.request.body);
    await confirmOperatorPassword(c.var.deps.db, operator, requireSession(c), password, c.var.deps.now());
    return c.body(null, 204);
  },
  // GET /api/v2/admin/audit_logs – 操作履歴, newest first
  auditLog: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(AuditLogQuerySchema, c.req.query());
    return reply(c, API.auditLog, 200, await readAuditLog(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/project_requests – 掲載依頼の一覧
  requestQueue: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(RequestQueueQuerySchema, c.req.query());
    return reply(c, API.requestQueue, 200, await readRequestQueue(c.var.deps.db, operator, query, c.var.deps.now()));
  },
  // GET /api/v2/admin/project_requests/{id} – one request to review
  requestReview: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.requestReview, 200, await readRequestForReview(c.var.deps.db, operator, requestId(c)));
  },
  // POST /api/v2/admin/project_requests/{id}/review – 審査を開始
  startRequestReview: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.startRequestReview, 200, { projectRequest: await startReview(c.var.deps.db, operator, requestId(c), c.var.deps.now()) });
  },
  // PUT /api/v2/admin/project_requests/{id} – correct the form
  editRequest: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = requestId(c);
    const form = await parseJsonBody(c, ProjectFormSchema, { maxBytes: PROJECT_FORM_MAX_BYTES });
    return reply(c, API.editRequest, 200, { projectRequest: await editRequest(c.var.deps.db, operator, id, form, c.var.deps.now()) });
  },
  // POST /api/v2/admin/project_requests/{id}/publication – 掲載する
  publishRequest: async (c) => {
    const operator = requireConfirmedOperator(c);
    const published = await publishRequest(c.var.deps.db, operator, requestId(c), mailContext(c));
    return reply(c, API.publishRequest, 201, { projectRequest: published.request, projectId: published.projectId });
  },
  // POST /api/v2/admin/project_requests/{id}/rejection – 差し戻す
  rejectRequest: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = requestId(c);
    const { comment } = await parseJsonBody(c, RejectRequestBodySchema);
    return reply(c, API.rejectRequest, 200, { projectRequest: await rejectRequest(c.var.deps.db, operator, id, comment, mailContext(c)) });
  },
});

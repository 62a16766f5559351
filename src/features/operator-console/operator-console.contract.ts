import { z } from "zod";

import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { ProjectRequestIdParamsSchema, ProjectRequestResponseSchema } from "@/features/project-requests/project-requests.schemas";
import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AuditLogPageSchema, AuditLogQuerySchema } from "./audit/operator-audit.schemas";
import {
  PublishedRequestSchema,
  RejectRequestBodySchema,
  RequestQueuePageSchema,
  RequestQueueQuerySchema,
  RequestReviewSchema,
} from "./requests/console-requests.schemas";

const TAGS = ["Operator console"] as const;
/** Said of every state-changing console route (decision 030). */
export const CONSOLE_ACTION_NOTE =
  "Operators only (404 to anyone else). Needs the password typed in this session within 15 minutes (403 password_confirmation_required: confirm it, then send again). Writes one audit row with the change, in its transaction.";

/** The operator console's core (issue 18): 「パスワードの再確認」, the audit log, and the free plan's project requests. */
export const OPERATOR_CONSOLE_API = {
  confirmPassword: defineRoute({
    operationId: "confirmOperatorPassword",
    method: "post",
    path: "/api/v2/admin/password_confirmation",
    summary: "Type the password again: console actions are allowed for the next 15 minutes",
    description: "A wrong password is 422 on `password`; 10 wrong tries in 15 minutes are 429.",
    tags: TAGS,
    access: "operator",
    request: { body: z.object({ password: z.string() }) },
    responses: { 204: { description: "Confirmed." } },
    errors: [],
  }),
  auditLog: defineRoute({
    operationId: "listOperatorAuditLog",
    method: "get",
    path: "/api/v2/admin/audit_logs",
    summary: "操作履歴: every console action, newest first, 50 a page",
    description: "Filter by action, target (type and id) and operator; `before` (the previous page's nextBefore) reads older entries. Read-only.",
    tags: TAGS,
    access: "operator",
    request: { query: AuditLogQuerySchema },
    responses: { 200: { description: "A page of the log.", schema: AuditLogPageSchema } },
    errors: [422],
  }),
  requestQueue: defineRoute({
    operationId: "listConsoleProjectRequests",
    method: "get",
    path: "/api/v2/admin/project_requests",
    summary: "掲載依頼: the free plan's requests, waiting ones oldest first",
    tags: TAGS,
    access: "operator",
    request: { query: RequestQueueQuerySchema },
    responses: { 200: { description: "A page of requests.", schema: RequestQueuePageSchema } },
    errors: [422],
  }),
  requestReview: defineRoute({
    operationId: "getConsoleProjectRequest",
    method: "get",
    path: "/api/v2/admin/project_requests/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One request whole, with its corporation and the member who sent it",
    tags: TAGS,
    access: "operator",
    request: { params: ProjectRequestIdParamsSchema },
    responses: { 200: { description: "The request.", schema: RequestReviewSchema } },
    errors: [],
  }),
  startRequestReview: defineRoute({
    operationId: "startConsoleProjectRequestReview",
    method: "post",
    path: "/api/v2/admin/project_requests/{id}/review",
    pathPatterns: { id: "[0-9]+" },
    summary: "審査を開始: 申請中 → 審査中 (the orderer can no longer change it)",
    description: `409 unless 申請中. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ProjectRequestIdParamsSchema },
    responses: { 200: { description: "The request, 審査中.", schema: ProjectRequestResponseSchema } },
    errors: [409],
  }),
  editRequest: defineRoute({
    operationId: "editConsoleProjectRequest",
    method: "put",
    path: "/api/v2/admin/project_requests/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Correct a request's form before deciding it (申請中 or 審査中); the status stays",
    description: `422 names each field in Japanese; 409 once decided. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ProjectRequestIdParamsSchema, body: ProjectFormSchema },
    responses: { 200: { description: "The corrected request.", schema: ProjectRequestResponseSchema } },
    errors: [409],
  }),
  publishRequest: defineRoute({
    operationId: "publishConsoleProjectRequest",
    method: "post",
    path: "/api/v2/admin/project_requests/{id}/publication",
    pathPatterns: { id: "[0-9]+" },
    summary: "掲載する: the request becomes an open, searchable project of its corporation (掲載済), and the orderer is mailed",
    description: `409 once decided; 422 when the form no longer fits the catalog. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ProjectRequestIdParamsSchema },
    responses: { 201: { description: "The request, 掲載済, and the new project's id.", schema: PublishedRequestSchema } },
    errors: [409, 422],
  }),
  rejectRequest: defineRoute({
    operationId: "rejectConsoleProjectRequest",
    method: "post",
    path: "/api/v2/admin/project_requests/{id}/rejection",
    pathPatterns: { id: "[0-9]+" },
    summary: "差し戻す with a comment the orderer reads on the request's page and in the mail",
    description: `409 once decided. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: ProjectRequestIdParamsSchema, body: RejectRequestBodySchema },
    responses: { 200: { description: "The request, 差し戻し.", schema: ProjectRequestResponseSchema } },
    errors: [409],
  }),
};

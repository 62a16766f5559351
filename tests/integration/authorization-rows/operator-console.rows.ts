import type { AuthorizationRow } from "@tests/support/authorization-table";
import { validProjectForm } from "@tests/support/project-form-body";

import { operatorOnly } from "./expectations";

/**
 * src/features/operator-console/operator-console.routes.ts (issue 18, decision 030): the console is
 * nobody else's to know of — 404 for every other role, visitors included; an operator's session is
 * fresh from its login, so its password confirmation is too.
 */
export const OPERATOR_CONSOLE_ROWS: AuthorizationRow[] = [
  {
    route: "POST /api/v2/admin/password_confirmation",
    request: (world) => ({ method: "POST", path: "/api/v2/admin/password_confirmation", body: { password: world.password } }),
    expect: operatorOnly(204),
  },
  {
    route: "GET /api/v2/admin/audit_logs",
    request: () => ({ method: "GET", path: "/api/v2/admin/audit_logs?targetType=user" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/project_requests",
    request: () => ({ method: "GET", path: "/api/v2/admin/project_requests?tab=waiting" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/project_requests/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/project_requests/${world.pendingRequestOfFree.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/project_requests/:id{[0-9]+}/review",
    case: "a 申請中 request",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/project_requests/${world.pendingRequestOfFree.id}/review` }),
    expect: operatorOnly(200),
  },
  {
    route: "PUT /api/v2/admin/project_requests/:id{[0-9]+}",
    case: "a 申請中 request",
    request: (world) => ({ method: "PUT", path: `/api/v2/admin/project_requests/${world.pendingRequestOfFree.id}`, body: validProjectForm() }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/project_requests/:id{[0-9]+}/publication",
    case: "a 申請中 request",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/project_requests/${world.pendingRequestOfFree.id}/publication` }),
    expect: operatorOnly(201),
  },
  {
    route: "POST /api/v2/admin/project_requests/:id{[0-9]+}/rejection",
    case: "a 申請中 request",
    request: (world) => ({
      method: "POST",
      path: `/api/v2/admin/project_requests/${world.pendingRequestOfFree.id}/rejection`,
      body: { comment: "予算の記載をご確認ください。" },
    }),
    expect: operatorOnly(200),
  },
];

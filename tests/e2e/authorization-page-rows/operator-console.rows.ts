import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** The operator console (issue 18, decision 030): 404 to everyone but operators, visitors included (no login prompt either). */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const OPERATOR_CONSOLE_PAGE_ROWS: PageRow[] = [
  { route: "/admin", request: () => ({ path: "/admin" }), expect: operatorsOnly },
  { route: "/admin/project_requests", request: () => ({ path: "/admin/project_requests?tab=waiting" }), expect: operatorsOnly },
  { route: "/admin/project_requests/[id]", request: (world) => ({ path: `/admin/project_requests/${world.requestOfFreeId}` }), expect: operatorsOnly },
  { route: "/admin/project_requests/[id]/edit", request: (world) => ({ path: `/admin/project_requests/${world.requestOfFreeId}/edit` }), expect: operatorsOnly },
  { route: "/admin/audit_logs", request: () => ({ path: "/admin/audit_logs" }), expect: operatorsOnly },
];

import type { AuthorizationRow } from "@tests/support/authorization-table";

import { operatorOnly } from "./expectations";

/** src/features/operator-console/moderation/console-moderation.routes.ts (issue 18, decision 030): 通報 is the operators' alone. */
export const CONSOLE_MODERATION_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/reports",
    request: () => ({ method: "GET", path: "/api/v2/admin/reports?tab=open" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/reports/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/reports/${world.reportOnProjectOfA.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/reports/:id{[0-9]+}/decision",
    case: "an open report, no measure",
    request: (world) => ({
      method: "POST",
      path: `/api/v2/admin/reports/${world.reportOnProjectOfA.id}/decision`,
      body: { measure: "none", note: "掲載内容を確認し、問題はありませんでした。" },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/reports/:id{[0-9]+}/dismissal",
    case: "an open report",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/reports/${world.reportOnProjectOfA.id}/dismissal`, body: {} }),
    expect: operatorOnly(200),
  },
];

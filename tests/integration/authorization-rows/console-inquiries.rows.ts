import type { AuthorizationRow } from "@tests/support/authorization-table";

import { operatorOnly } from "./expectations";

/** src/features/operator-console/inquiries/console-inquiries.routes.ts (issue 18, decision 030): 404 to all but operators. */
export const CONSOLE_INQUIRY_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/inquiries",
    request: () => ({ method: "GET", path: "/api/v2/admin/inquiries?tab=new" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/inquiries/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/inquiries/${world.inquiry.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "PUT /api/v2/admin/inquiries/:id{[0-9]+}/status",
    case: "a 新規 inquiry",
    request: (world) => ({ method: "PUT", path: `/api/v2/admin/inquiries/${world.inquiry.id}/status`, body: { status: "in_progress" } }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/inquiries/:id{[0-9]+}/replies",
    case: "a 新規 inquiry",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/inquiries/${world.inquiry.id}/replies`, body: { body: "請求書の宛名は「企業情報」から変更できます。" } }),
    expect: operatorOnly(201),
  },
];

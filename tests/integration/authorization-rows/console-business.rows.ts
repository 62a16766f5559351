import type { AuthorizationRow } from "@tests/support/authorization-table";
import { validProjectForm } from "@tests/support/project-form-body";

import { operatorOnly } from "./expectations";

/** The console's 企業 and 案件 (issue 18, decision 030): operators only, 404 for everyone else. */
export const CONSOLE_BUSINESS_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/corporations",
    request: () => ({ method: "GET", path: "/api/v2/admin/corporations?plan=standard" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/corporations/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/corporations/${world.corporationA.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "PUT /api/v2/admin/corporations/:id{[0-9]+}/contract",
    case: "corporation A to premium",
    request: (world) => ({
      method: "PUT",
      path: `/api/v2/admin/corporations/${world.corporationA.id}/contract`,
      body: { plan: "premium", planStartedOn: "2026-12-01", planInvoiceNote: "経理部宛に送付", invoiceRegistrationNumber: null },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/projects",
    request: () => ({ method: "GET", path: "/api/v2/admin/projects?status=open" }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/projects/:id{[0-9]+}/closure",
    case: "an open project of A",
    request: (world) => ({
      method: "POST",
      path: `/api/v2/admin/projects/${world.projectOfA.id}/closure`,
      body: { note: "虚偽の内容が含まれていたため掲載を終了しました。" },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "PUT /api/v2/admin/projects/:id{[0-9]+}",
    case: "an open project of A",
    request: (world) => ({
      method: "PUT",
      path: `/api/v2/admin/projects/${world.projectOfA.id}`,
      body: { form: validProjectForm(), note: "連絡先の記載を削除しました。" },
    }),
    expect: operatorOnly(200),
  },
];

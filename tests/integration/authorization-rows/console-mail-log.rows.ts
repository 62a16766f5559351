import type { AuthorizationRow } from "@tests/support/authorization-table";

import { operatorOnly } from "./expectations";

/** src/features/operator-console/mail-log/console-mail-log.routes.ts (issue 18, decision 030): 404 to all but operators. */
export const CONSOLE_MAIL_LOG_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/mails",
    request: () => ({ method: "GET", path: "/api/v2/admin/mails?status=failed" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/mails/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/mails/${world.failedMail.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/mails/:id{[0-9]+}/resend",
    case: "a failed mail",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/mails/${world.failedMail.id}/resend` }),
    expect: operatorOnly(200),
  },
];

import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** The console's 通報 pages (issue 18, decision 030): 404 to everyone but operators, visitors included. */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const CONSOLE_MODERATION_PAGE_ROWS: PageRow[] = [
  { route: "/admin/reports", request: () => ({ path: "/admin/reports?tab=open" }), expect: operatorsOnly },
  { route: "/admin/reports/[id]", request: (world) => ({ path: `/admin/reports/${world.reportId}` }), expect: operatorsOnly },
];

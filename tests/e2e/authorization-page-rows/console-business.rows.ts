import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

/** The console's 企業 and 案件 (issue 18): operators only. */
export const CONSOLE_BUSINESS_PAGE_ROWS: PageRow[] = [
  { route: "/admin/corporations", request: () => ({ path: "/admin/corporations?plan=standard" }), expect: operatorsOnly },
  { route: "/admin/corporations/[id]", request: (world) => ({ path: `/admin/corporations/${world.corporationAId}` }), expect: operatorsOnly },
  { route: "/admin/projects", request: () => ({ path: "/admin/projects?status=open" }), expect: operatorsOnly },
  { route: "/admin/projects/[id]/edit", request: (world) => ({ path: `/admin/projects/${world.projectOfAId}/edit` }), expect: operatorsOnly },
];

import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** The console's ユーザー pages (issue 18, decision 030): 404 to everyone but operators, visitors included. */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const CONSOLE_USER_PAGE_ROWS: PageRow[] = [
  { route: "/admin/users", request: () => ({ path: "/admin/users?q=pro%40example.com" }), expect: operatorsOnly },
  { route: "/admin/users/[id]", request: (world) => ({ path: `/admin/users/${world.me.pro.id}` }), expect: operatorsOnly },
];

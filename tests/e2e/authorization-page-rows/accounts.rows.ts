import type { PageRow } from "@tests/support/authorization-pages";

import { visitorsOnly } from "./expectations";

/** Log-in and sign-up: a signed-in user is sent on to `next` (a path on the site) or the top page. */
export const ACCOUNT_PAGE_ROWS: PageRow[] = [
  { route: "/login", request: () => ({ path: "/login" }), expect: visitorsOnly("/") },
  { route: "/login", case: "with next=", request: () => ({ path: "/login?next=%2Fmypage%2Fconfig" }), expect: visitorsOnly("/mypage/config") },
  { route: "/signup/pro", request: () => ({ path: "/signup/pro" }), expect: visitorsOnly("/") },
  { route: "/signup/orderer", request: () => ({ path: "/signup/orderer" }), expect: visitorsOnly("/") },
];

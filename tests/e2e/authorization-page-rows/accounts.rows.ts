import type { PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone, visitorsOnly } from "./expectations";

/** Log-in and sign-up: a signed-in user is sent on to `next` (a path on the site) or the top page. */
export const ACCOUNT_PAGE_ROWS: PageRow[] = [
  { spec: "S-NAV-1", route: "/login", request: () => ({ path: "/login" }), expect: visitorsOnly("/") },
  { spec: "S-NAV-1", route: "/login", case: "with next=", request: () => ({ path: "/login?next=%2Fmypage%2Fconfig" }), expect: visitorsOnly("/mypage/config") },
  { spec: "S-BAR-11", route: "/signup/pro", request: () => ({ path: "/signup/pro" }), expect: visitorsOnly("/") },
  { route: "/signup/orderer", request: () => ({ path: "/signup/orderer" }), expect: visitorsOnly("/") },
  // Password reset (decision 019): open to everyone; a dead link's page says so with 200.
  { route: "/password_resets/new", request: () => ({ path: "/password_resets/new" }), expect: sameForEveryone(200) },
  { route: "/password_resets/edit", case: "a dead link", request: () => ({ path: `/password_resets/edit?token=${"x".repeat(43)}` }), expect: sameForEveryone(200) },
];

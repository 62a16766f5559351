import type { AuthorizationRow } from "@tests/support/authorization-table";

import { sameForEveryone } from "./expectations";

/** Routes of the root app (src/server/api-app.ts) and the CSRF token. */
export const PLATFORM_ROWS: AuthorizationRow[] = [
  {
    route: "GET /healthz",
    request: () => ({ method: "GET", path: "/healthz" }),
    expect: sameForEveryone(200),
  },
  {
    route: "GET /api/v2/csrf_token",
    request: () => ({ method: "GET", path: "/api/v2/csrf_token" }),
    expect: sameForEveryone(200),
  },
  {
    // The top bar's script: JSON { redirectTo }. Without a session there is nothing to end, and the
    // answer is the same, so a stale tab's logout never shows an error.
    spec: "S-BAR-17",
    route: "DELETE /logout",
    case: "from a script",
    request: () => ({ method: "DELETE", path: "/logout" }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-BAR-17",
    route: "POST /logout",
    case: "a plain form with _method=delete",
    request: () => ({ method: "POST", path: "/logout", form: { _method: "delete" }, headers: { "x-requested-with": "" } }),
    expect: sameForEveryone(303),
  },
  {
    route: "ALL /logout",
    case: "GET",
    request: () => ({ method: "GET", path: "/logout" }),
    expect: sameForEveryone(405),
  },
  {
    // The API's own documentation is public (issue 11).
    route: "GET /api/openapi.json",
    request: () => ({ method: "GET", path: "/api/openapi.json" }),
    expect: sameForEveryone(200),
  },
  {
    route: "GET /api/docs",
    request: () => ({ method: "GET", path: "/api/docs" }),
    expect: sameForEveryone(200),
  },
  {
    route: "GET /api/docs/assets/:file",
    request: () => ({ method: "GET", path: "/api/docs/assets/reference-page.js" }),
    expect: sameForEveryone(200),
  },
  {
    route: "GET /api/docs/assets/:file",
    case: "a file that is not one of the page's",
    request: () => ({ method: "GET", path: "/api/docs/assets/package.json" }),
    expect: sameForEveryone(404),
  },
];

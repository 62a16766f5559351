import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember } from "./expectations";

/** An id in the public format that names no session of anyone in the world. */
const UNKNOWN_SESSION_ID = "0123456789abcdef0123456789abcdef";

/** Issue 12, decision 017: ログイン中の端末, 退会 and データのダウンロード (src/features/account-sessions, withdrawal, data-export). */
export const ACCOUNT_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-7",
    route: "GET /api/v2/me/sessions",
    request: () => ({ method: "GET", path: "/api/v2/me/sessions" }),
    expect: anyMember(200),
  },
  {
    // Another account's (or no) session reads as not found: ids are looked up among the caller's own.
    spec: "S-BAR-7",
    route: "DELETE /api/v2/me/sessions/:sessionId",
    request: () => ({ method: "DELETE", path: `/api/v2/me/sessions/${UNKNOWN_SESSION_ID}` }),
    expect: anyMember(404),
  },
  {
    spec: "S-BAR-7",
    route: "DELETE /api/v2/me/sessions",
    request: () => ({ method: "DELETE", path: "/api/v2/me/sessions" }),
    expect: anyMember(200),
  },
  {
    spec: "S-BAR-7",
    route: "POST /api/v2/me/password_confirmation",
    request: (world) => ({ method: "POST", path: "/api/v2/me/password_confirmation", body: { password: world.password } }),
    expect: anyMember(204),
  },
  {
    spec: "S-BAR-7",
    route: "GET /api/v2/me/two_factor",
    request: () => ({ method: "GET", path: "/api/v2/me/two_factor" }),
    expect: anyMember(200),
  },
  {
    spec: "S-BAR-7",
    route: "POST /api/v2/me/two_factor/setup",
    request: () => ({ method: "POST", path: "/api/v2/me/two_factor/setup" }),
    expect: anyMember(201),
  },
  {
    // Nobody in the world has begun a setup: the password is right, and there is nothing to confirm.
    spec: "S-BAR-7",
    route: "POST /api/v2/me/two_factor",
    request: (world) => ({ method: "POST", path: "/api/v2/me/two_factor", body: { code: "123456", currentPassword: world.password } }),
    expect: anyMember(409),
  },
  {
    spec: "S-BAR-7",
    route: "POST /api/v2/me/two_factor/disable",
    request: (world) => ({ method: "POST", path: "/api/v2/me/two_factor/disable", body: { currentPassword: world.password } }),
    expect: anyMember(409),
  },
  {
    // Corporation A has a second member (issue 15's plain member), so its only owner is held back (409)
    // until they hand the corporation over; every other role is alone in its corporation.
    spec: "S-BAR-7",
    route: "POST /api/v2/me/withdrawal",
    request: (world) => ({ method: "POST", path: "/api/v2/me/withdrawal", body: { password: world.password } }),
    expect: { ...anyMember(200), orderer: 409 },
  },
  {
    spec: "S-BAR-7",
    route: "GET /api/v2/me/data_exports",
    request: () => ({ method: "GET", path: "/api/v2/me/data_exports" }),
    expect: anyMember(200),
  },
  {
    spec: "S-BAR-7",
    route: "POST /api/v2/me/data_exports",
    request: () => ({ method: "POST", path: "/api/v2/me/data_exports" }),
    expect: anyMember(201),
  },
  {
    // Only the owner may download; an id that is not theirs is 404 (the integration test makes one).
    spec: "S-BAR-7",
    route: "GET /api/v2/me/data_exports/:id{[0-9]+}/download",
    request: () => ({ method: "GET", path: "/api/v2/me/data_exports/99999999/download" }),
    expect: anyMember(404),
  },
];

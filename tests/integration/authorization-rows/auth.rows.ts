import { proSignUpBody } from "@tests/support/accounts";
import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember, sameForEveryone } from "./expectations";

/** src/features/auth/auth.routes.ts */
export const AUTH_ROWS: AuthorizationRow[] = [
  {
    // A signed-in caller gets a new account too, and its old session ends (no fixation); the
    // sign-up pages send signed-in users away before they can get here.
    route: "POST /api/v2/users",
    request: (_, role) => ({ method: "POST", path: "/api/v2/users", body: proSignUpBody({ email: `signup-${role}@example.test` }) }),
    expect: sameForEveryone(201),
  },
  {
    // A visitor logs in to the pro's account; a signed-in caller logs in again (a new session id).
    route: "POST /api/v2/sessions",
    request: (world, role) => ({
      method: "POST",
      path: "/api/v2/sessions",
      body: { email: world.users[role === "visitor" ? "pro" : role].email, password: world.password },
    }),
    expect: sameForEveryone(200),
  },
  {
    // The second step of a 二段階認証 login (decision 033): a ticket nobody was given is 401 to all.
    route: "POST /api/v2/sessions/two_factor",
    request: () => ({ method: "POST", path: "/api/v2/sessions/two_factor", body: { loginTicket: "e30.bm90LWEtc2lnbmF0dXJl", code: "123456" } }),
    expect: sameForEveryone(401),
  },
  {
    route: "DELETE /api/v2/sessions/current",
    request: () => ({ method: "DELETE", path: "/api/v2/sessions/current" }),
    expect: anyMember(204),
  },
  {
    route: "PATCH /api/v2/me/password",
    request: (world) => ({
      method: "PATCH",
      path: "/api/v2/me/password",
      body: { currentPassword: world.password, newPassword: "a-new-long-passphrase-77" },
    }),
    expect: anyMember(204),
  },
];

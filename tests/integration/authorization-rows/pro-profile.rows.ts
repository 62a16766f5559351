import type { AuthorizationRow } from "@tests/support/authorization-table";
import { validProProfileBody } from "@tests/support/pro-profile-body";

import { sameForEveryone } from "./expectations";

/** src/features/pros/profile/pro-profile.routes.ts (issue 13) */
export const PRO_PROFILE_ROWS: AuthorizationRow[] = [
  {
    // A public profile: everyone may read it, visitors with the name masked (decision 020).
    spec: "S-BAR-10",
    route: "GET /api/v2/pros/:id{[0-9]+}",
    case: "a public profile",
    request: (w) => ({ method: "GET", path: `/api/v2/pros/${w.users.pro.id}` }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-BAR-10",
    route: "GET /api/v2/pros/:id{[0-9]+}",
    case: "an orderer's user id",
    request: (w) => ({ method: "GET", path: `/api/v2/pros/${w.users.orderer.id}` }),
    expect: sameForEveryone(404),
  },
  {
    // Only pros have a profile to edit.
    spec: "S-BAR-7",
    route: "GET /api/v2/me/pro_profile",
    request: () => ({ method: "GET", path: "/api/v2/me/pro_profile" }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
  {
    spec: "S-BAR-7",
    route: "PUT /api/v2/me/pro_profile",
    request: () => ({ method: "PUT", path: "/api/v2/me/pro_profile", body: validProProfileBody() }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
];

import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember } from "./expectations";

/** src/features/users/me.routes.ts */
export const USER_ROWS: AuthorizationRow[] = [
  {
    spec: "S-ME-1",
    route: "GET /api/v2/me",
    request: () => ({ method: "GET", path: "/api/v2/me" }),
    expect: anyMember(200),
  },
  {
    // Only a pro has a job-change intention (S-ME-2).
    spec: "S-ME-2",
    route: "PATCH /api/v2/me/pro_info/intention_changing_job",
    request: () => ({ method: "PATCH", path: "/api/v2/me/pro_info/intention_changing_job", body: { jobChangeIntention: "considering" } }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
];

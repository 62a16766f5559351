import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember } from "./expectations";

/** src/features/announcements/announcements.routes.ts: each member's own list and read marks. */
export const ANNOUNCEMENT_ROWS: AuthorizationRow[] = [
  {
    spec: "S-ANN-1",
    route: "GET /api/v2/announcements",
    request: () => ({ method: "GET", path: "/api/v2/announcements" }),
    expect: anyMember(200),
  },
  {
    spec: "S-ANN-2",
    route: "POST /api/v2/announcement_reads",
    request: () => ({ method: "POST", path: "/api/v2/announcement_reads" }),
    expect: anyMember(200),
  },
];

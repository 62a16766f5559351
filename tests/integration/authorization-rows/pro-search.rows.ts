import type { AuthorizationRow } from "@tests/support/authorization-table";

import { sameForEveryone } from "./expectations";

/** src/features/pros/search: the public pro search (issue 13). Who is listed is decision 020's, tested beside the search. */
export const PRO_SEARCH_ROWS: AuthorizationRow[] = [
  {
    spec: "issue 13",
    route: "GET /api/v2/top/pros",
    request: () => ({ method: "GET", path: "/api/v2/top/pros?search_pro%5Bactive_within%5D=30" }),
    // Public, like the project search: visitors read masked names, not a refusal.
    expect: sameForEveryone(200),
  },
];

import type { AuthorizationRow } from "@tests/support/authorization-table";

/** src/features/corporations/current-corporation.routes.ts */
export const CORPORATION_ROWS: AuthorizationRow[] = [
  {
    // Only a member may switch to a corporation (S-BAR-16). Corporations are public (/corporations/{id}),
    // so a non-member is told 403 rather than 404 (docs/api.md).
    spec: "S-BAR-16",
    route: "PATCH /api/v2/current_corporations/:id",
    case: "corporation A",
    request: (world) => ({ method: "PATCH", path: `/api/v2/current_corporations/${world.corporationA.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
];

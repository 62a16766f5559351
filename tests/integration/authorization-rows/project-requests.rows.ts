import type { AuthorizationRow } from "@tests/support/authorization-table";
import { validProjectForm } from "@tests/support/project-form-body";

/**
 * src/features/project-requests/project-requests.routes.ts (issue 14, S-BAR-8). Sending and editing
 * are the free plan's (a paid plan is 403 and posts directly); a request is its corporation's only,
 * so a member of another corporation gets 404 for reading and withdrawing it; a pro or an operator
 * is no orderer (403).
 */
export const PROJECT_REQUEST_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/project_requests",
    request: () => ({ method: "POST", path: "/api/v2/project_requests", body: validProjectForm() }),
    expect: { visitor: 401, pro: 403, orderer: 403, otherOrderer: 403, freeOrderer: 201, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/project_requests/:id{[0-9]+}",
    case: "a request of the free corporation",
    request: (world) => ({ method: "GET", path: `/api/v2/project_requests/${world.projectRequestOfFree.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 404, freeOrderer: 200, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "PUT /api/v2/project_requests/:id{[0-9]+}",
    case: "a 差し戻し request of the free corporation",
    request: (world) => ({ method: "PUT", path: `/api/v2/project_requests/${world.projectRequestOfFree.id}`, body: validProjectForm() }),
    expect: { visitor: 401, pro: 403, orderer: 403, otherOrderer: 403, freeOrderer: 200, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "DELETE /api/v2/project_requests/:id{[0-9]+}",
    case: "a 差し戻し request of the free corporation",
    request: (world) => ({ method: "DELETE", path: `/api/v2/project_requests/${world.projectRequestOfFree.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 404, freeOrderer: 204, admin: 403 },
  },
];

/** src/features/order-projects/order-projects.routes.ts (issue 14, S-BAR-9): any member of the current corporation; no corporation, no list. */
export const ORDER_PROJECT_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-9",
    route: "GET /api/v2/current_corporation/projects",
    request: () => ({ method: "GET", path: "/api/v2/current_corporation/projects" }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
  },
];

import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember, sameForEveryone } from "./expectations";

/** src/features/projects: search, landing pages, project detail, ranking (public) and likes (members). */
export const PROJECT_ROWS: AuthorizationRow[] = [
  {
    spec: "S-SRCH-10",
    route: "GET /api/v2/top/project_search_metadata",
    request: () => ({ method: "GET", path: "/api/v2/top/project_search_metadata" }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-SRCH-5",
    route: "GET /api/v2/top/projects",
    request: () => ({ method: "GET", path: "/api/v2/top/projects?search_project%5Bexclude_closed_projects%5D=1" }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-SRCH-8",
    route: "GET /api/v2/top/projects/:landing/:segment",
    case: "professions/1",
    request: () => ({ method: "GET", path: "/api/v2/top/projects/professions/1" }),
    expect: sameForEveryone(200),
  },
  {
    spec: "issue 11",
    route: "GET /api/v2/top/projects/:id{[0-9]+}",
    case: "a project of corporation A",
    request: (world) => ({ method: "GET", path: `/api/v2/top/projects/${world.projectOfA.id}` }),
    // Public, like the search: a visitor gets the corporation masked, not refused.
    expect: sameForEveryone(200),
  },
  {
    spec: "issue 11",
    route: "GET /api/v2/top/projects/:id{[0-9]+}",
    case: "an unknown project",
    request: (world) => ({ method: "GET", path: `/api/v2/top/projects/${world.projectOfA.id + 1_000_000}` }),
    expect: sameForEveryone(404),
  },
  {
    spec: "S-RANK-1",
    route: "GET /api/v2/top/projects/ranking",
    request: () => ({ method: "GET", path: "/api/v2/top/projects/ranking" }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-LIKE-1",
    route: "POST /api/v2/projects/:id/project_like",
    case: "a project of corporation A",
    request: (world) => ({ method: "POST", path: `/api/v2/projects/${world.projectOfA.id}/project_like` }),
    // TODO(matching issue): orderer (a member of corporation A, the project's owner) expected 403: each
    // like is worth 30 ranking points (decision 008), so today every member of a corporation can lift
    // its own project up the ranking. (Or the like stays 200 and does not count in the score.)
    expect: anyMember(200),
  },
  {
    spec: "S-LIKE-1",
    route: "DELETE /api/v2/projects/:id/project_like",
    case: "a project of corporation A",
    request: (world) => ({ method: "DELETE", path: `/api/v2/projects/${world.projectOfA.id}/project_like` }),
    expect: anyMember(200),
  },
  {
    spec: "S-LIKE-1",
    route: "GET /api/v2/me/project_likes",
    request: () => ({ method: "GET", path: "/api/v2/me/project_likes" }),
    expect: anyMember(200),
  },
];

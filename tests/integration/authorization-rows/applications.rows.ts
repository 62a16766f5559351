import type { AuthorizationRow } from "@tests/support/authorization-table";

const APPLY_BODY = {
  message: "React と TypeScript での管理画面開発を5年担当してきました。ぜひお話を伺えればと思います。",
  desiredRateAmount: null,
  startsOn: null,
  daysPerWeek: 3,
  sharedSections: [],
};

/**
 * src/features/applications/applications.routes.ts (issue 15, S-BAR-10). Applying and the list are a
 * pro's (an orderer or an operator is no pro: 403); the form's context answers any signed-in user,
 * with the reason they cannot apply; an application is its pro's only.
 */
export const APPLICATION_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-10",
    route: "GET /api/v2/projects/:id{[0-9]+}/application_form",
    case: "a project of corporation A",
    request: (world) => ({ method: "GET", path: `/api/v2/projects/${world.projectOfA.id}/application_form` }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-10",
    route: "POST /api/v2/projects/:id{[0-9]+}/applications",
    case: "a project of corporation A",
    request: (world) => ({ method: "POST", path: `/api/v2/projects/${world.projectOfA.id}/applications`, body: APPLY_BODY }),
    expect: { visitor: 401, pro: 201, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
  {
    spec: "S-BAR-10",
    route: "GET /api/v2/me/applications",
    request: () => ({ method: "GET", path: "/api/v2/me/applications" }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
  {
    spec: "S-BAR-10",
    route: "POST /api/v2/me/applications/:id{[0-9]+}/withdrawal",
    case: "the pro's application to a project of corporation B",
    request: (world) => ({ method: "POST", path: `/api/v2/me/applications/${world.applicationOfPro.id}/withdrawal`, body: { reason: null } }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
];

/**
 * src/features/applications/board/board.routes.ts (issue 15, S-BAR-8): the applicant board is the
 * current corporation's, any member's; the world's application is to a project of corporation B, so
 * corporation A's orderer gets 404 for it, never 403.
 */
export const BOARD_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/current_corporation/applications",
    request: () => ({ method: "GET", path: "/api/v2/current_corporation/applications" }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/current_corporation/applications/:id{[0-9]+}",
    case: "an application to a project of corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/current_corporation/applications/:id{[0-9]+}/moves",
    case: "an application to a project of corporation B, to 商談調整中",
    request: (world) => ({ method: "POST", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}/moves`, body: { to: "in_talks" } }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "PUT /api/v2/current_corporation/applications/:id{[0-9]+}/assignee",
    case: "an application to a project of corporation B, to nobody",
    request: (world) => ({ method: "PUT", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}/assignee`, body: { userId: null } }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
  },
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/current_corporation/applications/bulk_decline",
    case: "the application to a project of corporation B (another corporation's reads as skipped)",
    request: (world) => ({
      method: "POST",
      path: "/api/v2/current_corporation/applications/bulk_decline",
      body: { ids: [world.applicationOfPro.id], message: "今回は見送らせてください。" },
    }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
  },
];

/** src/features/notifications/notifications.routes.ts (issue 15): each signed-in user's own notifications. */
export const NOTIFICATION_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/me/notifications",
    request: () => ({ method: "GET", path: "/api/v2/me/notifications" }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    route: "POST /api/v2/me/notifications/read",
    request: () => ({ method: "POST", path: "/api/v2/me/notifications/read", body: { ids: "all" } }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
];

import type { AuthorizationWorld, MatchingRole, Role } from "@tests/support/authorization-roles";
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
    matching: { otherPro: 200, memberOfA: 200 },
  },
  {
    spec: "S-BAR-10",
    route: "POST /api/v2/projects/:id{[0-9]+}/applications",
    case: "a project of corporation A",
    request: (world) => ({ method: "POST", path: `/api/v2/projects/${world.projectOfA.id}/applications`, body: APPLY_BODY }),
    expect: { visitor: 401, pro: 201, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    matching: { otherPro: 201, memberOfA: 403 },
  },
  {
    spec: "S-BAR-10",
    route: "GET /api/v2/me/applications",
    request: () => ({ method: "GET", path: "/api/v2/me/applications" }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    matching: { otherPro: 200, memberOfA: 403 },
  },
  {
    spec: "S-BAR-10",
    route: "POST /api/v2/me/applications/:id{[0-9]+}/withdrawal",
    case: "the pro's application to a project of corporation B",
    request: (world) => ({ method: "POST", path: `/api/v2/me/applications/${world.applicationOfPro.id}/withdrawal`, body: { reason: null } }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    // Another pro never learns that the application exists.
    matching: { otherPro: 404, memberOfA: 403 },
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
    matching: { otherPro: 403, memberOfA: 200 },
  },
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/current_corporation/applications/:id{[0-9]+}",
    case: "an application to a project of corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 403, memberOfA: 404 },
  },
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/current_corporation/applications/:id{[0-9]+}/moves",
    case: "an application to a project of corporation B, to 商談調整中",
    request: (world) => ({ method: "POST", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}/moves`, body: { to: "in_talks" } }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 403, memberOfA: 404 },
  },
  {
    spec: "S-BAR-8",
    route: "PUT /api/v2/current_corporation/applications/:id{[0-9]+}/assignee",
    case: "an application to a project of corporation B, to nobody",
    request: (world) => ({ method: "PUT", path: `/api/v2/current_corporation/applications/${world.applicationOfPro.id}/assignee`, body: { userId: null } }),
    expect: { visitor: 401, pro: 403, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 403, memberOfA: 404 },
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
    matching: { otherPro: 403, memberOfA: 200 },
  },
];

/** src/features/notifications/notifications.routes.ts (issue 15): each signed-in user's own notifications. */
export const NOTIFICATION_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/me/notifications",
    request: () => ({ method: "GET", path: "/api/v2/me/notifications" }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
    matching: { otherPro: 200, memberOfA: 200 },
  },
  {
    route: "POST /api/v2/me/notifications/read",
    request: () => ({ method: "POST", path: "/api/v2/me/notifications/read", body: { ids: "all" } }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
    matching: { otherPro: 200, memberOfA: 200 },
  },
];

const SCOUT_TEXT = "はじめまして。プロフィールの管理画面開発のご経験を拝見し、ぜひ弊社の案件でご一緒したくご連絡しました。";

/**
 * Who each sender scouts in the send rows, so every sender's scout is new in the row's one world:
 * A's owner and B's orderer write to pro B (who shields B: 404), A's member and the free orderer to pro A.
 */
function scoutTarget(world: AuthorizationWorld, role: Role | MatchingRole): { proId: number; projectId: number } {
  switch (role) {
    case "orderer":
      return { proId: world.users.otherPro.id, projectId: world.projectOfA.id };
    case "memberOfA":
      return { proId: world.users.pro.id, projectId: world.projectOfA.id };
    case "freeOrderer":
      return { proId: world.users.otherPro.id, projectId: world.projectOfFree.id };
    default:
      // B's orderer (shielded by pro B), and callers who are no orderer: B's project is a real one.
      return { proId: world.users.otherPro.id, projectId: world.applicationOfPro.projectId };
  }
}

/**
 * src/features/applications/scouts/scouts.routes.ts (issue 15). Sending is an orderer's at work in a
 * corporation; a pro who shields the sender's corporation is 404 to it (it never learns the pro
 * exists); answering is the scouted pro's alone (another pro: 404).
 */
export const SCOUT_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/pros/:id{[0-9]+}/scout_form",
    case: "pro B, who shields corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/pros/${world.users.otherPro.id}/scout_form` }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 404, freeOrderer: 200, admin: 403 },
    matching: { otherPro: 403, memberOfA: 200 },
  },
  {
    route: "POST /api/v2/pros/:id{[0-9]+}/scout_checks",
    case: "a draft about a project of the sender's corporation",
    request: (world, role) => {
      const { proId, projectId } = scoutTarget(world, role);
      return { method: "POST", path: `/api/v2/pros/${proId}/scout_checks`, body: { projectId, message: SCOUT_TEXT } };
    },
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 404, freeOrderer: 200, admin: 403 },
    matching: { otherPro: 403, memberOfA: 200 },
  },
  {
    route: "POST /api/v2/pros/:id{[0-9]+}/scouts",
    case: "a new scout about a project of the sender's corporation",
    request: (world, role) => {
      const { proId, projectId } = scoutTarget(world, role);
      return { method: "POST", path: `/api/v2/pros/${proId}/scouts`, body: { projectId, message: SCOUT_TEXT, confirmWarnings: true } };
    },
    expect: { visitor: 401, pro: 403, orderer: 201, otherOrderer: 404, freeOrderer: 201, admin: 403 },
    matching: { otherPro: 403, memberOfA: 201 },
  },
  {
    route: "GET /api/v2/current_corporation/scouts",
    request: () => ({ method: "GET", path: "/api/v2/current_corporation/scouts" }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
    matching: { otherPro: 403, memberOfA: 200 },
  },
  {
    route: "GET /api/v2/me/scouts",
    request: () => ({ method: "GET", path: "/api/v2/me/scouts" }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    matching: { otherPro: 200, memberOfA: 403 },
  },
  {
    route: "POST /api/v2/me/scouts/:id{[0-9]+}/acceptance",
    case: "corporation B's scout to pro A",
    request: (world) => ({ method: "POST", path: `/api/v2/me/scouts/${world.scoutOfPro.id}/acceptance`, body: { message: "" } }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    matching: { otherPro: 404, memberOfA: 403 },
  },
  {
    route: "POST /api/v2/me/scouts/:id{[0-9]+}/declination",
    case: "corporation B's scout to pro A",
    request: (world) => ({ method: "POST", path: `/api/v2/me/scouts/${world.scoutOfPro.id}/declination`, body: { reason: "schedule", message: "" } }),
    expect: { visitor: 401, pro: 200, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 },
    matching: { otherPro: 404, memberOfA: 403 },
  },
];

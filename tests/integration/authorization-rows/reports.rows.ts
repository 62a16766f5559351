import type { AuthorizationRow } from "@tests/support/authorization-table";

/**
 * src/features/reports/reports.routes.ts (issue 18): 「通報する」 is any member's (401 for a visitor),
 * on what they may see only — anything else is the same 404 as its page — and never on their own (409).
 */
export const REPORT_ROWS: AuthorizationRow[] = [
  {
    route: "POST /api/v2/reports",
    case: "a project of another corporation",
    // The world's pro has reported corporation A's project already, so each role reports one outside its own corporations.
    request: (world, role) => ({
      method: "POST",
      path: "/api/v2/reports",
      body: { targetType: "project", targetId: role === "freeOrderer" || role === "admin" ? world.projectOfA.id : world.projectOfFree.id, reason: "false_content" },
    }),
    expect: { visitor: 401, pro: 201, orderer: 201, otherOrderer: 201, freeOrderer: 201, admin: 201 },
  },
  {
    route: "POST /api/v2/reports",
    case: "the pro's message in its room with corporation B",
    request: (world) => ({
      method: "POST",
      path: "/api/v2/reports",
      body: { targetType: "message", targetId: world.attachmentOfPro.messageId, reason: "off_platform", details: "LINEでのやり取りを求められました。" },
    }),
    // Corporation B reads the room; the pro wrote the message (their own: 409); nobody else reads the room (404).
    expect: { visitor: 401, pro: 409, orderer: 404, otherOrderer: 201, freeOrderer: 404, admin: 404 },
  },
  {
    route: "POST /api/v2/reports",
    case: "the pro's profile",
    request: (world) => ({ method: "POST", path: "/api/v2/reports", body: { targetType: "profile", targetId: world.users.pro.id, reason: "spam" } }),
    expect: { visitor: 401, pro: 409, orderer: 201, otherOrderer: 201, freeOrderer: 201, admin: 201 },
  },
];

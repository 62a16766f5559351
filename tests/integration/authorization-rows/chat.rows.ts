import type { AuthorizationRow } from "@tests/support/authorization-table";

/**
 * src/features/chat/chat.routes.ts (issue 16). A room is its pro's and its corporation's (every member
 * of the corporation the orderer works in now); anyone else gets 404, never 403; an operator has no rooms.
 */
export const CHAT_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/project_chat_rooms",
    request: () => ({ method: "GET", path: "/api/v2/project_chat_rooms" }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
    matching: { otherPro: 200, memberOfA: 200 },
  },
  {
    route: "GET /api/v2/project_chat_rooms/:id{[0-9]+}",
    case: "the pro's room with corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}` }),
    expect: { visitor: 401, pro: 200, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/messages",
    case: "the pro's room with corporation B",
    request: (world, role) => ({
      method: "POST",
      path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`,
      body: { body: "来週の火曜日はいかがでしょうか。", clientKey: `table-${role}-0001` },
    }),
    expect: { visitor: 401, pro: 201, orderer: 404, otherOrderer: 201, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/reads",
    case: "the pro's room with corporation B",
    request: (world) => ({ method: "POST", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/reads` }),
    expect: { visitor: 401, pro: 204, orderer: 404, otherOrderer: 204, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
];

import type { AuthorizationRow } from "@tests/support/authorization-table";
import { tinyPdf } from "@tests/support/test-documents";

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
    route: "GET /api/v2/project_chat_rooms/events",
    request: () => ({ method: "GET", path: "/api/v2/project_chat_rooms/events" }),
    expect: { visitor: 401, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
    matching: { otherPro: 200, memberOfA: 200 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/typing",
    case: "the pro's room with corporation B",
    request: (world) => ({ method: "POST", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/typing` }),
    expect: { visitor: 401, pro: 204, orderer: 404, otherOrderer: 204, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/reads",
    case: "the pro's room with corporation B",
    request: (world) => ({ method: "POST", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/reads` }),
    expect: { visitor: 401, pro: 204, orderer: 404, otherOrderer: 204, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/attachments",
    case: "the pro's room with corporation B",
    request: (world, role) => ({
      method: "POST",
      path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/attachments?fileName=${encodeURIComponent("見積書.pdf")}&clientKey=table-${role}-file`,
      bytes: tinyPdf(),
      headers: { "content-type": "application/pdf" },
    }),
    expect: { visitor: 401, pro: 201, orderer: 404, otherOrderer: 201, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "GET /api/v2/project_chat_rooms/:id{[0-9]+}/attachments/:attachmentId{[0-9]+}",
    case: "the résumé in the pro's room with corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/attachments/${world.attachmentOfPro.id}` }),
    expect: { visitor: 401, pro: 200, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
];

/**
 * src/features/chat/meetings/chat-meetings.routes.ts (issue 16's meetings): the same rooms, the same
 * answers. An answer comes from the side that did not propose, so each side answers the other's proposal.
 */
export const CHAT_MEETING_ROWS: AuthorizationRow[] = [
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/meetings",
    case: "the pro's room with corporation B",
    request: (world, role) => ({
      method: "POST",
      path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/meetings`,
      body: { slots: ["2026-11-10T14:00", "2026-11-11T10:30"], durationMinutes: 30, mode: "online", place: "", clientKey: `table-${role}-meeting` },
    }),
    expect: { visitor: 401, pro: 201, orderer: 404, otherOrderer: 201, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "POST /api/v2/project_chat_rooms/:id{[0-9]+}/meetings/:meetingId{[0-9]+}/answer",
    case: "the other side's proposal in the pro's room with corporation B",
    request: (world, role) => {
      const meeting = role === "pro" ? world.meetingsOfPro.proposedByCorporation : world.meetingsOfPro.proposedByPro;
      return {
        method: "POST",
        path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/meetings/${meeting.id}/answer`,
        body: { askOthers: true, note: "翌週でお願いできますか。" },
      };
    },
    expect: { visitor: 401, pro: 200, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
  {
    route: "GET /api/v2/project_chat_rooms/:id{[0-9]+}/meetings/:meetingId{[0-9]+}/meeting.ics",
    case: "the agreed meeting in the pro's room with corporation B",
    request: (world) => ({ method: "GET", path: `/api/v2/project_chat_rooms/${world.roomOfPro.id}/meetings/${world.meetingsOfPro.agreed.id}/meeting.ics` }),
    expect: { visitor: 401, pro: 200, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 403 },
    matching: { otherPro: 404, memberOfA: 404 },
  },
];

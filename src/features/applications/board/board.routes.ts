import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { requireOrderer } from "@/platform/actor/guards";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { BOARD_API } from "./board.contract";
import { AssigneeBodySchema, BoardQuerySchema, BulkDeclineBodySchema, MoveApplicationBodySchema } from "./board.schemas";
import { assignBoardCard, BOARD_CARD_NOT_FOUND, bulkDecline, getApplicantBoard, getBoardCard, moveBoardCard } from "./board.service";

export const boardRoutes = serveContract(BOARD_API, {
  // GET /api/v2/current_corporation/applications – the applicant board (S-BAR-8)
  board: async (c) => {
    requireOrderer(c);
    const query = parseWith(BoardQuerySchema, {
      projectId: c.req.query("project_id") || undefined,
      assigneeId: c.req.query("assignee_id") || undefined,
      q: c.req.query("q") || undefined,
      status: c.req.query("status") || undefined,
      page: c.req.query("page"),
    });
    const { db, now } = c.var.deps;
    return reply(c, BOARD_API.board, 200, await getApplicantBoard(db, c.var.actor, query, now()));
  },
  // GET /api/v2/current_corporation/applications/{id} – one card and its timeline
  card: async (c) => {
    const id = pathIdOr404(c.req.param("id"), BOARD_CARD_NOT_FOUND);
    const { db, now } = c.var.deps;
    return reply(c, BOARD_API.card, 200, await getBoardCard(db, c.var.actor, id, now()));
  },
  // POST /api/v2/current_corporation/applications/{id}/moves – move a card
  move: async (c) => {
    requireOrderer(c);
    const id = pathIdOr404(c.req.param("id"), BOARD_CARD_NOT_FOUND);
    const body = await parseJsonBody(c, MoveApplicationBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, BOARD_API.move, 200, await moveBoardCard(db, c.var.actor, id, body, now()));
  },
  // PUT /api/v2/current_corporation/applications/{id}/assignee – who looks after the applicant
  assign: async (c) => {
    requireOrderer(c);
    const id = pathIdOr404(c.req.param("id"), BOARD_CARD_NOT_FOUND);
    const { userId } = await parseJsonBody(c, AssigneeBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, BOARD_API.assign, 200, await assignBoardCard(db, c.var.actor, id, userId, now()));
  },
  // POST /api/v2/current_corporation/applications/bulk_decline – 見送り of many with one message
  bulkDecline: async (c) => {
    requireOrderer(c);
    const { ids, message } = await parseJsonBody(c, BulkDeclineBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, BOARD_API.bulkDecline, 200, await bulkDecline(db, c.var.actor, ids, message, now()));
  },
});

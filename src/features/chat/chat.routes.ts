import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { CHAT_API } from "./chat.contract";
import { chatSendLimitsOf } from "./chat-send-limits";
import { streamChatEvents } from "./chat-stream.handler";
import { announceTyping, getChatRoom, listChatRooms, readChatRoom, ROOM_NOT_FOUND, sendChatMessage } from "./chat-rooms.service";
import { ChatMessagesQuerySchema, ChatRoomsQuerySchema, SendMessageBodySchema } from "./chat.schemas";

/** 5,000 characters of Japanese in UTF-8 with the key, and room to spare. */
const SEND_MAX_BYTES = 32_000;

export const chatRoutes = serveContract(CHAT_API, {
  // GET /api/v2/project_chat_rooms – the user's conversations
  rooms: async (c) => {
    const query = parseWith(ChatRoomsQuerySchema, {
      unread: c.req.query("unread") || undefined,
      projectId: c.req.query("projectId") || undefined,
      q: c.req.query("q") || undefined,
      page: c.req.query("page"),
    });
    return reply(c, CHAT_API.rooms, 200, await listChatRooms(c.var.deps.db, c.var.actor, query));
  },
  // GET /api/v2/project_chat_rooms/{id} – a conversation
  room: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const position = parseWith(ChatMessagesQuerySchema, { before: c.req.query("before") || undefined, after: c.req.query("after") || undefined });
    return reply(c, CHAT_API.room, 200, await getChatRoom(c.var.deps.db, c.var.actor, id, position));
  },
  // POST /api/v2/project_chat_rooms/{id}/messages – send
  send: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const body = await parseJsonBody(c, SendMessageBodySchema, { maxBytes: SEND_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, CHAT_API.send, 201, await sendChatMessage(db, c.var.actor, id, body, now(), chatSendLimitsOf(c.var.deps).messages));
  },
  // GET /api/v2/project_chat_rooms/events – the stream of the user's rooms (SSE)
  events: streamChatEvents,
  // POST /api/v2/project_chat_rooms/{id}/typing – 「入力中…」 for the other side
  typing: async (c) => {
    await announceTyping(c.var.deps.db, c.var.actor, pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND));
    return c.body(null, 204);
  },
  // POST /api/v2/project_chat_rooms/{id}/reads – read up to now
  read: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const { db, now } = c.var.deps;
    await readChatRoom(db, c.var.actor, id, now());
    return c.body(null, 204);
  },
});

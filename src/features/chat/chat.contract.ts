import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ChatRoomDetailSchema, ChatRoomsPageSchema, SendMessageBodySchema, SentChatMessageSchema } from "./chat.schemas";

const TAGS = ["Messages"] as const;
const IdParams = z.object({ id: z.string() });
const ACCESS =
  "A pro reads their own rooms; an orderer the rooms of the corporation they work in now (every member alike). Anyone else's room is 404; an account that is neither is 403.";

/** Conversations between a corporation and a pro about a project (issue 16; decision 025). */
export const CHAT_API = {
  rooms: defineRoute({
    operationId: "listChatRooms",
    method: "get",
    path: "/api/v2/project_chat_rooms",
    summary: "The signed-in user's conversations, newest message first, 20 a page",
    description: `Filters: \`unread=1\`, \`projectId\`, \`q\` (the corporation's or the pro's name). Each room carries the other side, the project, the last message and this person's unread count. ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: {
      query: z.object({ unread: z.string().optional(), projectId: z.string().optional(), q: z.string().optional(), page: z.string().optional() }),
    },
    responses: { 200: { description: "One page of rooms.", schema: ChatRoomsPageSchema } },
    errors: [403, 422],
  }),
  room: defineRoute({
    operationId: "getChatRoom",
    method: "get",
    path: "/api/v2/project_chat_rooms/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One conversation: the room and its newest 30 messages",
    description: `\`before\` pages back through older messages; \`after\` answers only what came after a message (the page's fallback poll). ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParams, query: z.object({ before: z.string().optional(), after: z.string().optional() }) },
    responses: { 200: { description: "The room.", schema: ChatRoomDetailSchema } },
    errors: [403, 404, 422],
  }),
  send: defineRoute({
    operationId: "sendChatMessage",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/messages",
    pathPatterns: { id: "[0-9]+" },
    summary: "Send a message (plain text, up to 5,000 characters)",
    description: `Idempotent by \`clientKey\`: a retried send answers the first message and writes nothing. 403 until the e-mail address is verified. At most 60 sends a minute and 600 an hour per account, retries included (429 with Retry-After). ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParams, body: SendMessageBodySchema },
    responses: { 201: { description: "The message, with the guard's warning if any.", schema: SentChatMessageSchema } },
    errors: [403, 404, 422, 429],
  }),
  events: defineRoute({
    operationId: "streamChatEvents",
    method: "get",
    path: "/api/v2/project_chat_rooms/events",
    summary: "Server-sent events of the signed-in user's rooms (EventSource)",
    description:
      "`text/event-stream`. Events: `ready` (`{cursor}`, with an id), `message` (`{roomId, messageId, isMine}`, id = the message id), `read` (`{roomId, readAt, isMine}`: the other side read up to `readAt`, or the user did in another tab), `typing` (`{roomId}`), `resync` (events may have been missed: reload what is shown), `end` (`{reason: signed_out | shutdown}`: do not reconnect after signed_out). A reconnect with `Last-Event-ID` first replays the messages committed since (up to 200). A comment every 25 s keeps proxies from closing an idle stream. Messages' text is never in an event: read them with `getChatRoom`'s `after`. " +
      ACCESS,
    tags: TAGS,
    access: "member",
    request: {},
    responses: {
      200: {
        description: "The stream; it stays open.",
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "private, no-store", "X-Accel-Buffering": "no" },
      },
    },
    errors: [403, 429],
  }),
  typing: defineRoute({
    operationId: "announceChatTyping",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/typing",
    pathPatterns: { id: "[0-9]+" },
    summary: "Tell the other side's open tabs that the user is writing",
    description: `Nothing is stored; tabs show 「入力中…」 for a few seconds. Browsers send it at most every 3 seconds while the user types. ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParams },
    responses: { 204: { description: "Announced." } },
    errors: [403, 404],
  }),
  read: defineRoute({
    operationId: "readChatRoom",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/reads",
    pathPatterns: { id: "[0-9]+" },
    summary: "Mark the conversation read up to now, for the signed-in person only",
    description: `Colleagues of one corporation keep their own marks. ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParams },
    responses: { 204: { description: "Marked." } },
    errors: [403, 404],
  }),
};

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { APPLICATION_STATUS_LABELS } from "@/features/applications/applications.service";
import { projectPagePath } from "@/features/projects/detail/project-detail.service";
import { fileGuardReport } from "@/features/reports/guard-reports.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import { excerpt } from "@/lib/plain-text";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { actorOrThrow, foundOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import type { RateLimitRule } from "@/platform/rate-limit";

import {
  countMessagesUpTo,
  findRoom,
  findRoomHeader,
  findRoomProjects,
  insertMessage,
  listMessages,
  listRooms,
  markRoomRead,
  otherSideReadAt,
  type RoomRow,
  type RoomScope,
} from "./chat-rooms.queries";
import { notifyRoomEvent, type RoomAudience } from "./chat-events";
import { presentMessages } from "./chat-message-view";
import { CHAT_SEND_LIMITS, enforceChatSendLimits } from "./chat-send-limits";
import { attachmentPreview } from "./attachments/chat-attachment-rules";
import type { ChatRoomDetail, ChatRoomsPage, ChatRoomsQuery, ChatRoomSummary, SentChatMessage } from "./chat.schemas";
import { GUARDED_OPENING_MESSAGES, guardReportReason, guardWarning, messageGuardFlags, type MessageGuardFlag } from "./message-guard";

export const ROOM_NOT_FOUND = "メッセージのやり取りが見つかりませんでした。";
const NO_ROOMS_FOR_ROLE = "メッセージは、プロのアカウントか、企業を選んだ企業アカウントでご利用いただけます。";
export const ROOMS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 30;

/**
 * Whose rooms the actor reads (decision 025): an orderer at work in a corporation reads that
 * corporation's (every member alike, each with their own read marks); a pro reads their own.
 */
function roomScopeOrNull(actor: Actor): RoomScope | null {
  if (actor.isOrderer && actor.corporation) return { corporationId: actor.corporation.corporationId };
  if (actor.isPro) return { proUserId: actor.userId };
  return null;
}

export function roomScopeOf(actor: Actor): RoomScope {
  const scope = roomScopeOrNull(actor);
  if (!scope) throw new AppError("forbidden", NO_ROOMS_FOR_ROLE);
  return scope;
}

/** Whether this actor has rooms at all (a pro, or an orderer at work in a corporation): the page says so otherwise. */
export const hasChatRooms = (actor: Actor) => roomScopeOrNull(actor) !== null;

/** Who hears a room's events: its pro and its corporation's members. */
export const audienceOf = (room: Pick<RoomRow, "id" | "proUserId" | "corporationId">): RoomAudience => ({
  roomId: room.id,
  proUserId: room.proUserId,
  corporationId: room.corporationId,
});

function toSummary(row: RoomRow, viewer: Actor, scope: RoomScope): ChatRoomSummary {
  const viewerIsPro = "proUserId" in scope;
  return {
    id: row.id,
    project: { id: row.projectId, title: row.projectTitle, path: projectPagePath(row.projectId) },
    counterpart: viewerIsPro
      ? { name: row.corporationName, imageUrl: row.corporationLogoUrl, path: `/corporations/${row.corporationId}` }
      : { name: row.proName, imageUrl: row.proImageUrl, path: `/top/pros/${row.proUserId}` },
    applicationStatusLabel: row.applicationStatus === null ? null : APPLICATION_STATUS_LABELS[row.applicationStatus],
    lastMessage:
      row.lastBody === null || row.lastMessageAt === null
        ? null
        : {
            excerpt: excerpt(row.lastBody === "" && row.lastAttachmentName !== null ? attachmentPreview(row.lastAttachmentName) : row.lastBody, 40),
            sentAt: toJstIsoDateTime(row.lastMessageAt),
            isMine: row.lastSenderUserId === viewer.userId,
          },
    unreadCount: row.unreadCount,
  };
}

/**
 * A new message the guard flagged goes to the operators' queue as a report (issue 18), in the send's
 * transaction: the message and its report are written together or not at all.
 */
export async function fileGuardFlags(tx: Database, messageId: number, flags: readonly MessageGuardFlag[], now: Date): Promise<void> {
  if (flags.length > 0) await fileGuardReport(tx, { messageId, reason: guardReportReason(flags), flags }, now);
}

/** GET /api/v2/project_chat_rooms: the actor's rooms, unread first by recency, filtered by unread, project or name. */
export async function listChatRooms(db: Database, actor: RequestActor, query: ChatRoomsQuery): Promise<ChatRoomsPage> {
  const viewer = actorOrThrow(actor);
  const scope = roomScopeOf(viewer);
  const filter = { unreadOnly: query.unread === "1", projectId: query.projectId ?? null, q: query.q ? query.q : null };
  const [rows, projects] = await Promise.all([
    listRooms(db, scope, viewer.userId, filter, { limit: ROOMS_PER_PAGE + 1, offset: (query.page - 1) * ROOMS_PER_PAGE }),
    findRoomProjects(db, scope),
  ]);
  return { items: rows.slice(0, ROOMS_PER_PAGE).map((row) => toSummary(row, viewer, scope)), projects, page: query.page, hasNextPage: rows.length > ROOMS_PER_PAGE };
}

/** GET /api/v2/project_chat_rooms/{id}: the room and its newest 30 messages (or those before / after an id). Not theirs: 404. */
export async function getChatRoom(db: Database, actor: RequestActor, roomId: number, position: { before?: number; after?: number }): Promise<ChatRoomDetail> {
  const viewer = actorOrThrow(actor);
  const scope = roomScopeOf(viewer);
  const room = foundOrThrow(await findRoom(db, scope, viewer.userId, roomId), ROOM_NOT_FOUND);
  const [rows, readAt] = await Promise.all([
    listMessages(db, roomId, { beforeId: position.before ?? null, afterId: position.after ?? null, limit: MESSAGES_PER_PAGE + 1 }),
    otherSideReadAt(db, room, "proUserId" in scope),
  ]);
  const hasOlder = rows.length > MESSAGES_PER_PAGE;
  return {
    room: toSummary(room, viewer, scope),
    applicationStatus: room.applicationStatus,
    messages: await presentMessages(db, hasOlder ? rows.slice(1) : rows, room, viewer),
    hasOlder: position.after === undefined && hasOlder,
    otherSideReadAt: readAt === null ? null : toJstIsoDateTime(readAt),
  };
}

/**
 * POST /api/v2/project_chat_rooms/{id}/messages: plain text, once per client key (a retry answers
 * the first message). Reaching the other side waits for a verified address, like applying.
 */
export async function sendChatMessage(
  db: Database,
  actor: RequestActor,
  roomId: number,
  input: { body: string; clientKey: string },
  now: Date,
  limits: readonly RateLimitRule[] = CHAT_SEND_LIMITS.messages,
): Promise<SentChatMessage> {
  const viewer = verifiedOrThrow(actorOrThrow(actor));
  const scope = roomScopeOf(viewer);
  const room = foundOrThrow(await findRoomHeader(db, scope, roomId, viewer.userId), ROOM_NOT_FOUND);
  await enforceChatSendLimits(db, "messages", limits, viewer.userId, now);
  // The guard reads a room's opening only (decision 025); the message goes either way.
  const isOpening = (await countMessagesUpTo(db, roomId, GUARDED_OPENING_MESSAGES)) < GUARDED_OPENING_MESSAGES;
  const flags = isOpening ? messageGuardFlags(input.body) : [];
  const sent = await inTransaction(db, async (tx) => {
    const inserted = await insertMessage(tx, { roomId, senderUserId: viewer.userId, body: input.body, clientKey: input.clientKey, guardFlags: flags }, now);
    if (inserted.isNew) {
      await fileGuardFlags(tx, inserted.id, flags, now);
      await notifyRoomEvent(tx, { type: "message", ...audienceOf(room), messageId: inserted.id, senderUserId: viewer.userId });
    }
    return inserted;
  });
  const warning = guardWarning(flags);
  // A new message is answered from what was just written; a retried key reads the first one back.
  if (sent.isNew) {
    const message = { id: sent.id, body: input.body, isHidden: false, senderName: room.viewerName, isMine: true, sentAt: toJstIsoDateTime(now) };
    return { ...message, attachment: null, meeting: null, warning };
  }
  const [message] = await presentMessages(db, await listMessages(db, roomId, { beforeId: sent.id + 1, afterId: sent.id - 1, limit: 1 }), room, viewer);
  return { ...message!, warning };
}

/** POST /api/v2/project_chat_rooms/{id}/reads: the viewer has read the room up to now (their own mark only). */
export async function readChatRoom(db: Database, actor: RequestActor, roomId: number, now: Date): Promise<void> {
  const viewer = actorOrThrow(actor);
  const scope = roomScopeOf(viewer);
  const room = foundOrThrow(await findRoomHeader(db, scope, roomId, viewer.userId), ROOM_NOT_FOUND);
  await inTransaction(db, async (tx) => {
    await markRoomRead(tx, roomId, viewer.userId, now);
    await notifyRoomEvent(tx, { type: "read", ...audienceOf(room), readerUserId: viewer.userId, readerIsPro: "proUserId" in scope, readAt: toJstIsoDateTime(now) });
  });
}

/** POST /api/v2/project_chat_rooms/{id}/typing: the other side's open tabs show 「入力中…」 for a few seconds. */
export async function announceTyping(db: Database, actor: RequestActor, roomId: number): Promise<void> {
  const viewer = actorOrThrow(actor);
  const scope = roomScopeOf(viewer);
  const room = foundOrThrow(await findRoomHeader(db, scope, roomId, viewer.userId), ROOM_NOT_FOUND);
  await notifyRoomEvent(db, { type: "typing", ...audienceOf(room), userId: viewer.userId, userIsPro: "proUserId" in scope });
}

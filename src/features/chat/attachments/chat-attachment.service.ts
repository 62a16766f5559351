import { randomBytes } from "node:crypto";

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { actorOrThrow, foundOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import type { RateLimitRule } from "@/platform/rate-limit";
import type { UploadStore } from "@/platform/uploads/upload-store";

import { notifyRoomEvent } from "../chat-events";
import { presentMessages } from "../chat-message-view";
import { CHAT_SEND_LIMITS, enforceChatSendLimits } from "../chat-send-limits";
import { findRoom, insertMessage, listMessages, type RoomRow } from "../chat-rooms.queries";
import { audienceOf, ROOM_NOT_FOUND, roomScopeOf } from "../chat-rooms.service";
import type { SentChatMessage } from "../chat.schemas";
import { checkAttachmentContent } from "./attachment-content";
import { ATTACHMENT_KINDS, ATTACHMENT_QUOTA_BYTES, ATTACHMENT_QUOTA_MESSAGE, nameForContent } from "./chat-attachment-rules";
import { findAttachmentInRoom, findMessageIdByClientKey, insertAttachment, storedBytesOf } from "./chat-attachment.queries";
import type { AttachmentUploadQuery } from "./chat-attachment.schemas";

export const ATTACHMENT_NOT_FOUND = "ファイルが見つかりませんでした。";

export type AttachmentDeps = { db: Database; uploads: UploadStore };

/** The store's key: the room, then a random name (never the user's), with the extension of the content. */
const storageKeyOf = (roomId: number, extension: string) => `chat/${roomId}/${randomBytes(16).toString("hex")}.${extension}`;

async function answerWith(db: Database, room: RoomRow, viewer: Actor, messageId: number): Promise<SentChatMessage> {
  const rows = await listMessages(db, room.id, { beforeId: messageId + 1, afterId: messageId - 1, limit: 1 });
  const [message] = await presentMessages(db, rows, room, viewer);
  return { ...message!, warning: null };
}

/**
 * POST /api/v2/project_chat_rooms/{id}/attachments: a file as a message of its own (empty body), once
 * per client key. The file is read only once the room is known to be the sender's, checked by its
 * bytes, written to the store, then the message and its attachment row are written together; a
 * refused file stores nothing, and a failed or lost write deletes the file it had stored.
 */
export async function sendChatAttachment(
  deps: AttachmentDeps,
  actor: RequestActor,
  roomId: number,
  upload: AttachmentUploadQuery & { readFile: () => Promise<Uint8Array> },
  now: Date,
  limits: readonly RateLimitRule[] = CHAT_SEND_LIMITS.attachments,
): Promise<SentChatMessage> {
  const { db, uploads } = deps;
  const viewer = verifiedOrThrow(actorOrThrow(actor));
  const room = foundOrThrow(await findRoom(db, roomScopeOf(viewer), viewer.userId, roomId), ROOM_NOT_FOUND);
  await enforceChatSendLimits(db, "attachments", limits, viewer.userId, now);
  const key = { roomId, senderUserId: viewer.userId, clientKey: upload.clientKey };
  const earlier = await findMessageIdByClientKey(db, key);
  if (earlier !== undefined) return answerWith(db, room, viewer, earlier);

  const file = await checkAttachmentContent(await upload.readFile());
  // Checked before the file is stored; two uploads racing past it can exceed it by one file each.
  if ((await storedBytesOf(db, viewer.userId)) + file.bytes.byteLength > ATTACHMENT_QUOTA_BYTES) throw new AppError("payload_too_large", ATTACHMENT_QUOTA_MESSAGE);
  const storageKey = storageKeyOf(roomId, ATTACHMENT_KINDS[file.contentType].extensions[0]);
  await uploads.put(storageKey, file.bytes, file.contentType);
  let sent: { id: number; isNew: boolean };
  try {
    sent = await inTransaction(db, async (tx) => {
      const message = await insertMessage(tx, { ...key, body: "", guardFlags: [] }, now);
      if (!message.isNew) return message;
      const fileName = nameForContent(upload.fileName, file.contentType);
      await insertAttachment(
        tx,
        { roomId, messageId: message.id, storageKey, fileName, contentType: file.contentType, byteSize: file.bytes.byteLength, uploaderUserId: viewer.userId },
        now,
      );
      await notifyRoomEvent(tx, {
        type: "message",
        ...audienceOf(room),
        messageId: message.id,
        senderUserId: viewer.userId,
      });
      return message;
    });
  } catch (error) {
    await uploads.delete(storageKey);
    throw error;
  }
  // A concurrent retry with the same key wrote the message first: its file is the one kept.
  if (!sent.isNew) await uploads.delete(storageKey);
  return answerWith(db, room, viewer, sent.id);
}

/**
 * GET /api/v2/project_chat_rooms/{id}/attachments/{attachmentId}: the file, for the room's members
 * only (anyone else's room, another room's attachment or a file gone from the store: 404).
 */
export async function getChatAttachmentFile(
  deps: AttachmentDeps,
  actor: RequestActor,
  roomId: number,
  attachmentId: number,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const viewer = actorOrThrow(actor);
  foundOrThrow(await findRoom(deps.db, roomScopeOf(viewer), viewer.userId, roomId), ROOM_NOT_FOUND);
  const row = foundOrThrow(await findAttachmentInRoom(deps.db, roomId, attachmentId), ATTACHMENT_NOT_FOUND);
  const stored = foundOrThrow(await deps.uploads.get(row.storageKey), ATTACHMENT_NOT_FOUND);
  return { fileName: row.fileName, contentType: row.contentType, bytes: stored.bytes };
}

import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { chatAttachments, chatMessages } from "@/db/schema";

export type AttachmentRow = { id: number; messageId: number; fileName: string; contentType: string; byteSize: number };

/** The attachments of these messages, by message id (one at most each). */
export async function attachmentsOfMessages(db: Database, messageIds: readonly number[]): Promise<Map<number, AttachmentRow>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: chatAttachments.id,
      messageId: chatAttachments.messageId,
      fileName: chatAttachments.fileName,
      contentType: chatAttachments.contentType,
      byteSize: chatAttachments.byteSize,
    })
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageId, [...messageIds]));
  return new Map(rows.map((row) => [Number(row.messageId), { ...row, messageId: Number(row.messageId) }]));
}

/** The message this sender already sent with this key, if any: a retried upload answers it without reading the file again. */
export async function findMessageIdByClientKey(db: Database, key: { roomId: number; senderUserId: number; clientKey: string }): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, key.roomId), eq(chatMessages.senderUserId, key.senderUserId), eq(chatMessages.clientKey, key.clientKey)));
  return row === undefined ? undefined : Number(row.id);
}

/** The bytes of every file the account has sent that the store still keeps (the quota's measure). */
export async function storedBytesOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${chatAttachments.byteSize}), 0)` })
    .from(chatAttachments)
    .where(eq(chatAttachments.uploaderUserId, userId));
  return Number(row?.bytes ?? 0);
}

export async function insertAttachment(
  tx: Database,
  row: { roomId: number; messageId: number; storageKey: string; fileName: string; contentType: string; byteSize: number; uploaderUserId: number },
  now: Date,
): Promise<void> {
  await tx.insert(chatAttachments).values({ ...row, createdAt: now });
}

/**
 * An attachment of this room (the caller has already found the room in the actor's scope); another
 * room's id is undefined, and so is the file of a message an operator hid (issue 18).
 */
export async function findAttachmentInRoom(
  db: Database,
  roomId: number,
  attachmentId: number,
): Promise<{ storageKey: string; fileName: string; contentType: string } | undefined> {
  const [row] = await db
    .select({ storageKey: chatAttachments.storageKey, fileName: chatAttachments.fileName, contentType: chatAttachments.contentType })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .where(and(eq(chatAttachments.id, attachmentId), eq(chatAttachments.roomId, roomId), isNull(chatMessages.hiddenAt)));
  return row;
}

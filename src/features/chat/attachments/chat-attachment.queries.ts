import { inArray } from "drizzle-orm";

import type { Database } from "@/db/client";
import { chatAttachments } from "@/db/schema";

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

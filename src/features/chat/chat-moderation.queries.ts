import { and, eq, isNull, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { chatMessages } from "@/db/schema";

import type { RoomScope } from "./chat-rooms.queries";

/** A message as 「通報する」 needs it: whose it is, and whether it is already hidden. */
export type ReportableMessageRow = { id: number; senderUserId: number | null; isHidden: boolean };

/** The message if it is in a room of the scope (the room read rule, decision 025); anyone else's is undefined. */
export async function findMessageInScope(db: Database, scope: RoomScope, messageId: number): Promise<ReportableMessageRow | undefined> {
  const [row] = await selectRows<{ id: number | string; senderUserId: number | null; isHidden: boolean }>(
    db,
    sql`select m.id, m.sender_user_id as "senderUserId", m.hidden_at is not null as "isHidden"
        from chat_messages m join chat_rooms room on room.id = m.room_id
        where m.id = ${messageId} and ${"proUserId" in scope ? sql`room.pro_user_id = ${scope.proUserId}` : sql`room.corporation_id = ${scope.corporationId}`}`,
  );
  return row && { ...row, id: Number(row.id) };
}

/** Hides the message for both sides (issue 18); false when it does not exist or is hidden already. */
export async function hideMessage(tx: Database, messageId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(chatMessages)
    .set({ hiddenAt: now })
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.hiddenAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

import { sql } from "drizzle-orm";

import type { Database } from "@/db/client";

/** The database channel that carries room events to every server process (decision 026). */
export const CHAT_EVENTS_CHANNEL = "kakehashi_chat_events";

/** Whose room it is: the stream lets an event through only to the pro and the corporation's members. */
export type RoomAudience = { roomId: number; proUserId: number; corporationId: number };

/**
 * What happens in a room, as every open tab of both sides hears it (issue 16). Events carry ids, never
 * message text (NOTIFY payloads are small and logs may show them); a tab reads the message through the API.
 */
export type RoomEvent = RoomAudience &
  (
    | { type: "message"; messageId: number; senderUserId: number }
    | { type: "read"; readerUserId: number; readerIsPro: boolean; readAt: string }
    | { type: "typing"; userId: number; userIsPro: boolean }
  );

/**
 * Announce a room event. Inside a transaction PostgreSQL delivers it at commit (and never if it rolls
 * back), so a tab that hears of a message can always read it.
 */
export async function notifyRoomEvent(db: Database, event: RoomEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

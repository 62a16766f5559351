import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";

import { findMessageInScope, hideMessage, type ReportableMessageRow } from "./chat-moderation.queries";
import { hasChatRooms, roomScopeOf } from "./chat-rooms.service";

/**
 * What moderation (issue 18) needs of conversations: whether a person may report a message — only
 * one of a room they read, by the same rule as reading it (decision 025) — and the operator's hiding.
 */

/** The message if the actor reads its room; null otherwise (someone else's room reads as 404). */
export async function findReportableMessage(db: Database, actor: Actor, messageId: number): Promise<ReportableMessageRow | null> {
  if (!hasChatRooms(actor)) return null;
  return (await findMessageInScope(db, roomScopeOf(actor), messageId)) ?? null;
}

/**
 * 非表示にする: both sides then read 「このメッセージは運営により非表示になりました」 instead of its words,
 * its file and its meeting. In the operator's transaction; false when it is hidden already or gone.
 */
export function hideMessageByOperator(tx: Database, messageId: number, now: Date): Promise<boolean> {
  return hideMessage(tx, messageId, now);
}

import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";

import { insertAuditEntry, type AuditEntryInput } from "./operator-audit.queries";

export type OperatorActionRecord = Omit<AuditEntryInput, "operatorUserId" | "createdAt">;

/**
 * Writes the audit row of a console action (decision 030). Call it with the action's own transaction,
 * after the change: the row and the change commit together or not at all, and `before` / `after`
 * hold only the fields the action touched, as they were read under the action's lock.
 */
export async function recordOperatorAction(tx: Database, operator: Actor, record: OperatorActionRecord, now: Date): Promise<void> {
  await insertAuditEntry(tx, { ...record, operatorUserId: operator.userId, createdAt: now });
}

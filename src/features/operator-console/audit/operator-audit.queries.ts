import { and, desc, eq, lt, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { operatorAuditLogs, users } from "@/db/schema";

import type { OperatorAction, OperatorTargetType } from "../operator-actions";

export type AuditEntryInput = {
  operatorUserId: number;
  action: OperatorAction;
  targetType: OperatorTargetType;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  createdAt: Date;
};

export async function insertAuditEntry(db: Database, entry: AuditEntryInput): Promise<void> {
  await db.insert(operatorAuditLogs).values({
    operatorUserId: entry.operatorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    createdAt: entry.createdAt,
  });
}

export type AuditFilter = {
  action?: OperatorAction;
  targetType?: OperatorTargetType;
  targetId?: string;
  operatorUserId?: number;
  /** Entries older than this one (the list's 「さらに古い操作」): keyset, so a busy log pages evenly. */
  beforeId?: number;
};

export async function listAuditEntries(db: Database, filter: AuditFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filter.action ? eq(operatorAuditLogs.action, filter.action) : undefined,
    filter.targetType ? eq(operatorAuditLogs.targetType, filter.targetType) : undefined,
    filter.targetType && filter.targetId ? eq(operatorAuditLogs.targetId, filter.targetId) : undefined,
    filter.operatorUserId ? eq(operatorAuditLogs.operatorUserId, filter.operatorUserId) : undefined,
    filter.beforeId ? lt(operatorAuditLogs.id, filter.beforeId) : undefined,
  ];
  return db
    .select({
      id: operatorAuditLogs.id,
      operatorUserId: operatorAuditLogs.operatorUserId,
      operatorLastName: users.lastName,
      operatorFirstName: users.firstName,
      operatorErasedAt: users.erasedAt,
      action: operatorAuditLogs.action,
      targetType: operatorAuditLogs.targetType,
      targetId: operatorAuditLogs.targetId,
      before: operatorAuditLogs.before,
      after: operatorAuditLogs.after,
      reason: operatorAuditLogs.reason,
      createdAt: operatorAuditLogs.createdAt,
    })
    .from(operatorAuditLogs)
    .leftJoin(users, eq(users.id, operatorAuditLogs.operatorUserId))
    .where(and(...conditions))
    .orderBy(desc(operatorAuditLogs.id))
    .limit(limit);
}

/** Operators, for the log's filter (accounts that are operators now, or that acted once). */
export async function listOperators(db: Database) {
  return db.select({ id: users.id, lastName: users.lastName, firstName: users.firstName }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id);
}

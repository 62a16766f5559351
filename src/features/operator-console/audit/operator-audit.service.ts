import type { Database } from "@/db/client";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow } from "@/platform/actor/access-rules";

import { OPERATOR_ACTIONS, OPERATOR_TARGET_LABELS, type OperatorAction, type OperatorTargetType } from "../operator-actions";
import { listAuditEntries, listOperators } from "./operator-audit.queries";
import { AUDIT_ENTRIES_PER_PAGE, type AuditEntry, type AuditLogPage, type AuditLogQuery } from "./operator-audit.schemas";

type EntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

const asRecord = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : null);

function entryOf(row: EntryRow): AuditEntry {
  const operatorName = row.operatorUserId === null || row.operatorErasedAt ? "退会したユーザー" : `${row.operatorLastName ?? ""} ${row.operatorFirstName ?? ""}`.trim();
  return {
    id: row.id,
    operator: { id: row.operatorUserId, name: operatorName },
    action: row.action,
    actionLabel: OPERATOR_ACTIONS[row.action as OperatorAction] ?? row.action,
    targetType: row.targetType,
    targetLabel: OPERATOR_TARGET_LABELS[row.targetType as OperatorTargetType] ?? row.targetType,
    targetId: row.targetId,
    before: asRecord(row.before),
    after: asRecord(row.after),
    reason: row.reason,
    createdAt: toJstIsoDateTime(row.createdAt),
  };
}

/** 操作履歴: newest first, 50 a page, read-only; operators only (404 to anyone else). */
export async function readAuditLog(db: Database, actor: RequestActor, query: AuditLogQuery): Promise<AuditLogPage> {
  adminOrThrow(actor);
  const rows = await listAuditEntries(
    db,
    { action: query.action, targetType: query.targetType, targetId: query.targetId, operatorUserId: query.operatorId, beforeId: query.before },
    AUDIT_ENTRIES_PER_PAGE + 1,
  );
  const page = rows.slice(0, AUDIT_ENTRIES_PER_PAGE);
  return { entries: page.map(entryOf), nextBefore: rows.length > AUDIT_ENTRIES_PER_PAGE ? page.at(-1)!.id : null };
}

/** The operators the log's filter offers. */
export async function listAuditOperators(db: Database, actor: RequestActor) {
  adminOrThrow(actor);
  return (await listOperators(db)).map((row) => ({ id: row.id, name: `${row.lastName} ${row.firstName}`.trim() }));
}

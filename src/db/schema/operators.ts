import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { users } from "./users";

/**
 * 操作履歴 (issue 18, decision 030): one row per state-changing console action, written in the
 * action's own transaction, so an action without its row — or a row without its action — cannot be.
 * Read-only: nothing in the product updates or deletes these rows (an operator's account erasure
 * keeps them; the operator's id stays and the name reads 退会したユーザー).
 */
export const operatorAuditLogs = pgTable(
  "operator_audit_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    operatorUserId: integer("operator_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done, e.g. `user.suspend`, `project_request.publish` (OPERATOR_ACTIONS). */
    action: text("action").notNull(),
    /** What it was done to: `user`, `corporation`, `project`, `project_request`, … with its id. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** The fields the action changed, as they were before and after (null when nothing was there before). */
    before: jsonb("before"),
    after: jsonb("after"),
    /** The operator's stated reason, when the action asks for one. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("operator_audit_logs_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("operator_audit_logs_target_idx").on(t.targetType, t.targetId, t.createdAt.desc()),
    index("operator_audit_logs_operator_idx").on(t.operatorUserId, t.createdAt.desc()),
    index("operator_audit_logs_action_idx").on(t.action, t.createdAt.desc()),
  ],
);

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

export const REPORT_TARGET_TYPES = ["message", "profile", "project"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ["off_platform", "scam", "harassment", "false_content", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "decided", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * 通報 (issue 18): a person's 「通報する」 on a profile, a project or a message, or the chat guard's flag
 * on a message (`reporter_user_id` null, reason from the guard). The moderation queue works the open
 * ones; a decision records what was done (hide the message, close the project, make the profile
 * private) or that nothing was needed (dismissed).
 */
export const reports = pgTable(
  "reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    targetType: text("target_type", { enum: REPORT_TARGET_TYPES }).notNull(),
    /** chat_messages.id, pro_profiles.user_id or projects.id. */
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    /** Who pressed 「通報する」; null for the chat guard. */
    reporterUserId: integer("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    /** The reporter's words (optional), or the guard's flags. */
    details: text("details").notNull().default(""),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** What the operator did and why, for the log and the next operator. */
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // The queue: open reports, oldest first.
    index("reports_status_created_at_idx").on(t.status, t.createdAt),
    index("reports_target_idx").on(t.targetType, t.targetId),
    // One report per person and thing: a second press says 「通報済み」 instead of piling up rows.
    uniqueIndex("reports_reporter_target_idx")
      .on(t.reporterUserId, t.targetType, t.targetId)
      .where(sql`${t.reporterUserId} is not null`),
    check("reports_target_type_check", sql`${t.targetType} in ('message', 'profile', 'project')`),
    check("reports_reason_check", sql`${t.reason} in ('off_platform', 'scam', 'harassment', 'false_content', 'spam', 'other')`),
    check("reports_status_check", sql`${t.status} in ('open', 'decided', 'dismissed')`),
  ],
);

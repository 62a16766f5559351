import type { ReportStatus, ReportTargetType } from "@/db/schema";
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from "@/features/reports/reports.schemas";
import { toJstIsoDateTime } from "@/lib/format-date";
import { excerpt } from "@/lib/plain-text";

import type { ReportRow, TargetGlimpse } from "./console-moderation.queries";
import type { ModerationQueueItem, ModerationReport } from "./console-moderation.schemas";

/** How the console words a report and its target (issue 18); pure, shared by the queue and the report's page. */

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: "未対応", decided: "対応済み", dismissed: "却下" };

/** The chat guard's flags (its report's details), as an operator reads them. */
const GUARD_FLAG_LABELS: Record<string, string> = {
  off_platform: "LINE・個人の連絡先への誘導",
  money: "金銭の要求",
  identity_documents: "本人確認書類の要求",
};

export const GONE = "（削除済み）";

export function sourceOf(row: Pick<ReportRow, "reporterUserId" | "reporterName" | "details">, isGuard: boolean): ModerationQueueItem["source"] {
  if (isGuard) return { kind: "guard", label: "自動検知", reporter: null };
  const reporter = row.reporterUserId === null || row.reporterName === null ? null : { id: row.reporterUserId, name: row.reporterName };
  return { kind: "user", label: "ユーザーの通報", reporter };
}

/**
 * The guard files its reports with no reporter and its flags as details; a person's report whose
 * account was erased has no reporter either, but words of their own (or none): told apart by the flags.
 */
export function isGuardReport(row: Pick<ReportRow, "reporterUserId" | "details" | "targetType">): boolean {
  return row.reporterUserId === null && row.targetType === "message" && row.details !== "" && row.details.split(",").every((flag) => flag in GUARD_FLAG_LABELS);
}

export function detailsOf(row: Pick<ReportRow, "reporterUserId" | "details" | "targetType">): string {
  if (!isGuardReport(row)) return row.details;
  return `検知した内容: ${row.details
    .split(",")
    .map((flag) => GUARD_FLAG_LABELS[flag])
    .join("、")}`;
}

export function glimpseOf(type: ReportTargetType, glimpse: TargetGlimpse): string {
  if (type === "message") return glimpse.messageBody === null ? GONE : excerpt(glimpse.messageBody, 60);
  if (type === "profile") {
    if (glimpse.profileName === null) return GONE;
    return glimpse.profileHeadline ? `${glimpse.profileName}（${excerpt(glimpse.profileHeadline, 40)}）` : glimpse.profileName;
  }
  return glimpse.projectTitle === null ? GONE : excerpt(glimpse.projectTitle, 60);
}

export const targetRefOf = (row: Pick<ReportRow, "targetType" | "targetId">) => ({
  type: row.targetType,
  typeLabel: REPORT_TARGET_LABELS[row.targetType],
  id: row.targetId,
});

export function entryOf(row: ReportRow): ModerationReport["report"] {
  return {
    id: row.id,
    receivedAt: toJstIsoDateTime(row.createdAt),
    source: sourceOf(row, isGuardReport(row)),
    reason: row.reason,
    reasonLabel: REPORT_REASON_LABELS[row.reason],
    details: detailsOf(row),
    status: row.status,
    statusLabel: REPORT_STATUS_LABELS[row.status],
    decidedAt: row.decidedAt === null ? null : toJstIsoDateTime(row.decidedAt),
    decidedByName: row.decidedByName,
    decisionNote: row.decisionNote,
  };
}

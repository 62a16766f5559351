import type { Database } from "@/db/client";
import type { ReportTargetType } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { hideMessageByOperator } from "@/features/chat/chat-moderation.service";
import { closeProjectAsOperator } from "@/features/project-posting/operator-projects.service";
import { makeProfilePrivateByOperator } from "@/features/pros/profile/operator-profile.service";
import { REPORT_REASON_LABELS } from "@/features/reports/reports.schemas";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import { recordOperatorAction } from "../audit/record-operator-action";
import { closeReports, countReportsUpTo, findReport, listReportPage, listReportsOfTarget, lockOpenReportsOfTarget, type ReportRow } from "./console-moderation.queries";
import {
  REPORT_COUNT_CAP,
  REPORTS_PER_PAGE,
  type DecideReportBody,
  type DismissReportBody,
  type ModerationMeasure,
  type ModerationQueuePage,
  type ModerationQueueQuery,
  type ModerationReport,
  type ReportDecision,
} from "./console-moderation.schemas";
import { loadTargetDetail, measuresFor } from "./moderation-targets";
import { entryOf, glimpseOf, isGuardReport, sourceOf, targetRefOf } from "./moderation-view";

export const REPORT_NOT_FOUND = "通報が見つかりませんでした。";
const ALREADY_CLOSED = "この対象の通報はすでに対応済みか却下されています。";
const MEASURES_BY_TARGET: Record<ReportTargetType, readonly ModerationMeasure[]> = {
  message: ["hide_message", "none"],
  profile: ["make_profile_private", "none"],
  project: ["close_project", "none"],
};
const ALREADY_APPLIED: Partial<Record<ModerationMeasure, string>> = {
  hide_message: "このメッセージはすでに非表示になっています。",
  make_profile_private: "このプロフィールはすでに非公開です。",
};

/** 通報 (issue 18): 未対応 oldest first, or the closed ones newest first; 30 a page, counted up to 10,000. */
export async function readModerationQueue(db: Database, actor: RequestActor, query: ModerationQueueQuery): Promise<ModerationQueuePage> {
  adminOrThrow(actor);
  const tab = query.tab ?? "open";
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([listReportPage(db, tab, REPORTS_PER_PAGE, (page - 1) * REPORTS_PER_PAGE), countReportsUpTo(db, tab, REPORT_COUNT_CAP)]);
  return {
    reports: rows.map((row) => ({
      id: row.id,
      receivedAt: toJstIsoDateTime(row.createdAt),
      source: sourceOf(row, isGuardReport(row)),
      target: { ...targetRefOf(row), excerpt: glimpseOf(row.targetType, row) },
      reason: row.reason,
      reasonLabel: REPORT_REASON_LABELS[row.reason],
      status: row.status,
      openReportsOfTarget: row.openCount,
    })),
    tab,
    page,
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(Math.min(total, REPORT_COUNT_CAP) / REPORTS_PER_PAGE)),
  };
}

/** One report: its target whole, every report on that target, and the measures 対応する may take now. */
export async function readModerationReport(db: Database, actor: RequestActor, reportId: number): Promise<ModerationReport> {
  adminOrThrow(actor);
  const report = foundOrThrow(await findReport(db, reportId), REPORT_NOT_FOUND);
  const [detail, all] = await Promise.all([loadTargetDetail(db, report.targetType, report.targetId), listReportsOfTarget(db, report.targetType, report.targetId)]);
  const open = all.filter((row) => row.status === "open").length;
  return {
    report: entryOf(report),
    target: { ...targetRefOf(report), excerpt: detail.excerpt },
    detail: detail.target,
    reportsOfTarget: all.map(entryOf),
    openReportsOfTarget: open,
    measures: open === 0 ? [] : measuresFor(detail.target),
  };
}

/** The measure itself, in the decision's transaction; a measure that no longer applies is 409 and undoes the decision. */
async function applyMeasure(tx: Database, operator: Actor, report: ReportRow, measure: ModerationMeasure, note: string, now: Date): Promise<void> {
  if (measure === "hide_message" && !(await hideMessageByOperator(tx, report.targetId, now))) throw new AppError("conflict", ALREADY_APPLIED.hide_message);
  if (measure === "make_profile_private" && !(await makeProfilePrivateByOperator(tx, report.targetId)))
    throw new AppError("conflict", ALREADY_APPLIED.make_profile_private);
  // The note is the corporation's to read on its list (projects.operator_note).
  if (measure === "close_project") await closeProjectAsOperator(tx, operator, report.targetId, note, now);
}

/** The target's open reports under a lock: none left (another operator was first) is 409. */
async function lockOpenReports(tx: Database, reportId: number): Promise<{ report: ReportRow; ids: number[] }> {
  const report = foundOrThrow(await findReport(tx, reportId), REPORT_NOT_FOUND);
  const ids = await lockOpenReportsOfTarget(tx, report.targetType, report.targetId);
  if (ids.length === 0) throw new AppError("conflict", ALREADY_CLOSED);
  return { report, ids };
}

/**
 * 対応する: the measure (or none), every open report of the same target closed as 対応済み with the
 * note, and one audit row with the measure — one transaction.
 */
export async function decideReport(db: Database, actor: RequestActor, reportId: number, body: DecideReportBody, now: Date): Promise<ReportDecision> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const { report, ids } = await lockOpenReports(tx, reportId);
    if (!MEASURES_BY_TARGET[report.targetType].includes(body.measure)) {
      throw new AppError("validation_failed", undefined, { issues: [{ path: "measure", message: "この対象には選べない措置です" }] });
    }
    await applyMeasure(tx, operator, report, body.measure, body.note, now);
    await closeReports(tx, ids, { status: "decided", operatorUserId: operator.userId, note: body.note }, now);
    const target = { type: report.targetType, id: report.targetId };
    await recordOperatorAction(
      tx,
      operator,
      {
        action: "report.decide",
        targetType: "report",
        targetId: reportId,
        before: { status: "open" },
        after: { status: "decided", measure: body.measure, target, closedReportIds: ids },
        reason: body.note,
      },
      now,
    );
    return { status: "decided", measure: body.measure, closedReportIds: ids };
  });
}

/** 却下: nothing needed; every open report of the same target closed as 却下, one audit row. */
export async function dismissReport(db: Database, actor: RequestActor, reportId: number, body: DismissReportBody, now: Date): Promise<ReportDecision> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const { report, ids } = await lockOpenReports(tx, reportId);
    const note = body.note ? body.note : null;
    await closeReports(tx, ids, { status: "dismissed", operatorUserId: operator.userId, note }, now);
    const target = { type: report.targetType, id: report.targetId };
    await recordOperatorAction(
      tx,
      operator,
      {
        action: "report.dismiss",
        targetType: "report",
        targetId: reportId,
        before: { status: "open" },
        after: { status: "dismissed", target, closedReportIds: ids },
        reason: note,
      },
      now,
    );
    return { status: "dismissed", measure: null, closedReportIds: ids };
  });
}

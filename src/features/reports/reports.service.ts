import type { Database } from "@/db/client";
import type { ReportTargetType } from "@/db/schema";
import { findReportableMessage } from "@/features/chat/chat-moderation.service";
import { findProVisibleTo } from "@/features/pros/pro-lookup.service";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { actorOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import { enforceRateLimit, RATE_LIMITS } from "@/platform/rate-limit";

import { findProjectCorporationId, insertReport, isMemberOf } from "./reports.queries";
import { REPORT_ALREADY_RECEIVED_MESSAGE, REPORT_RECEIVED_MESSAGE, type CreateReportBody, type ReportReceipt } from "./reports.schemas";

const NOT_FOUND: Record<ReportTargetType, string> = {
  message: "メッセージが見つかりませんでした。",
  profile: "プロフィールが見つかりませんでした。",
  project: "案件が見つかりませんでした。",
};
const OWN: Record<ReportTargetType, string> = {
  message: "ご自身のメッセージは通報できません。",
  profile: "ご自身のプロフィールは通報できません。",
  project: "ご自身の企業の案件は通報できません。",
};
const ALREADY_HIDDEN = "このメッセージは運営により非表示になっています。";

const reportLimitMessage = (wait: string) => `短時間に多くの通報が送られたため、受け付けを一時停止しています。${wait}ほど時間をおいてからもう一度お試しください。`;

/**
 * Whether the reporter may report the target: only what they may see (anything else is the same 404
 * as its page), never their own. A message: one of a room they read; a profile: a pro visible to them
 * (decision 020's rule); a project: any posted one (open or closed, as its page), not of a
 * corporation they belong to.
 */
async function checkTarget(db: Database, reporter: Actor, type: ReportTargetType, id: number): Promise<void> {
  const notFound = () => new AppError("not_found", NOT_FOUND[type]);
  const own = () => new AppError("conflict", OWN[type]);
  if (type === "message") {
    const message = await findReportableMessage(db, reporter, id);
    if (!message) throw notFound();
    if (message.senderUserId === reporter.userId) throw own();
    if (message.isHidden) throw new AppError("conflict", ALREADY_HIDDEN);
  } else if (type === "profile") {
    if (!(await findProVisibleTo(db, reporter, id))) throw notFound();
    if (id === reporter.userId) throw own();
  } else {
    const corporationId = await findProjectCorporationId(db, id);
    if (corporationId === undefined) throw notFound();
    if (await isMemberOf(db, reporter.userId, corporationId)) throw own();
  }
}

/**
 * POST /api/v2/reports – 「通報する」 (issue 18). Any member, verified address or not (a warning about
 * someone should never wait on one's own mail). A second report of the same thing by the same person
 * writes nothing and says so. Every press counts against the hourly limit, refused ones too, so the
 * route cannot be used to probe for ids either.
 */
export async function createReport(db: Database, actor: RequestActor, body: CreateReportBody, now: Date): Promise<ReportReceipt> {
  const reporter = actorOrThrow(actor);
  await enforceRateLimit(db, RATE_LIMITS.reportsPerUser, String(reporter.userId), now, reportLimitMessage);
  await checkTarget(db, reporter, body.targetType, body.targetId);
  const report = { targetType: body.targetType, targetId: body.targetId, reporterUserId: reporter.userId, reason: body.reason, details: body.details ?? "" };
  const isNew = await insertReport(db, report, now);
  return { isNew, message: isNew ? REPORT_RECEIVED_MESSAGE : REPORT_ALREADY_RECEIVED_MESSAGE };
}

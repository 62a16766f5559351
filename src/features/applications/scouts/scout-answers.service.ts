import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { APPLICATION_SHARED_SECTIONS } from "@/db/schema";
import { notifyCorporation } from "@/features/notifications/notifications.service";
import type { RequestActor } from "@/platform/actor/actor";
import { foundOrThrow, proOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import { parseWith } from "@/platform/validation";

import { findApplicationIdOf, insertApplicationRow, openChatRoom } from "../applications.queries";
import { matchesConditions, PRO_FLAG_LABELS, PRO_SCOUT_STATUS_LABELS, SCOUT_DECLINE_REASON_LABELS } from "./scout-rules";
import { countScoutsByStatus, findProScout, listProScouts, lockOpenScout, markScoutAnswered, type ScoutRow } from "./scouts.queries";
import { AcceptScoutBodySchema, DeclineScoutBodySchema, type ProScout, type ProScoutsPage } from "./scouts.schemas";
import { SCOUT_NOT_FOUND, SCOUTS_PER_PAGE, scoutCommonView, scoutCounts } from "./scouts.service";

/** The first words of the conversation when the pro accepts without writing any. */
export const DEFAULT_ACCEPT_MESSAGE = "スカウトをいただきありがとうございます。ぜひ詳しくお話を伺いたいです。";
export const ACCEPTED_NOTE = "プロがスカウトを承諾しました";

export function toProScout(row: ScoutRow): ProScout {
  return {
    ...scoutCommonView(row, PRO_SCOUT_STATUS_LABELS[row.status]),
    matchesConditions: matchesConditions(row.guardFlags),
    differences: row.guardFlags.map((flag) => PRO_FLAG_LABELS[flag]),
  };
}

/** How many scouts the pro has in each status (案件管理's tab shows the total). */
export async function countMyScouts(db: Database, actor: RequestActor) {
  return scoutCounts(await countScoutsByStatus(db, { proUserId: proOrThrow(actor).userId }));
}

/** GET /api/v2/me/scouts: the pro's scouts — unanswered first, 「条件に合うスカウト」 before the others — 20 a page. */
export async function listMyScouts(db: Database, actor: RequestActor, page: number): Promise<ProScoutsPage> {
  const pro = proOrThrow(actor);
  const counts = await countMyScouts(db, pro);
  const totalPages = Math.max(1, Math.ceil(counts.all / SCOUTS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const rows = await listProScouts(db, pro.userId, { limit: SCOUTS_PER_PAGE, offset: (current - 1) * SCOUTS_PER_PAGE });
  return { items: rows.map(toProScout), counts, page: current, totalPages };
}

/** The pro's own scout, still unanswered and locked for the answer: 404 when it is not theirs, 409 when answered. */
async function openScoutOf(tx: Database, proUserId: number, scoutId: number): Promise<ScoutRow> {
  const scout = await lockOpenScout(tx, proUserId, scoutId);
  if (scout) return scout;
  const answered = foundOrThrow(await findProScout(tx, proUserId, scoutId), SCOUT_NOT_FOUND);
  throw new AppError("conflict", `このスカウトには、すでに「${PRO_SCOUT_STATUS_LABELS[answered.status]}」と返答しています。`);
}

/**
 * POST /api/v2/me/scouts/{id}/acceptance: the pro accepts. In one transaction the scout becomes an
 * application at 商談調整中 (both sides already want to talk), the conversation opens with the
 * scout's words and the pro's answer, and the corporation is told.
 */
export async function acceptScout(db: Database, actor: RequestActor, scoutId: number, input: unknown, now: Date): Promise<ProScout> {
  const pro = verifiedOrThrow(proOrThrow(actor));
  const body = parseWith(AcceptScoutBodySchema, input);
  const answer = body.message.trim() === "" ? DEFAULT_ACCEPT_MESSAGE : body.message;
  await inTransaction(db, async (tx) => {
    const scout = await openScoutOf(tx, pro.userId, scoutId);
    if (scout.projectStatus !== "open") throw new AppError("conflict", "この案件は募集を終了したため、スカウトを承諾できません。");
    const application = { projectId: scout.projectId, proUserId: pro.userId, message: answer, sharedSections: [...APPLICATION_SHARED_SECTIONS] };
    const applicationId =
      (await insertApplicationRow(
        tx,
        { ...application, desiredRateUnit: null, desiredRateAmount: null, desiredMonthlyMan: null, startsOn: null, daysPerWeek: null },
        { status: "in_talks", note: ACCEPTED_NOTE },
        now,
      )) ?? (await findApplicationIdOf(tx, scout.projectId, pro.userId))!;
    await openChatRoom(
      tx,
      { projectId: scout.projectId, corporationId: scout.corporationId, proUserId: pro.userId, applicationId },
      [
        { senderUserId: scout.senderUserId, body: scout.message, createdAt: scout.createdAt },
        { senderUserId: pro.userId, body: answer, createdAt: now },
      ],
      now,
    );
    await markScoutAnswered(tx, scoutId, { status: "accepted", declineReason: null, answerMessage: answer, applicationId }, now);
    await notifyCorporation(
      tx,
      scout.corporationId,
      {
        kind: "scout_answered",
        title: `${scout.proName}さんが「${scout.projectTitle}」のスカウトを承諾しました`,
        body: "応募者管理の「商談調整中」に追加しました。商談の日程をご提案ください。",
        linkPath: `/mypage/order/applies?project_id=${scout.projectId}`,
        applicationId,
      },
      now,
    );
  });
  return toProScout(foundOrThrow(await findProScout(db, pro.userId, scoutId), SCOUT_NOT_FOUND));
}

/** POST /api/v2/me/scouts/{id}/declination: the pro declines with a reason (and words, if they like); the corporation is told. */
export async function declineScout(db: Database, actor: RequestActor, scoutId: number, input: unknown, now: Date): Promise<ProScout> {
  const pro = proOrThrow(actor);
  const body = parseWith(DeclineScoutBodySchema, input);
  const words = body.message.trim() === "" ? null : body.message;
  await inTransaction(db, async (tx) => {
    const scout = await openScoutOf(tx, pro.userId, scoutId);
    await markScoutAnswered(tx, scoutId, { status: "declined", declineReason: body.reason, answerMessage: words, applicationId: null }, now);
    await notifyCorporation(
      tx,
      scout.corporationId,
      {
        kind: "scout_answered",
        title: `${scout.proName}さんが「${scout.projectTitle}」のスカウトを辞退しました`,
        body: `理由: ${SCOUT_DECLINE_REASON_LABELS[body.reason]}${words ? `\n${words}` : ""}`,
        linkPath: "/mypage/order/scouts?status=declined",
      },
      now,
    );
  });
  return toProScout(foundOrThrow(await findProScout(db, pro.userId, scoutId), SCOUT_NOT_FOUND));
}

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { ApplicationStatus } from "@/db/schema";
import { getCatalog } from "@/features/catalog/catalog.service";
import { activeMembersOf, isCorporationMember } from "@/features/corporations/corporation-members.service";
import { notifyUsers, type NewNotification } from "@/features/notifications/notifications.service";
import { excerpt } from "@/lib/plain-text";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { foundOrThrow, ordererOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import {
  APPLICATION_STATUS_LABELS,
  BOARD_COLUMNS,
  BOARD_MOVES,
  canMove,
  daysWaiting,
  DEFAULT_DECLINE_MESSAGE,
  isReplyLate,
  PRO_STATUS_LABELS,
} from "../application-rules";
import { rateLabel } from "../applications.service";
import {
  countByStatus,
  findBoardCard,
  findBoardProjects,
  findColumnCards,
  findTimeline,
  lockApplicationOf,
  moveApplication,
  updateAssignee,
  type BoardCardRow,
} from "./board.queries";
import { matchChips, type ChipNames } from "./match-chips";
import { BOARD_COLUMN_SIZE, type ApplicantBoard, type BoardCard, type BoardQuery, type BulkDeclineResult, type MovedApplication } from "./board.schemas";

export const BOARD_CARD_NOT_FOUND = "応募が見つかりませんでした。";

function toCard(row: BoardCardRow, now: Date, names: ChipNames): BoardCard {
  return {
    id: row.id,
    status: row.status,
    pro: { userId: row.proUserId, name: row.proName, headline: row.headline, profilePath: `/top/pros/${row.proUserId}`, imageUrl: row.imageUrl },
    project: { id: row.projectId, title: row.projectTitle },
    messageExcerpt: excerpt(row.message, 80),
    desiredRateLabel: row.desiredRateUnit === null || row.desiredRateAmount === null ? null : rateLabel(row.desiredRateUnit, row.desiredRateAmount),
    daysPerWeek: row.daysPerWeek,
    startsOn: row.startsOn,
    assignee: row.assigneeUserId === null || row.assigneeName === null ? null : { userId: row.assigneeUserId, name: row.assigneeName },
    createdAt: toJstIsoDateTime(row.createdAt),
    statusChangedAt: toJstIsoDateTime(row.statusChangedAt),
    daysWaiting: row.status === "applied" ? daysWaiting(row.statusChangedAt, now) : 0,
    isReplyLate: isReplyLate(row.status, row.statusChangedAt, now),
    moves: [...BOARD_MOVES[row.status]],
    matchChips: matchChips(row, names),
  };
}

/** What the pro is told of a move: where their application stands now, and 見送り's words. */
function movedNotice(applicationId: number, projectTitle: string, to: ApplicationStatus, closingMessage: string | null): NewNotification {
  return {
    kind: "application_moved",
    title: `「${projectTitle}」の選考状況が「${PRO_STATUS_LABELS[to]}」になりました`,
    body: to === "declined" ? (closingMessage ?? "") : "",
    linkPath:
      to === "declined" ? "/mypage/accept/projects?tab=ended" : to === "meeting" || to === "hired" ? "/mypage/accept/projects?tab=deals" : "/mypage/accept/projects",
    applicationId,
  };
}

async function chipNames(db: Database): Promise<ChipNames> {
  const catalog = await getCatalog(db);
  return { skill: (id) => catalog.skills.nameOf(id), prefecture: (id) => catalog.prefectures.nameOf(id) };
}

/**
 * The applicant board of the current corporation (S-BAR-8 /mypage/order/applies): every column's
 * count and first cards, or with `status` one column's page (`columnSize` cards: the API's 30, the
 * page's fewer, to stay light). Any member may read it.
 */
export async function getApplicantBoard(db: Database, actor: RequestActor, query: BoardQuery, now: Date, columnSize = BOARD_COLUMN_SIZE): Promise<ApplicantBoard> {
  const { corporationId } = ordererOrThrow(actor);
  const { page, status, ...filter } = query;
  const [counts, projects, members, names] = await Promise.all([
    countByStatus(db, corporationId, filter),
    findBoardProjects(db, corporationId),
    activeMembersOf(db, corporationId),
    chipNames(db),
  ]);
  const statuses = status ? [status] : BOARD_COLUMNS;
  const columns = await Promise.all(
    statuses.map(async (column) => {
      const count = counts[column] ?? 0;
      const totalPages = Math.max(1, Math.ceil(count / columnSize));
      const current = status ? Math.min(page, totalPages) : 1;
      const rows = await findColumnCards(db, corporationId, filter, column, { limit: columnSize, offset: (current - 1) * columnSize });
      return { status: column, label: APPLICATION_STATUS_LABELS[column], count, page: current, totalPages, cards: rows.map((row) => toCard(row, now, names)) };
    }),
  );
  return { columns, projects, members };
}

async function timelineOf(db: Database, applicationId: number) {
  return (await findTimeline(db, applicationId)).map((event) => ({
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    label: event.fromStatus === null ? "応募" : `${APPLICATION_STATUS_LABELS[event.fromStatus]} → ${APPLICATION_STATUS_LABELS[event.toStatus]}`,
    actorName: event.actorName ?? (event.note ? "かけはし（自動）" : "退会したユーザー"),
    note: event.note,
    at: toJstIsoDateTime(event.createdAt),
  }));
}

/** A card with its timeline (GET …/applications/{id}); another corporation's is 404. */
export async function getBoardCard(db: Database, actor: RequestActor, applicationId: number, now: Date): Promise<MovedApplication> {
  const { corporationId } = ordererOrThrow(actor);
  const row = foundOrThrow(await findBoardCard(db, corporationId, applicationId), BOARD_CARD_NOT_FOUND);
  return { card: toCard(row, now, await chipNames(db)), timeline: await timelineOf(db, applicationId) };
}

/**
 * Moves a card (buttons or keyboard) under a row lock, so parallel moves of one card line up and
 * the timeline always chains (each entry's from is the previous one's to). A move the column does
 * not allow is 409 naming where the card is now; 見送り sends its words to the pro.
 */
export async function moveBoardCard(
  db: Database,
  actor: RequestActor,
  applicationId: number,
  body: { to: ApplicationStatus; message?: string | null },
  now: Date,
): Promise<MovedApplication> {
  const orderer = ordererOrThrow(actor);
  verifiedOrThrow(orderer.actor);
  await inTransaction(db, async (tx) => {
    const locked = foundOrThrow(await lockApplicationOf(tx, orderer.corporationId, applicationId), BOARD_CARD_NOT_FOUND);
    if (!canMove(locked.status, body.to)) {
      throw new AppError("conflict", `この応募は「${APPLICATION_STATUS_LABELS[locked.status]}」のため、「${APPLICATION_STATUS_LABELS[body.to]}」には移せません。`);
    }
    const closingMessage = body.to === "declined" ? (body.message?.trim() ? body.message : DEFAULT_DECLINE_MESSAGE) : null;
    await moveApplication(tx, { applicationId, from: locked.status, to: body.to, actorUserId: orderer.actor.userId, closingMessage }, now);
    await notifyUsers(tx, [locked.proUserId], movedNotice(applicationId, locked.projectTitle, body.to, closingMessage), now);
  });
  return getBoardCard(db, actor, applicationId, now);
}

/**
 * A move a meeting makes (issue 16), in the caller's transaction: agreeing on a time takes 未対応 to
 * 商談調整中 (by whoever picked it), a meeting that has ended takes 商談調整中 to 商談済 (by the system,
 * actor null, with its note). Under the board's row lock and only from `from`, so a card the
 * corporation has moved meanwhile stays where they put it. Answers whether it moved.
 */
export async function moveApplicationForMeeting(
  tx: Database,
  input: { corporationId: number; applicationId: number; from: ApplicationStatus; to: ApplicationStatus; actorUserId: number | null; note: string },
  now: Date,
): Promise<boolean> {
  const locked = await lockApplicationOf(tx, input.corporationId, input.applicationId);
  if (locked?.status !== input.from || !canMove(input.from, input.to)) return false;
  await moveApplication(
    tx,
    { applicationId: input.applicationId, from: input.from, to: input.to, actorUserId: input.actorUserId, closingMessage: null, note: input.note },
    now,
  );
  return true;
}

/** The card's assignee: a member of the corporation, or nobody. Another corporation's card is 404. */
export async function assignBoardCard(db: Database, actor: RequestActor, applicationId: number, userId: number | null, now: Date): Promise<MovedApplication> {
  const { corporationId } = ordererOrThrow(actor);
  if (userId !== null && !(await isCorporationMember(db, corporationId, userId))) {
    throw new AppError("validation_failed", undefined, { issues: [{ path: "userId", message: "担当者を一覧から選んでください" }] });
  }
  if (!(await updateAssignee(db, corporationId, applicationId, userId, now))) throw new AppError("not_found", BOARD_CARD_NOT_FOUND);
  return getBoardCard(db, actor, applicationId, now);
}

/**
 * 見送り of many at once with one message (the board's template, edited), in one transaction: each card
 * that may be declined is, with its timeline entry and the words in its conversation; the rest are
 * named with why, and an id that is not the corporation's reads as not found like any other.
 */
export async function bulkDecline(db: Database, actor: RequestActor, ids: readonly number[], message: string, now: Date): Promise<BulkDeclineResult> {
  const orderer = ordererOrThrow(actor);
  verifiedOrThrow(orderer.actor);
  return inTransaction(db, async (tx) => {
    const result: BulkDeclineResult = { declined: [], skipped: [] };
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const locked = await lockApplicationOf(tx, orderer.corporationId, id);
      if (locked === undefined) result.skipped.push({ id, reason: BOARD_CARD_NOT_FOUND });
      else if (!canMove(locked.status, "declined")) result.skipped.push({ id, reason: `「${APPLICATION_STATUS_LABELS[locked.status]}」のため見送れません。` });
      else {
        await moveApplication(tx, { applicationId: id, from: locked.status, to: "declined", actorUserId: orderer.actor.userId, closingMessage: message }, now);
        await notifyUsers(tx, [locked.proUserId], movedNotice(id, locked.projectTitle, "declined", message), now);
        result.declined.push(id);
      }
    }
    return result;
  });
}

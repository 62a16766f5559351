import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { queueRequiredPasswordReset } from "@/features/password-reset/password-reset.service";
import { removeTwoFactorByOperator } from "@/features/two-factor/two-factor.service";
import { closeProjectsOfSuspendedMember, reopenProjectsOfUnsuspendedMember } from "@/features/project-posting/suspended-member-projects.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import { recordOperatorAction } from "../audit/record-operator-action";
import {
  deleteSessionsExcept,
  deleteSessionsOf,
  findRealNameVerified,
  lockUser,
  setPasswordResetRequiredAt,
  setRealNameVerified,
  setSuspendedAt,
} from "./console-users.queries";
import type { ConsoleUserActionResult } from "./console-users.schemas";
import { END_ALL_SESSIONS_PHRASE } from "./end-all-sessions-phrase";
import { USER_NOT_FOUND } from "./console-users.service";

/**
 * The console's actions on an account (issue 18, decision 030). Each runs in one transaction that
 * locks the user's row first, refuses what does not fit the account's state (409, or 403 for another
 * operator) before writing anything, and ends with its one audit row.
 */

const conflict = (message: string) => new AppError("conflict", message);

async function lockedUser(tx: Database, userId: number) {
  return foundOrThrow(await lockUser(tx, userId), USER_NOT_FOUND);
}

/** 本人確認済みにする / 本人確認を取り消す: the mark on a pro's profile, after the operator checked their identity documents. */
export async function setRealNameVerification(db: Database, actor: RequestActor, userId: number, isVerified: boolean, now: Date): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const user = await lockedUser(tx, userId);
    const current = user.isPro ? await findRealNameVerified(tx, userId) : undefined;
    if (current === undefined) throw conflict("プロのアカウントではないため、本人確認の対象ではありません。");
    if (current === isVerified) throw conflict(isVerified ? "すでに本人確認済みです。" : "本人確認済みではありません。");
    await setRealNameVerified(tx, userId, isVerified, now);
    await recordOperatorAction(
      tx,
      operator,
      {
        action: isVerified ? "user.verify_real_name" : "user.unverify_real_name",
        targetType: "user",
        targetId: userId,
        before: { isRealNameVerified: current },
        after: { isRealNameVerified: isVerified },
      },
      now,
    );
    return { userId, isRealNameVerified: isVerified };
  });
}

/** Whom an operator may not suspend: themself (409), another operator (403), an account that left (409). */
function refuseSuspension(operator: Actor, user: { id: number; isAdmin: boolean; deactivatedAt: Date | null; suspendedAt: Date | null }) {
  if (user.id === operator.userId) throw conflict("自分自身のアカウントは利用停止にできません。");
  if (user.isAdmin) throw new AppError("forbidden", "運営スタッフのアカウントは利用停止にできません。");
  if (user.deactivatedAt) throw conflict("退会したアカウントは利用停止にできません。");
  if (user.suspendedAt) throw conflict("このアカウントはすでに利用停止中です。");
}

/**
 * 利用停止: from this moment the account logs in nowhere — every session is deleted in this transaction
 * (the session-ended trigger ends its live chat streams), the actor resolver and login refuse it — its
 * pro profile leaves search and its page, and the open projects it posted close as 'suspended', which
 * no public list shows. The reason is the audit row's; the user is not shown it.
 */
export async function suspendUser(db: Database, actor: RequestActor, userId: number, reason: string, now: Date): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    refuseSuspension(operator, await lockedUser(tx, userId));
    await setSuspendedAt(tx, userId, now, now);
    const endedSessions = await deleteSessionsOf(tx, userId);
    const closedProjectIds = await closeProjectsOfSuspendedMember(tx, userId, now);
    const suspendedAt = toJstIsoDateTime(now);
    await recordOperatorAction(
      tx,
      operator,
      { action: "user.suspend", targetType: "user", targetId: userId, before: { suspendedAt: null }, after: { suspendedAt, closedProjectIds }, reason },
      now,
    );
    return { userId, suspendedAt, endedSessions, closedProjectIds };
  });
}

/** 利用停止を解除: the account may log in again, and exactly the projects its suspension closed reopen. */
export async function unsuspendUser(db: Database, actor: RequestActor, userId: number, now: Date): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (!user.suspendedAt) throw conflict("このアカウントは利用停止中ではありません。");
    await setSuspendedAt(tx, userId, null, now);
    const reopenedProjectIds = await reopenProjectsOfUnsuspendedMember(tx, userId, now);
    await recordOperatorAction(
      tx,
      operator,
      {
        action: "user.unsuspend",
        targetType: "user",
        targetId: userId,
        before: { suspendedAt: toJstIsoDateTime(user.suspendedAt) },
        after: { suspendedAt: null, reopenedProjectIds },
      },
      now,
    );
    return { userId, suspendedAt: null, reopenedProjectIds };
  });
}

/**
 * パスワードの再設定を要求: the old password stops logging in (403 password_reset_required), every
 * session ends, and the reset link is mailed — one transaction, so there is never a requirement
 * without its mail. Asking again sends a fresh link (the earlier one dies). Completing the reset lifts it.
 */
export async function requirePasswordReset(db: Database, actor: RequestActor, userId: number, mail: { now: Date; siteOrigin: string }): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  const { now } = mail;
  return inTransaction(db, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.id === operator.userId) throw conflict("自分自身のアカウントには使えません。パスワードは設定画面から変更してください。");
    if (user.deactivatedAt) throw conflict("退会したアカウントには使えません。");
    await setPasswordResetRequiredAt(tx, userId, now);
    const endedSessions = await deleteSessionsOf(tx, userId);
    await queueRequiredPasswordReset(tx, { userId, email: user.email, now, siteOrigin: mail.siteOrigin });
    const passwordResetRequiredAt = toJstIsoDateTime(now);
    await recordOperatorAction(
      tx,
      operator,
      {
        action: "user.force_password_reset",
        targetType: "user",
        targetId: userId,
        before: { passwordResetRequiredAt: user.passwordResetRequiredAt ? toJstIsoDateTime(user.passwordResetRequiredAt) : null },
        after: { passwordResetRequiredAt },
      },
      now,
    );
    return { userId, passwordResetRequiredAt, endedSessions };
  });
}

/**
 * すべての端末からログアウト (ASVS 7.4.5): every session of the account ends now (the session-ended
 * trigger closes its live chat streams); nothing else changes, so its owner simply logs in again —
 * for a shared computer left signed in, or a session the owner does not recognise.
 */
export async function endUserSessions(db: Database, actor: RequestActor, userId: number, now: Date): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.id === operator.userId) throw conflict("自分自身のセッションは、設定の「ログイン中の端末」から終了してください。");
    if (user.deactivatedAt) throw conflict("退会したアカウントには使えません。");
    const endedSessions = await deleteSessionsOf(tx, userId);
    await recordOperatorAction(tx, operator, { action: "user.end_sessions", targetType: "user", targetId: userId, before: {}, after: { endedSessions } }, now);
    return { userId, endedSessions };
  });
}

/**
 * 二段階認証を解除 (decision 033): for a member who lost the phone and the recovery codes, after the
 * operator confirmed through the contact form that the owner is asking — the reason says how, in the
 * audit row. The owner is mailed. Not for the operator's own account (settings does that with the
 * password) nor another operator's: one operator must not be able to weaken another's login.
 */
export async function removeUserTwoFactor(
  db: Database,
  actor: RequestActor,
  userId: number,
  reason: string,
  mail: { now: Date; siteOrigin: string },
): Promise<ConsoleUserActionResult> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.id === operator.userId) throw conflict("自分自身の二段階認証は、設定の「二段階認証」から無効にしてください。");
    if (user.isAdmin) throw new AppError("forbidden", "運営スタッフのアカウントの二段階認証は解除できません。");
    if (!(await removeTwoFactorByOperator(tx, { userId, email: user.email }, mail))) throw conflict("このアカウントは二段階認証を設定していません。");
    await recordOperatorAction(
      tx,
      operator,
      { action: "user.remove_two_factor", targetType: "user", targetId: userId, before: { isTwoFactorEnabled: true }, after: { isTwoFactorEnabled: false }, reason },
      mail.now,
    );
    return { userId, isTwoFactorEnabled: false };
  });
}

/**
 * 全ユーザーをログアウト (ASVS 7.4.5): after APP_SECRET or the database may have leaked, every session
 * of every member ends at once (the session-ended trigger closes their live chat streams) — except
 * the operator's own, so the console stays open to see it done. Nobody's password changes.
 */
export async function endAllSessions(
  db: Database,
  actor: RequestActor,
  input: { keptSessionIdHash: string; confirmation: string },
  now: Date,
): Promise<{ endedSessions: number }> {
  const operator = adminOrThrow(actor);
  if (input.confirmation.trim() !== END_ALL_SESSIONS_PHRASE) {
    const message = `確認のため「${END_ALL_SESSIONS_PHRASE}」と入力してください。`;
    throw new AppError("validation_failed", message, { issues: [{ path: "confirmation", message }] });
  }
  return inTransaction(db, async (tx) => {
    const endedSessions = await deleteSessionsExcept(tx, input.keptSessionIdHash);
    await recordOperatorAction(tx, operator, { action: "sessions.end_all", targetType: "site", targetId: "all", before: {}, after: { endedSessions } }, now);
    return { endedSessions };
  });
}

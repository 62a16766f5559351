import type { Database } from "@/db/client";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { RATE_LIMITS, resetRateLimit, enforceRateLimit } from "@/platform/rate-limit";

import { inTransaction } from "@/db/transaction";
import { queuePasswordChangedNotice } from "@/features/password-reset/password-reset.service";

import { redeemInvitation } from "@/features/corporations/corporation-invitations.service";

import { isTwoFactorEnabled, issueLoginTicket, proveSecondFactor, readLoginTicket } from "@/features/two-factor/two-factor.service";

import { findCredentialsByEmail, findLoginCredentialsOfUser, insertAccount, insertLoginEvent, updatePasswordHash, type NewOrdererSeat } from "./auth.queries";
import type { LoginBody, SignUpBody } from "./auth.schemas";
import { refuseUnsafeNewPassword } from "./password-policy.service";
import { DEACTIVATED_ADDRESS_MESSAGE, isAddressAwaitingErasure } from "@/features/withdrawal/withdrawal.service";
import { getDummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "@/lib/password-hash";
import { confirmPasswordOrThrow, findPasswordOwner } from "@/platform/password-confirmation";
import { createSession, deleteOtherSessions, deleteSession, type ActiveSession } from "@/platform/sessions/session.queries";

type RequestMeta = { now: Date; ipAddress: string; userAgent?: string; previousSessionIdHash?: string };

/** A new session for the user; any session the browser had before is ended (no fixation). */
async function startSession(db: Database, userId: number, meta: RequestMeta, kind: { isPersistent?: boolean; isOperator?: boolean; hasSecondFactor?: boolean } = {}) {
  if (meta.previousSessionIdHash) await deleteSession(db, meta.previousSessionIdHash);
  return createSession(db, { userId, now: meta.now, userAgent: meta.userAgent, ipAddress: meta.ipAddress, ...kind });
}

const loginLimitMessage = (wait: string) => `ログインの試行回数が上限に達しました。安全のため、${wait}ほど時間をおいてからもう一度お試しください。`;

/** An invitee joins the inviting corporation in the sign-up's transaction: a bad link creates no account. */
function seatOf(body: SignUpBody, now: Date): NewOrdererSeat | undefined {
  const token = body.invitationToken;
  if (token === undefined) return undefined;
  return { kind: "invited", join: (tx, userId) => redeemInvitation(tx, { userId, email: body.email }, token, now) };
}

export async function signUp(db: Database, body: SignUpBody, meta: RequestMeta & { siteOrigin: string }) {
  await enforceRateLimit(db, RATE_LIMITS.signupPerIp, meta.ipAddress, meta.now);
  refuseUnsafeNewPassword(body.password, { path: "password" });
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await insertAccount(db, body, passwordHash, { now: meta.now, siteOrigin: meta.siteOrigin }, seatOf(body, meta.now));
  } catch (error) {
    if (isUniqueViolation(error)) {
      // An account in its 30 days between 退会 and erasure still holds the address (decision 017).
      if (await isAddressAwaitingErasure(db, body.email)) throw new AppError("email_taken", DEACTIVATED_ADDRESS_MESSAGE);
      throw new AppError("email_taken");
    }
    throw error;
  }
  return startSession(db, userId, meta);
}

/**
 * Wrong e-mail and wrong password give the same answer in about the same time. Attempts are
 * throttled per IP and per (account, IP): an attacker elsewhere cannot lock the real user out.
 * An attempt is counted (one atomic upsert) before its password is checked, so parallel guesses
 * cannot all pass a check that reads the count first; a successful login clears the count.
 */
export async function logIn(db: Database, body: LoginBody, meta: RequestMeta, appSecret: string): Promise<LoginOutcome> {
  await enforceRateLimit(db, RATE_LIMITS.loginPerIp, meta.ipAddress, meta.now, loginLimitMessage);
  const attemptKey = `${body.email}|${meta.ipAddress}`;
  const attemptRule = RATE_LIMITS.loginFailuresPerAccountAndIp;
  await enforceRateLimit(db, attemptRule, attemptKey, meta.now, loginLimitMessage);
  const account = await findCredentialsByEmail(db, body.email);
  const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyPasswordHash()), body.password);
  // The security log names the account when there is one (issue 19), never the address typed.
  const security = { userId: account?.id };
  if (!account || !isValid) throw new AppError("invalid_credentials", undefined, { security });
  await resetRateLimit(db, attemptRule, attemptKey);
  if (needsRehash(account.passwordHash)) await updatePasswordHash(db, account.id, await hashPassword(body.password), meta.now, { isRehash: true });
  // Told only to whoever knows the password: a suspended account (利用停止) is not a wrong password.
  if (account.suspendedAt) throw new AppError("account_suspended", undefined, { security });
  // An operator required a new password (issue 18): the old one opens nothing until the mailed link is used.
  if (account.passwordResetRequiredAt) throw new AppError("password_reset_required", undefined, { security });
  const isPersistent = body.rememberMe ?? true;
  if (await isTwoFactorEnabled(db, account.id)) {
    return { kind: "second_factor", loginTicket: issueLoginTicket(appSecret, { userId: account.id, rememberMe: isPersistent, now: meta.now }) };
  }
  await insertLoginEvent(db, { userId: account.id, loggedInAt: meta.now, ipAddress: meta.ipAddress, userAgent: meta.userAgent });
  return { kind: "session", session: await startSession(db, account.id, meta, { isPersistent, isOperator: account.isAdmin }) };
}

export type LoginOutcome = { kind: "session"; session: Awaited<ReturnType<typeof startSession>> } | { kind: "second_factor"; loginTicket: string };

/**
 * The second step of a 二段階認証 login (decision 033): the signed ticket from the first step, and a
 * code. The account is read again — it may have been suspended in the minutes between — and the
 * session starts as one that has proven the second factor.
 */
export async function logInWithSecondFactor(db: Database, body: { loginTicket: string; code: string }, meta: RequestMeta, appSecrets: readonly string[]) {
  const ticket = readLoginTicket(appSecrets, body.loginTicket, meta.now);
  if (!ticket) throw new AppError("two_factor_login_expired");
  await proveSecondFactor(db, ticket.userId, body.code, { appSecrets, now: meta.now });
  const account = await findLoginCredentialsOfUser(db, ticket.userId);
  const security = { userId: ticket.userId };
  if (!account) throw new AppError("two_factor_login_expired", undefined, { security });
  if (account.suspendedAt) throw new AppError("account_suspended", undefined, { security });
  if (account.passwordResetRequiredAt) throw new AppError("password_reset_required", undefined, { security });
  await insertLoginEvent(db, { userId: account.id, loggedInAt: meta.now, ipAddress: meta.ipAddress, userAgent: meta.userAgent });
  return startSession(db, account.id, meta, { isPersistent: ticket.rememberMe, isOperator: account.isAdmin, hasSecondFactor: true });
}

const passwordAttemptLimitMessage = (wait: string) => `パスワードの入力回数が上限に達しました。${wait}ほど時間をおいてからもう一度お試しください。`;

/**
 * Changes the password, ends every other session of the user and queues the 「パスワードが変更されました」
 * notice. Attempts are counted per account before the current password is checked (issue 19), as
 * 退会 and the e-mail change count theirs: a stolen session cannot guess the password here.
 */
export async function changePassword(
  db: Database,
  session: ActiveSession,
  body: { currentPassword: string; newPassword: string },
  now: Date,
  siteOrigin: string,
): Promise<void> {
  await enforceRateLimit(db, RATE_LIMITS.passwordChangePerUser, String(session.userId), now, passwordAttemptLimitMessage);
  const account = await confirmPasswordOrThrow(await findPasswordOwner(db, session.userId), body.currentPassword, {
    path: "currentPassword",
    label: "現在のパスワード",
  });
  refuseUnsafeNewPassword(body.newPassword, { path: "newPassword", email: account.email });
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (tx) => {
    await updatePasswordHash(tx, session.userId, passwordHash, now);
    await deleteOtherSessions(tx, session.userId, session.idHash);
    await queuePasswordChangedNotice(tx, { email: account.email, now, siteOrigin });
  });
}

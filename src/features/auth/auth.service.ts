import type { Database } from "@/db/client";
import { AppError, isUniqueViolation } from "@/server/errors";
import { RATE_LIMITS, hitRateLimit, peekRateLimit, rateLimitedError, resetRateLimit, enforceRateLimit } from "@/server/rate-limit";

import { findCredentialsByEmail, findPasswordHash, insertAccount, updatePasswordHash } from "./auth.queries";
import type { LoginBody, SignUpBody } from "./auth.schemas";
import { getDummyPasswordHash, hashPassword, verifyPassword } from "./password";
import { createSession, deleteOtherSessions, deleteSession, type ActiveSession } from "./session.queries";

type RequestMeta = { now: Date; ipAddress: string; userAgent?: string; previousSessionIdHash?: string };

/** A new session for the user; any session the browser had before is ended (no fixation). */
async function startSession(db: Database, userId: number, meta: RequestMeta) {
  if (meta.previousSessionIdHash) await deleteSession(db, meta.previousSessionIdHash);
  return createSession(db, { userId, now: meta.now, userAgent: meta.userAgent, ipAddress: meta.ipAddress });
}

export async function signUp(db: Database, body: SignUpBody, meta: RequestMeta) {
  await enforceRateLimit(db, RATE_LIMITS.signupPerIp, meta.ipAddress, meta.now);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await insertAccount(db, body, passwordHash);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("email_taken");
    throw error;
  }
  return startSession(db, userId, meta);
}

/**
 * Wrong e-mail and wrong password give the same answer in about the same time. Failures are
 * throttled per IP and per (account, IP): an attacker elsewhere cannot lock the real user out.
 */
export async function logIn(db: Database, body: LoginBody, meta: RequestMeta) {
  await enforceRateLimit(db, RATE_LIMITS.loginPerIp, meta.ipAddress, meta.now);
  const failureKey = `${body.email}|${meta.ipAddress}`;
  const failureRule = RATE_LIMITS.loginFailuresPerAccountAndIp;
  if ((await peekRateLimit(db, failureRule, failureKey, meta.now)) >= failureRule.limit) {
    throw rateLimitedError(failureRule);
  }
  const account = await findCredentialsByEmail(db, body.email);
  const isValid = await verifyPassword(account?.passwordHash ?? (await getDummyPasswordHash()), body.password);
  if (!account || !isValid) {
    await hitRateLimit(db, failureRule, failureKey, meta.now);
    throw new AppError("invalid_credentials");
  }
  await resetRateLimit(db, failureRule, failureKey);
  return startSession(db, account.id, meta);
}

/** Changes the password and ends every other session of the user. */
export async function changePassword(
  db: Database,
  session: ActiveSession,
  body: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  const currentHash = await findPasswordHash(db, session.userId);
  if (!currentHash || !(await verifyPassword(currentHash, body.currentPassword))) {
    throw new AppError("validation_failed", "現在のパスワードが正しくありません。", {
      issues: [{ path: "currentPassword", message: "現在のパスワードが正しくありません" }],
    });
  }
  await updatePasswordHash(db, session.userId, await hashPassword(body.newPassword), now);
  await deleteOtherSessions(db, session.userId, session.idHash);
}

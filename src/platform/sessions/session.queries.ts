import { and, eq, ne, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { sessions } from "@/db/schema";

import { isSessionExpired, sessionAbsoluteTimeoutMs, shouldTouchSession } from "./session.policy";
import { generateRandomToken, hashSessionId } from "./tokens";

export type ActiveSession = {
  rawId: string;
  idHash: string;
  userId: number;
  /** When the password was last typed in this session (login, or the console's re-confirmation). */
  passwordConfirmedAt: Date | null;
  /** When this session proved the second factor (decision 033); null for a password-only login. */
  secondFactorAt: Date | null;
};

/** A session begins with a login or sign-up, so with the password just typed. */
export async function createSession(
  db: Database,
  input: { userId: number; now: Date; userAgent?: string; ipAddress?: string; isPersistent?: boolean; isOperator?: boolean; hasSecondFactor?: boolean },
): Promise<ActiveSession & { expiresAt: Date; isPersistent: boolean }> {
  const rawId = generateRandomToken();
  const idHash = hashSessionId(rawId);
  const isPersistent = input.isPersistent ?? true;
  const expiresAt = new Date(input.now.getTime() + sessionAbsoluteTimeoutMs(isPersistent, input.isOperator));
  await db.insert(sessions).values({
    idHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500),
    ipAddress: input.ipAddress,
    isPersistent,
    passwordConfirmedAt: input.now,
    secondFactorAt: input.hasSecondFactor ? input.now : null,
  });
  return { rawId, idHash, userId: input.userId, expiresAt, isPersistent, passwordConfirmedAt: input.now, secondFactorAt: input.hasSecondFactor ? input.now : null };
}

/** 二段階認証 was just turned on in this session: its owner has proven the code (decision 033). */
export async function markSecondFactorProven(db: Database, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.idHash, idHash));
}

/** The console's 「パスワードの再確認」 succeeded: the session may change things for another 15 minutes. */
export async function markPasswordConfirmed(db: Database, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ passwordConfirmedAt: now }).where(eq(sessions.idHash, idHash));
}

/**
 * Applies the lifetime rules to a session row just read (by the actor resolver, which reads it with
 * its user in one statement): an expired row is deleted and reads as gone (false); a live one has
 * last_seen_at moved forward at most hourly, so reading pages counts as activity.
 */
export async function keepSessionAlive(db: Database, idHash: string, times: { lastSeenAt: Date; expiresAt: Date; isPersistent?: boolean }, now: Date): Promise<boolean> {
  if (isSessionExpired(times, now)) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return false;
  }
  if (shouldTouchSession(times, now)) {
    // One statement: the session's last_seen_at, and a pro's 「最終ログイン」 (pro search sorts and filters by it).
    await db.execute(sql`
      with touched as (update sessions set last_seen_at = ${now} where id_hash = ${idHash} returning user_id)
      update pro_profiles p set last_active_at = ${now} from touched where p.user_id = touched.user_id`);
  }
  return true;
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except one (after a password change). */
export async function deleteOtherSessions(db: Database, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

/** Ends every session of a user (after a password reset: whoever held a session may be the attacker). */
export async function deleteAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The channel on which a deleted session's user id is announced (migration 0014's trigger): streams end with their session. */
export const SESSIONS_ENDED_CHANNEL = "kakehashi_sessions";

export async function sessionExists(db: Database, idHash: string): Promise<boolean> {
  const [row] = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
  return row !== undefined;
}

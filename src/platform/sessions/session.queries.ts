import { and, eq, ne } from "drizzle-orm";

import type { Database } from "@/db/client";
import { sessions } from "@/db/schema";

import { SESSION_ABSOLUTE_TIMEOUT_MS, isSessionExpired, shouldTouchSession } from "./session.policy";
import { generateRandomToken, hashSessionId, isWellFormedToken } from "./tokens";

export type ActiveSession = { rawId: string; idHash: string; userId: number };

export async function createSession(
  db: Database,
  input: { userId: number; now: Date; userAgent?: string; ipAddress?: string },
): Promise<ActiveSession & { expiresAt: Date }> {
  const rawId = generateRandomToken();
  const idHash = hashSessionId(rawId);
  const expiresAt = new Date(input.now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    idHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500),
    ipAddress: input.ipAddress,
  });
  return { rawId, idHash, userId: input.userId, expiresAt };
}

/** The live session for a cookie value, or null (unknown, malformed or expired; expired rows are removed). */
export async function findActiveSession(
  db: Database,
  rawId: string | undefined,
  now: Date,
  options: { touch: boolean } = { touch: true },
): Promise<ActiveSession | null> {
  if (!isWellFormedToken(rawId)) return null;
  const idHash = hashSessionId(rawId);
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  if (isSessionExpired(row, now)) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (options.touch && shouldTouchSession(row, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { rawId, idHash, userId: row.userId };
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except one (after a password change). */
export async function deleteOtherSessions(db: Database, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

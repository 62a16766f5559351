import { and, desc, eq, inArray, ne } from "drizzle-orm";

import type { Database } from "@/db/client";
import { sessions } from "@/db/schema";

/** Every session row of one user (expired ones too: the service applies the lifetime rules). */
export async function findSessionsOfUser(db: Database, userId: number) {
  return db
    .select({
      idHash: sessions.idHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes sessions by hash, only among the user's own. */
export async function deleteSessionsOfUser(db: Database, userId: number, idHashes: string[]): Promise<number> {
  if (idHashes.length === 0) return 0;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), inArray(sessions.idHash, idHashes)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

export async function deleteSessionsOfUserExcept(db: Database, userId: number, keepIdHash: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

import { and, eq, isNull, ne, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { accountTokens, users } from "@/db/schema";

/** What the verification and change flows need of an account that is still active. */
export async function findActiveAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
      lastName: users.lastName,
      firstName: users.firstName,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return row;
}

/**
 * Marks the address verified, only while it is still the account's address (a link sent before an
 * e-mail change proves nothing about the new one). The first verification's time is kept.
 */
export async function markEmailVerified(db: Database, userId: number, email: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function isEmailUsedByAnotherAccount(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** The new address, proven by the link that was sent to it. */
export async function updateAccountEmail(db: Database, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** Links still out for the account (a password reset sent to the old address) stop working. */
export async function retireOpenAccountTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

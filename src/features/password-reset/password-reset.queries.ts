import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { users } from "@/db/schema";

const IS_ACTIVE = and(isNull(users.deactivatedAt), isNull(users.erasedAt));

/** An account that may reset its password: not deactivated (退会) and not erased. */
export async function findActiveAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), IS_ACTIVE))
    .limit(1);
  return row;
}

export async function findActiveAccountById(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), IS_ACTIVE))
    .limit(1);
  return row;
}

/**
 * The new password from a reset link. The link reached the address, so the address is verified
 * too (if it was not yet); a reset an operator required (issue 18) is done.
 */
export async function setResetPassword(db: Database, userId: number, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      passwordResetRequiredAt: null,
      updatedAt: now,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, sessions, users } from "@/db/schema";

export async function findWithdrawingUser(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, lastName: users.lastName, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/**
 * Corporations where the user is the only owner while someone else is still a member: leaving would
 * leave colleagues with a corporation nobody may manage (decision 017). A corporation where the user
 * is alone is no obstacle.
 */
export async function findCorporationsOnlyOwnedBy(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: corporations.name })
    .from(corporationMemberships)
    .innerJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
    .where(
      and(
        eq(corporationMemberships.userId, userId),
        eq(corporationMemberships.role, "owner"),
        sql`not exists (select 1 from corporation_memberships o where o.corporation_id = ${corporationMemberships.corporationId} and o.user_id <> ${userId} and o.role = 'owner')`,
        sql`exists (select 1 from corporation_memberships m where m.corporation_id = ${corporationMemberships.corporationId} and m.user_id <> ${userId})`,
      ),
    );
  return rows.map((row) => row.name);
}

/** Marks the account 退会 (only once: false when it already was) and ends every session of it. */
export async function deactivateUser(db: Database, userId: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ deactivatedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return updated.length > 0;
}

/** Whether an address belongs to an account waiting for its erasure (sign-up is refused until then). */
export async function isAddressOfDeactivatedUser(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.deactivatedAt)))
    .limit(1);
  return row !== undefined;
}

import { and, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, users, type MembershipRole, type Plan } from "@/db/schema";

/**
 * Makes the corporation current for an orderer who is a member of it, in one statement: the
 * membership is checked (and key-share locked) inside the UPDATE, so a membership deleted at the
 * same moment cannot slip through. updated_at only moves when the value really changes.
 * Answers the member's role there and the corporation's plan, or null when nothing qualified (no such membership, or not an orderer).
 */
export async function updateCurrentCorporationIfMember(
  db: Database,
  userId: number,
  corporationId: number,
  now: Date,
): Promise<{ role: MembershipRole; plan: Plan } | null> {
  const updated = await db
    .update(users)
    .set({
      currentCorporationId: corporationId,
      updatedAt: sql`case when ${users.currentCorporationId} is distinct from ${corporationId}::int
        then ${now.toISOString()}::timestamptz else ${users.updatedAt} end`,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.isOrderer, true),
        sql`exists (
          select 1 from ${corporationMemberships}
          where ${corporationMemberships.userId} = ${userId} and ${corporationMemberships.corporationId} = ${corporationId}
          for key share
        )`,
      ),
    )
    .returning({
      role: sql<MembershipRole>`(select ${corporationMemberships.role} from ${corporationMemberships}
        where ${corporationMemberships.userId} = ${userId} and ${corporationMemberships.corporationId} = ${corporationId})`,
      // The plan is the corporation's (decision 030): switching brings its rules.
      plan: sql<Plan>`(select ${corporations.plan} from ${corporations} where ${corporations.id} = ${corporationId})`,
    });
  return updated[0] ?? null;
}

export async function corporationExists(db: Database, corporationId: number): Promise<boolean> {
  const [row] = await db.select({ id: corporations.id }).from(corporations).where(eq(corporations.id, corporationId)).limit(1);
  return row !== undefined;
}

import { and, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, users } from "@/db/schema";

import type { Actor } from "./actor";

/**
 * The actor for a signed-in user id in one statement: the user's roles and plan, and their current
 * corporation joined to the membership that makes it theirs (no membership, no corporation).
 */
export async function findActor(db: Database, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select({
      userId: users.id,
      isPro: users.isPro,
      isOrderer: users.isOrderer,
      isAdmin: users.isAdmin,
      plan: users.plan,
      corporationId: corporationMemberships.corporationId,
      role: corporationMemberships.role,
    })
    .from(users)
    .leftJoin(corporationMemberships, and(eq(corporationMemberships.userId, users.id), eq(corporationMemberships.corporationId, users.currentCorporationId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { corporationId, role, ...flags } = row;
  return { ...flags, corporation: row.isOrderer && corporationId !== null && role !== null ? { corporationId, role } : null };
}

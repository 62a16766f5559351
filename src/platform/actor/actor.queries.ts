import { and, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, sessions, users, type MembershipRole } from "@/db/schema";

import type { Actor } from "./actor";

const ACTOR_COLUMNS = {
  userId: users.id,
  isPro: users.isPro,
  isOrderer: users.isOrderer,
  isAdmin: users.isAdmin,
  plan: users.plan,
  corporationId: corporationMemberships.corporationId,
  role: corporationMemberships.role,
};

/** The membership that makes the stored current corporation the user's own (none: no corporation). */
const CURRENT_MEMBERSHIP = and(eq(corporationMemberships.userId, users.id), eq(corporationMemberships.corporationId, users.currentCorporationId));

type ActorRow = { userId: number; isPro: boolean; isOrderer: boolean; isAdmin: boolean; plan: Actor["plan"]; corporationId: number | null; role: MembershipRole | null };

function actorOf({ userId, isPro, isOrderer, isAdmin, plan, corporationId, role }: ActorRow): Actor {
  const corporation = isOrderer && corporationId !== null && role !== null ? { corporationId, role } : null;
  return { userId, isPro, isOrderer, isAdmin, plan, corporation };
}

/**
 * The actor for a signed-in user id in one statement: the user's roles and plan, and their current
 * corporation joined to the membership that makes it theirs (no membership, no corporation).
 */
export async function findActor(db: Database, userId: number): Promise<Actor | null> {
  const [row] = await db.select(ACTOR_COLUMNS).from(users).leftJoin(corporationMemberships, CURRENT_MEMBERSHIP).where(eq(users.id, userId)).limit(1);
  return row ? actorOf(row) : null;
}

/**
 * A session row with its user's actor, in one statement: the request's only read before its
 * handler runs. Undefined when there is no such session (or its user is gone: the join drops it).
 */
export async function findSessionWithActor(db: Database, idHash: string) {
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, ...ACTOR_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(corporationMemberships, CURRENT_MEMBERSHIP)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row ? { times: { lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt }, actor: actorOf(row) } : undefined;
}

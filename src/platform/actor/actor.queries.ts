import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, sessions, users, type MembershipRole, type Plan } from "@/db/schema";

import type { Actor } from "./actor";

const ACTOR_COLUMNS = {
  userId: users.id,
  isPro: users.isPro,
  isOrderer: users.isOrderer,
  isAdmin: users.isAdmin,
  // The plan is the current corporation's contract (decision 030); without one, the free plan's rules.
  plan: sql<Plan>`coalesce(${corporations.plan}, 'free')`,
  isEmailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  corporationId: corporationMemberships.corporationId,
  role: corporationMemberships.role,
};

/** The membership that makes the stored current corporation the user's own (none: no corporation). */
const CURRENT_MEMBERSHIP = and(eq(corporationMemberships.userId, users.id), eq(corporationMemberships.corporationId, users.currentCorporationId));

type ActorRow = Omit<Actor, "corporation"> & { corporationId: number | null; role: MembershipRole | null };

function actorOf({ corporationId, role, ...user }: ActorRow): Actor {
  const corporation = user.isOrderer && corporationId !== null && role !== null ? { corporationId, role } : null;
  return { ...user, corporation };
}

/** A deactivated (退会) or suspended (利用停止) account is nobody: its sessions resolve to a visitor. */
const IS_ACTIVE = and(isNull(users.deactivatedAt), isNull(users.suspendedAt));

/**
 * The actor for a signed-in user id in one statement: the user's roles and plan, and their current
 * corporation joined to the membership that makes it theirs (no membership, no corporation).
 */
export async function findActor(db: Database, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select(ACTOR_COLUMNS)
    .from(users)
    .leftJoin(corporationMemberships, CURRENT_MEMBERSHIP)
    .leftJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
    .where(and(eq(users.id, userId), IS_ACTIVE))
    .limit(1);
  return row ? actorOf(row) : null;
}

/**
 * A session row with its user's actor, in one statement: the request's only read before its
 * handler runs. Undefined when there is no such session (or its user is gone: the join drops it).
 */
export async function findSessionWithActor(db: Database, idHash: string) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isPersistent: sessions.isPersistent,
      passwordConfirmedAt: sessions.passwordConfirmedAt,
      secondFactorAt: sessions.secondFactorAt,
      ...ACTOR_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(corporationMemberships, CURRENT_MEMBERSHIP)
    .leftJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
    .where(and(eq(sessions.idHash, idHash), IS_ACTIVE))
    .limit(1);
  if (!row) return undefined;
  const { lastSeenAt, expiresAt, isPersistent, passwordConfirmedAt, secondFactorAt, ...actorRow } = row;
  return { times: { lastSeenAt, expiresAt, isPersistent }, passwordConfirmedAt, secondFactorAt, actor: actorOf(actorRow) };
}

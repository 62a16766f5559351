import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Database } from "@/db/client";
import { corporationInvitations, corporationMemberships, corporations, users, type MembershipRole } from "@/db/schema";

export type MemberRow = {
  userId: number;
  lastName: string;
  firstName: string;
  email: string;
  profileImageUrl: string | null;
  role: MembershipRole;
  joinedAt: Date;
};

const ROLE_ORDER = sql`case ${corporationMemberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** The corporation's members: owners, admins, members; oldest first within a role. */
export function findMembers(db: Database, corporationId: number): Promise<MemberRow[]> {
  return db
    .select({
      userId: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      role: corporationMemberships.role,
      joinedAt: corporationMemberships.createdAt,
    })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(eq(corporationMemberships.corporationId, corporationId))
    .orderBy(ROLE_ORDER, asc(corporationMemberships.createdAt), asc(users.id));
}

/**
 * The corporation's owner memberships, locked: every change that could leave it without an owner
 * takes this lock first, so two owners demoting each other at once take turns and the second sees one owner.
 */
export async function lockOwners(db: Database, corporationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: corporationMemberships.userId })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.role, "owner")))
    .for("update");
  return rows.map((row) => row.userId);
}

/** One member's role in the corporation, locked; undefined when they are not its member (another corporation's included). */
export async function findMembershipForUpdate(db: Database, corporationId: number, userId: number): Promise<MembershipRole | undefined> {
  const [row] = await db
    .select({ role: corporationMemberships.role })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)))
    .for("update");
  return row?.role;
}

export async function updateMemberRole(db: Database, corporationId: number, userId: number, role: MembershipRole): Promise<void> {
  await db
    .update(corporationMemberships)
    .set({ role })
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)));
}

/**
 * Removes a membership. A user whose current corporation it was moves to their oldest other
 * corporation, or to none (the next orderer page asks them to choose or says they have none).
 */
export async function deleteMembership(db: Database, corporationId: number, userId: number, now: Date): Promise<void> {
  await db.delete(corporationMemberships).where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)));
  await db
    .update(users)
    .set({
      currentCorporationId: sql`(select m.corporation_id from corporation_memberships m where m.user_id = ${userId} order by m.created_at, m.corporation_id limit 1)`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.currentCorporationId, corporationId)));
}

export async function isMemberByEmail(db: Database, corporationId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: corporationMemberships.userId })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

const inviter = alias(users, "inviter");

const pendingAt = (now: Date) => and(isNull(corporationInvitations.acceptedAt), isNull(corporationInvitations.revokedAt), gt(corporationInvitations.expiresAt, now));

export type InvitationRow = {
  id: number;
  corporationId: number;
  email: string;
  role: MembershipRole;
  createdAt: Date;
  expiresAt: Date;
  invitedByLastName: string | null;
  invitedByFirstName: string | null;
};

const INVITATION_COLUMNS = {
  id: corporationInvitations.id,
  corporationId: corporationInvitations.corporationId,
  email: corporationInvitations.email,
  role: corporationInvitations.role,
  createdAt: corporationInvitations.createdAt,
  expiresAt: corporationInvitations.expiresAt,
  invitedByLastName: inviter.lastName,
  invitedByFirstName: inviter.firstName,
};

/** Invitations still waiting for their invitee, newest first. */
export function findPendingInvitations(db: Database, corporationId: number, now: Date): Promise<InvitationRow[]> {
  return db
    .select(INVITATION_COLUMNS)
    .from(corporationInvitations)
    .leftJoin(inviter, eq(inviter.id, corporationInvitations.invitedByUserId))
    .where(and(eq(corporationInvitations.corporationId, corporationId), pendingAt(now)))
    .orderBy(desc(corporationInvitations.createdAt), desc(corporationInvitations.id));
}

/** A new invitation; a pending one to the same address stops working (only the newest mail's link does). */
export async function replaceInvitation(
  db: Database,
  input: { corporationId: number; email: string; role: "admin" | "member"; invitedByUserId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<number> {
  const { corporationId, email, now } = input;
  await db
    .update(corporationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(corporationInvitations.corporationId, corporationId),
        eq(corporationInvitations.email, email),
        isNull(corporationInvitations.acceptedAt),
        isNull(corporationInvitations.revokedAt),
      ),
    );
  const [row] = await db
    .insert(corporationInvitations)
    .values({ corporationId, email, role: input.role, invitedByUserId: input.invitedByUserId, tokenHash: input.tokenHash, createdAt: now, expiresAt: input.expiresAt })
    .returning({ id: corporationInvitations.id });
  return row!.id;
}

/** Revokes one of the corporation's pending invitations; false when there is none such (another corporation's included). */
export async function revokeInvitation(db: Database, corporationId: number, invitationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(corporationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(corporationInvitations.id, invitationId),
        eq(corporationInvitations.corporationId, corporationId),
        isNull(corporationInvitations.acceptedAt),
        isNull(corporationInvitations.revokedAt),
      ),
    )
    .returning({ id: corporationInvitations.id });
  return rows.length > 0;
}

export type InvitationByToken = InvitationRow & { corporationName: string; acceptedAt: Date | null; revokedAt: Date | null };

/** The invitation a link's token names, whatever its state (the page says which state it is in). */
export async function findInvitationByTokenHash(db: Database, tokenHash: string): Promise<InvitationByToken | undefined> {
  const [row] = await db
    .select({ ...INVITATION_COLUMNS, corporationName: corporations.name, acceptedAt: corporationInvitations.acceptedAt, revokedAt: corporationInvitations.revokedAt })
    .from(corporationInvitations)
    .innerJoin(corporations, eq(corporations.id, corporationInvitations.corporationId))
    .leftJoin(inviter, eq(inviter.id, corporationInvitations.invitedByUserId))
    .where(eq(corporationInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Uses an invitation once: one statement marks it accepted only while it is pending, so two clicks cannot both join. */
export async function markInvitationAccepted(db: Database, invitationId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(corporationInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(corporationInvitations.id, invitationId), pendingAt(now)))
    .returning({ id: corporationInvitations.id });
  return rows.length > 0;
}

/**
 * The invitee joins (keeping a role they already had), becomes an orderer and works in the corporation
 * from now on. The link reached their address, so the address counts as verified, as a verification link's would.
 */
export async function joinCorporation(db: Database, input: { userId: number; corporationId: number; role: MembershipRole; now: Date }): Promise<MembershipRole> {
  const { userId, corporationId, role, now } = input;
  await db.insert(corporationMemberships).values({ userId, corporationId, role, createdAt: now }).onConflictDoNothing();
  await db
    .update(users)
    .set({
      isOrderer: true,
      currentCorporationId: corporationId,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  const [row] = await db
    .select({ role: corporationMemberships.role })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)));
  return row!.role;
}

/** An active account's address and name (the inviter's, the invitee's). */
export async function findUserName(db: Database, userId: number): Promise<{ email: string; lastName: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, lastName: users.lastName, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return row;
}

/** The corporation's active members (not 退会), oldest membership first: who is told of its events, and who may look after an applicant. */
export function findActiveMembers(db: Database, corporationId: number): Promise<{ userId: number; name: string }[]> {
  return db
    .select({ userId: users.id, name: sql<string>`${users.lastName} || ' ' || ${users.firstName}` })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(and(eq(corporationMemberships.corporationId, corporationId), isNull(users.deactivatedAt)))
    .orderBy(asc(corporationMemberships.createdAt), asc(users.id));
}

export async function isMember(db: Database, corporationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: corporationMemberships.userId })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)));
  return row !== undefined;
}

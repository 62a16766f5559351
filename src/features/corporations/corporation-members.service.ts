import type { Database } from "@/db/client";
import type { MembershipRole } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { CorporationSeat } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { queueMail } from "@/platform/mail/outbox";
import { enforceRateLimit, RATE_LIMITS } from "@/platform/rate-limit";
import { generateRandomToken, hashSessionId } from "@/platform/sessions/tokens";

import { canManageCorporation, CORPORATION_NOT_FOUND_MESSAGE, managerOrThrow } from "./corporation-access";
import { buildInvitationMail } from "./corporation-invitation-mail";
import type { CorporationMembers, InvitationBody, PendingInvitation } from "./corporation-members.schemas";
import {
  deleteMembership,
  findActiveMembers,
  findMembers,
  findMembershipForUpdate,
  findPendingInvitations,
  findUserName,
  isMember,
  isMemberByEmail,
  lockOwners,
  replaceInvitation,
  revokeInvitation,
  updateMemberRole,
  type InvitationRow,
} from "./corporation-members.queries";
import { findCorporation } from "./corporation-profile.queries";

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_ACCEPT_PATH = "/corporation_invitations/accept";
export const MEMBER_NOT_FOUND_MESSAGE = "このメンバーは見つかりませんでした。";
export const INVITATION_NOT_FOUND_MESSAGE = "この招待は見つかりませんでした。";
export const LAST_OWNER_MESSAGE = "オーナーが1人だけのため、この操作はできません。先にほかのメンバーをオーナーにしてから、もう一度お試しください。";
const OWNERS_ONLY_MESSAGE = "オーナーの権限を変更できるのはオーナーのみです。";
const ALREADY_MEMBER_MESSAGE = "このメールアドレスの方はすでにメンバーです。";
const inviteLimitMessage = (wait: string) => `招待の回数が上限に達しました。${wait}ほど時間をおいてから、もう一度お試しください。`;

const nameOf = (last: string | null, first: string | null) => (last === null ? null : `${last} ${first ?? ""}`.trim());

export function invitationView(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role === "admin" ? "admin" : "member",
    invitedByName: nameOf(row.invitedByLastName, row.invitedByFirstName),
    createdAt: toJstIsoDateTime(row.createdAt),
    expiresAt: toJstIsoDateTime(row.expiresAt),
  };
}

/** The current corporation's members and, for owners and admins, its pending invitations. */
export async function listCorporationMembers(db: Database, seat: CorporationSeat & { userId: number }, now: Date): Promise<CorporationMembers> {
  const corporation = await findCorporation(db, seat.corporationId);
  if (!corporation) throw new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE);
  const canManage = canManageCorporation(seat.role);
  const [members, invitations] = await Promise.all([findMembers(db, seat.corporationId), canManage ? findPendingInvitations(db, seat.corporationId, now) : []]);
  return {
    corporationId: corporation.id,
    corporationName: corporation.name,
    yourRole: seat.role,
    canManage,
    members: members.map((m) => ({
      userId: m.userId,
      name: `${m.lastName} ${m.firstName}`,
      email: m.email,
      profileImageUrl: m.profileImageUrl,
      role: m.role,
      joinedAt: toJstIsoDateTime(m.joinedAt),
      isYou: m.userId === seat.userId,
    })),
    invitations: invitations.map(invitationView),
  };
}

/** Whether the change leaves the corporation without an owner (owners are locked first: lockOwners). */
async function wouldLeaveNoOwner(tx: Database, corporationId: number, userId: number, currentRole: MembershipRole): Promise<boolean> {
  if (currentRole !== "owner") return false;
  const owners = await lockOwners(tx, corporationId);
  return owners.length <= 1 && owners.includes(userId);
}

/**
 * Changes a member's role (owner and admin). Only an owner makes or unmakes owners; the last owner
 * can never be demoted. Another corporation's user is not a member here: 404.
 */
export async function changeMemberRole(db: Database, seat: CorporationSeat, userId: number, role: MembershipRole): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockOwners(tx, seat.corporationId);
    const current = await findMembershipForUpdate(tx, seat.corporationId, userId);
    if (!current) throw new AppError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    managerOrThrow(seat);
    if ((current === "owner" || role === "owner") && seat.role !== "owner") throw new AppError("forbidden", OWNERS_ONLY_MESSAGE);
    if (current === role) return;
    if (await wouldLeaveNoOwner(tx, seat.corporationId, userId, current)) throw new AppError("conflict", LAST_OWNER_MESSAGE);
    await updateMemberRole(tx, seat.corporationId, userId, role);
  });
}

/**
 * Removes a member (owner and admin; only an owner removes an owner), or lets anyone leave when the
 * user is themselves. The last owner can neither leave nor be removed. The removed user's current
 * corporation moves to another of theirs, or to none.
 */
export async function removeMember(db: Database, seat: CorporationSeat & { userId: number }, userId: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockOwners(tx, seat.corporationId);
    const current = await findMembershipForUpdate(tx, seat.corporationId, userId);
    if (!current) throw new AppError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    const isLeaving = userId === seat.userId;
    if (!isLeaving) managerOrThrow(seat);
    if (!isLeaving && current === "owner" && seat.role !== "owner") throw new AppError("forbidden", OWNERS_ONLY_MESSAGE);
    if (await wouldLeaveNoOwner(tx, seat.corporationId, userId, current)) throw new AppError("conflict", LAST_OWNER_MESSAGE);
    await deleteMembership(tx, seat.corporationId, userId, now);
  });
}

type InviteDeps = { db: Database; siteOrigin: string; now: Date };

/**
 * Invites an address by mail (owner and admin, verified address). Only the SHA-256 of the link's 256
 * random bits is stored; a pending invitation to the same address is replaced. The mail is queued in
 * the same transaction, so there is never an invitation without its mail or a mail without its row.
 */
export async function inviteMember(deps: InviteDeps, seat: CorporationSeat & { userId: number }, body: InvitationBody): Promise<PendingInvitation> {
  managerOrThrow(seat);
  const { db, now } = deps;
  await enforceRateLimit(db, RATE_LIMITS.invitationsPerUser, String(seat.userId), now, inviteLimitMessage);
  await enforceRateLimit(db, RATE_LIMITS.invitationsPerAddress, body.email, now, inviteLimitMessage);
  return inTransaction(db, async (tx) => {
    const [corporation, inviter] = await Promise.all([findCorporation(tx, seat.corporationId), findUserName(tx, seat.userId)]);
    if (!corporation || !inviter) throw new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE);
    if (await isMemberByEmail(tx, seat.corporationId, body.email)) {
      throw new AppError("conflict", ALREADY_MEMBER_MESSAGE, { issues: [{ path: "email", message: ALREADY_MEMBER_MESSAGE }] });
    }
    const token = generateRandomToken();
    const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
    const id = await replaceInvitation(tx, {
      corporationId: seat.corporationId,
      email: body.email,
      role: body.role,
      invitedByUserId: seat.userId,
      tokenHash: hashSessionId(token),
      now,
      expiresAt,
    });
    const mail = await buildInvitationMail({
      siteOrigin: deps.siteOrigin,
      corporationName: corporation.name,
      inviterName: `${inviter.lastName} ${inviter.firstName}`,
      role: body.role,
      acceptUrl: `${deps.siteOrigin}${INVITATION_ACCEPT_PATH}?token=${encodeURIComponent(token)}`,
      expiresAt,
    });
    await queueMail(tx, { to: body.email, mail, now });
    return invitationView({
      id,
      corporationId: seat.corporationId,
      email: body.email,
      role: body.role,
      createdAt: now,
      expiresAt,
      invitedByLastName: inviter.lastName,
      invitedByFirstName: inviter.firstName,
    });
  });
}

/** Revokes a pending invitation of the current corporation (owner and admin); another corporation's is 404. */
export async function revokeCorporationInvitation(db: Database, seat: CorporationSeat, invitationId: number, now: Date): Promise<void> {
  // A member learns nothing about other corporations' invitations: theirs is 404 before the role's 403.
  if (!canManageCorporation(seat.role)) {
    const pending = await findPendingInvitations(db, seat.corporationId, now);
    if (!pending.some((invitation) => invitation.id === invitationId)) throw new AppError("not_found", INVITATION_NOT_FOUND_MESSAGE);
    managerOrThrow(seat);
  }
  if (!(await revokeInvitation(db, seat.corporationId, invitationId, now))) throw new AppError("not_found", INVITATION_NOT_FOUND_MESSAGE);
}

/** Whether the user belongs to the corporation (any role): for other features' rules (a pro may not apply to their own; an assignee must be a member). */
export function isCorporationMember(db: Database, corporationId: number, userId: number): Promise<boolean> {
  return isMember(db, corporationId, userId);
}

/** The corporation's active members with their names, oldest membership first. */
export function activeMembersOf(db: Database, corporationId: number): Promise<{ userId: number; name: string }[]> {
  return findActiveMembers(db, corporationId);
}

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { hashSessionId, isWellFormedToken } from "@/platform/sessions/tokens";

import type { InvitationAccepted, InvitationPreview } from "./corporation-members.schemas";
import { findInvitationByTokenHash, findUserName, joinCorporation, markInvitationAccepted, type InvitationByToken } from "./corporation-members.queries";
import { invitationView, INVITATION_NOT_FOUND_MESSAGE } from "./corporation-members.service";

/** Why a link no longer works; the page and the API say each in its own words. */
export type InvitationState = "pending" | "expired" | "used" | "revoked";

export const INVITATION_STATE_MESSAGES: Record<Exclude<InvitationState, "pending">, string> = {
  expired: "この招待の有効期限（7日間）が切れています。招待した方に、もう一度招待を送ってもらってください。",
  used: "この招待はすでに使われています。参加済みの場合は、ログインして企業アカウントを切り替えてください。",
  revoked: "この招待は取り消されました。必要な場合は、招待した方にお問い合わせください。",
};

export const WRONG_ADDRESS_MESSAGE = (email: string) => `この招待は ${email} 宛てです。招待されたメールアドレスのアカウントでログインしてから、もう一度お試しください。`;

function stateOf(row: InvitationByToken, now: Date): InvitationState {
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

async function findByToken(db: Database, rawToken: string): Promise<InvitationByToken | undefined> {
  return isWellFormedToken(rawToken) ? findInvitationByTokenHash(db, hashSessionId(rawToken)) : undefined;
}

/** What the link's page shows: the invitation and its state; null for a token that names none. */
export async function previewInvitation(db: Database, rawToken: string, now: Date): Promise<{ state: InvitationState; invitation: InvitationPreview } | null> {
  const row = await findByToken(db, rawToken);
  if (!row) return null;
  const view = invitationView(row);
  return {
    state: stateOf(row, now),
    invitation: {
      corporationId: row.corporationId,
      corporationName: row.corporationName,
      invitedByName: view.invitedByName,
      email: row.email,
      role: view.role,
      expiresAt: view.expiresAt,
    },
  };
}

/**
 * Uses the invitation inside the caller's transaction for the account `userId` whose address is
 * `email`: the address must be the invited one (the link went to it). Single use: the invitation is
 * marked, the user joins with the invited role, becomes an orderer if they were not, and works in the
 * corporation from now on. Unknown token 404; expired, used or revoked 410; another address 403.
 */
export async function redeemInvitation(tx: Database, account: { userId: number; email: string }, rawToken: string, now: Date): Promise<InvitationAccepted> {
  const row = await findByToken(tx, rawToken);
  if (!row) throw new AppError("not_found", INVITATION_NOT_FOUND_MESSAGE);
  const state = stateOf(row, now);
  if (state !== "pending") throw new AppError("account_link_invalid", INVITATION_STATE_MESSAGES[state]);
  if (account.email !== row.email) throw new AppError("forbidden", WRONG_ADDRESS_MESSAGE(row.email));
  // Two clicks at once: only one statement finds it still pending.
  if (!(await markInvitationAccepted(tx, row.id, account.userId, now))) throw new AppError("account_link_invalid", INVITATION_STATE_MESSAGES.used);
  const role = await joinCorporation(tx, { userId: account.userId, corporationId: row.corporationId, role: row.role, now });
  return { corporationId: row.corporationId, corporationName: row.corporationName, role };
}

/** The accept button (POST /api/v2/corporation_invitations/accept): the signed-in user uses the invitation, in one transaction. */
export async function acceptInvitation(db: Database, actor: Actor, rawToken: string, now: Date): Promise<InvitationAccepted> {
  return inTransaction(db, async (tx) => {
    const account = await findUserName(tx, actor.userId);
    if (!account) throw new AppError("unauthenticated");
    return redeemInvitation(tx, { userId: actor.userId, email: account.email }, rawToken, now);
  });
}

/** Whether the signed-in user's address is the invited one (the page offers the button only then). */
export async function isInvitationFor(db: Database, actor: Actor, invitation: InvitationPreview): Promise<boolean> {
  return (await findUserName(db, actor.userId))?.email === invitation.email;
}

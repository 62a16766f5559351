import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, loginEvents, proProfiles, users } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { queueSignUpVerificationMail } from "@/features/account-email/account-email.service";

import type { SignUpBody } from "./auth.schemas";

/** A deactivated (退会) account has no credentials: its login gets the wrong-credentials answer (decision 017). */
const LOGIN_CREDENTIALS = {
  id: users.id,
  passwordHash: users.passwordHash,
  isAdmin: users.isAdmin,
  suspendedAt: users.suspendedAt,
  passwordResetRequiredAt: users.passwordResetRequiredAt,
};

export async function findCredentialsByEmail(db: Database, email: string) {
  const [row] = await db
    .select(LOGIN_CREDENTIALS)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/** The same, by id: the second step of a 二段階認証 login reads the account again (it may have been suspended meanwhile). */
export async function findLoginCredentialsOfUser(db: Database, userId: number) {
  const [row] = await db
    .select(LOGIN_CREDENTIALS)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/** One line of the account's login history (kept a year: the history page and the data export). */
export async function insertLoginEvent(db: Database, input: { userId: number; loggedInAt: Date; ipAddress: string; userAgent?: string }) {
  await db.insert(loginEvents).values({ ...input, userAgent: input.userAgent?.slice(0, 500) });
  // A pro's 「最終ログイン」 (shown on the profile, sorted and filtered on in pro search); no row for others.
  await db.update(proProfiles).set({ lastActiveAt: input.loggedInAt }).where(eq(proProfiles.userId, input.userId));
}

/** A new password; or (`isRehash`) the same password hashed with today's parameters, which is no change to its owner. */
export async function updatePasswordHash(db: Database, userId: number, passwordHash: string, now: Date, options: { isRehash?: boolean } = {}) {
  await db
    .update(users)
    .set(options.isRehash ? { passwordHash } : { passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** What a new orderer works in: a corporation of their own, or the one whose invitation they used. */
export type NewOrdererSeat = { kind: "own"; companyName: string } | { kind: "invited"; join: (tx: Database, userId: number) => Promise<unknown> };

/**
 * Creates the user with everything their role needs, in one transaction: a pro gets an empty
 * profile; an orderer gets a corporation (free plan) that becomes their current one, or joins the
 * corporation that invited them. The welcome mail with the verification link is queued in the same
 * transaction (issue 12) — except for an invitee, whose address the invitation link already proved.
 */
export async function insertAccount(
  db: Database,
  body: SignUpBody,
  passwordHash: string,
  mail: { now: Date; siteOrigin: string },
  seat?: NewOrdererSeat,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        lastName: body.lastName,
        firstName: body.firstName,
        lastNameKana: body.lastNameKana,
        firstNameKana: body.firstNameKana,
        isPro: body.role === "pro",
        isOrderer: body.role === "orderer",
      })
      .returning({ id: users.id });
    const userId = user!.id;
    if (body.role === "pro") {
      await tx.insert(proProfiles).values({ userId });
    } else if (seat?.kind === "invited") {
      await seat.join(tx, userId);
      return userId;
    } else {
      const [corporation] = await tx.insert(corporations).values({ name: body.companyName! }).returning({ id: corporations.id });
      await tx.insert(corporationMemberships).values({ userId, corporationId: corporation!.id, role: "owner" });
      await tx.update(users).set({ currentCorporationId: corporation!.id }).where(eq(users.id, userId));
    }
    await queueSignUpVerificationMail(tx, { ...mail, userId, email: body.email, name: `${body.lastName} ${body.firstName}`, role: body.role });
    return userId;
  });
}

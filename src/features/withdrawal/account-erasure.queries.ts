import { and, eq, isNotNull, or, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import {
  accountTokens,
  contactInquiries,
  corporationMemberships,
  dataExports,
  emailOutbox,
  loginEvents,
  noticeMailOptOuts,
  projectLikes,
  proEmployerShields,
  proProfiles,
  sessions,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
  users,
} from "@/db/schema";

import { DEACTIVATED_USER_NAME } from "@/features/users/display-name.service";

/** The address an erased account is left with: unique, and undeliverable by definition (RFC 6761 .invalid). */
export const erasedAddressOf = (userId: number) => `erased-${userId}@invalid`;

/** Not an argon2 hash, so no password ever verifies against it. */
export const UNUSABLE_PASSWORD_HASH = "!erased";

export async function findDeactivatedUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt, erasedAt: users.erasedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/**
 * Erases the personal data of a deactivated account in one transaction (decision 017). Every step
 * writes an end state, so a second run changes nothing. The users row stays, under a placeholder
 * name: applications, chat rooms and messages point at its id and stay readable to the other side.
 */
export async function eraseAccount(tx: Database, user: { id: number; email: string }, now: Date): Promise<void> {
  const oldAddress = user.email;
  await tx
    .update(users)
    .set({
      lastName: DEACTIVATED_USER_NAME,
      firstName: "",
      lastNameKana: "",
      firstNameKana: "",
      email: erasedAddressOf(user.id),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      profileImageUrl: null,
      currentCorporationId: null,
      erasedAt: sql`coalesce(${users.erasedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  // Skills, work history and portfolio go with the profile (foreign keys cascade); shields name the user directly.
  await tx.delete(proProfiles).where(eq(proProfiles.userId, user.id));
  await tx.delete(proEmployerShields).where(eq(proEmployerShields.userId, user.id));
  await tx.delete(projectLikes).where(eq(projectLikes.userId, user.id));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
  await tx.delete(loginEvents).where(eq(loginEvents.userId, user.id));
  await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
  await tx.delete(noticeMailOptOuts).where(eq(noticeMailOptOuts.userId, user.id));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
  // The corporation itself stays: it is company data, and its projects and other members need it.
  await tx.delete(corporationMemberships).where(eq(corporationMemberships.userId, user.id));
  if (oldAddress !== erasedAddressOf(user.id)) {
    // Mail to the old address: pending mail must not go out, and sent mail is a copy of their data.
    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, oldAddress));
  }
  // Inquiries keep what was asked (for the record of how it was answered), not who asked.
  const ownInquiry =
    oldAddress === erasedAddressOf(user.id) ? eq(contactInquiries.userId, user.id) : or(eq(contactInquiries.userId, user.id), eq(contactInquiries.email, oldAddress));
  await tx.update(contactInquiries).set({ name: "", email: "", companyName: null }).where(ownInquiry);
}

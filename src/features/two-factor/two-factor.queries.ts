import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { sessions, twoFactorCredentials, twoFactorRecoveryCodes } from "@/db/schema";

export async function findTwoFactorCredential(db: Database, userId: number) {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)).limit(1);
  return row;
}

/** A new secret waiting for its first code; a previous unconfirmed one is replaced. Never touches an enabled one. */
export async function savePendingSecret(db: Database, userId: number, secretCiphertext: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(twoFactorCredentials)
    .values({ userId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: { secretCiphertext, createdAt: now }, setWhere: isNull(twoFactorCredentials.enabledAt) })
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

/**
 * Takes a 30-second step for the account, once: two requests with the same code (a replay, or a
 * double click) race on this one row and only one moves the step forward.
 */
export async function claimStep(db: Database, userId: number, step: number, enable?: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step, ...(enable ? { enabledAt: enable } : {}) })
    .where(and(eq(twoFactorCredentials.userId, userId), or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step))))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one recovery code, once (the update is the check). */
export async function spendRecoveryCode(db: Database, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Turning it off: the authenticator, its codes, and every session's proof of it go. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}

/** Every stored authenticator secret (a few per thousand members): only read to seal them again after a rotation. */
export async function listSealedSecrets(db: Database) {
  return db.select({ userId: twoFactorCredentials.userId, secretCiphertext: twoFactorCredentials.secretCiphertext }).from(twoFactorCredentials);
}

/** Replaces one sealed secret, only if it is still the one read. */
export async function replaceSealedSecret(db: Database, read: { userId: number; secretCiphertext: string }, secretCiphertext: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ secretCiphertext })
    .where(and(eq(twoFactorCredentials.userId, read.userId), eq(twoFactorCredentials.secretCiphertext, read.secretCiphertext)))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Database } from "@/db/client";
import { accountTokens, type AccountTokenPurpose } from "@/db/schema";

import { generateRandomToken, hashSessionId, isWellFormedToken } from "./sessions/tokens";

/** How long each kind of link works. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 30 * 60_000,
  change_email: 24 * 60 * 60_000,
};

/**
 * Makes a link token (256 random bits; only its SHA-256 is stored) for one account, purpose and
 * address. Earlier unused tokens of the same purpose stop working: only the newest mail's link does.
 * `lifetimeMs` overrides the purpose's lifetime (a reset the owner did not ask for may be read hours later).
 */
export async function issueAccountToken(
  db: Database,
  input: { userId: number; purpose: AccountTokenPurpose; email: string; now: Date; lifetimeMs?: number },
): Promise<string> {
  const { userId, purpose, email, now } = input;
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const rawToken = generateRandomToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashSessionId(rawToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + (input.lifetimeMs ?? ACCOUNT_TOKEN_LIFETIME_MS[purpose])),
  });
  return rawToken;
}

export type ConsumedToken = { userId: number; email: string };

/**
 * Uses a token once: one statement marks it used only if it is unused, unexpired and of this purpose,
 * so two clicks at once cannot both succeed. Anything else (unknown, reused, expired, another
 * purpose, malformed) answers null — the caller shows one message for all of them.
 */
export async function consumeAccountToken(db: Database, input: { rawToken: string; purpose: AccountTokenPurpose; now: Date }): Promise<ConsumedToken | null> {
  const { rawToken, purpose, now } = input;
  if (!isWellFormedToken(rawToken)) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, hashSessionId(rawToken)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Reads a token without using it (the page that asks for a new password shows the form only for a live link). */
export async function peekAccountToken(db: Database, input: { rawToken: string; purpose: AccountTokenPurpose; now: Date }): Promise<ConsumedToken | null> {
  const { rawToken, purpose, now } = input;
  if (!isWellFormedToken(rawToken)) return null;
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashSessionId(rawToken)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
  return row ?? null;
}

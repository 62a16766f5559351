import { randomBytes } from "node:crypto";

import { and, eq, inArray } from "drizzle-orm";

import { DEMO_PASSWORD } from "@/config/demo-accounts";
import { hashPassword, verifyPassword } from "@/lib/password-hash";

import type { Database } from "../../client";
import { sessions } from "../../schema/platform";
import { users } from "../../schema/users";

/**
 * Decision 005: a demo at a public origin has no operator that anyone can enter. Every operator whose
 * password is still the published one gets a random password nobody knows, and their sessions end.
 * Pros and orderers keep the published password: trying those is what a demo is for. Answers how
 * many operators were locked (0 once done: a locked password no longer matches).
 */
export async function lockPublishedOperatorPasswords(db: Database): Promise<number> {
  const operators = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.isAdmin, true));
  const published: number[] = [];
  for (const operator of operators) {
    if (await verifyPassword(operator.passwordHash, DEMO_PASSWORD)) published.push(operator.id);
  }
  if (published.length === 0) return 0;
  const unknowable = await hashPassword(randomBytes(32).toString("base64url"));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: unknowable })
      .where(and(inArray(users.id, published), eq(users.isAdmin, true)));
    await tx.delete(sessions).where(inArray(sessions.userId, published));
  });
  return published.length;
}

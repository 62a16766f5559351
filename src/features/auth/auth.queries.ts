import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, emailOutbox, proProfiles, users } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import type { SignUpBody } from "./auth.schemas";

/** A deactivated (退会) account has no credentials: its login gets the wrong-credentials answer (decision 017). */
export async function findCredentialsByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

export async function findCredentialsOfUser(db: Database, userId: number) {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Creates the user with everything their role needs, in one transaction: a pro gets an empty
 * profile; an orderer gets a corporation (free plan) that becomes their current one.
 */
export async function insertAccount(db: Database, body: SignUpBody, passwordHash: string): Promise<number> {
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
        plan: "free",
      })
      .returning({ id: users.id });
    const userId = user!.id;
    if (body.role === "pro") {
      await tx.insert(proProfiles).values({ userId });
    } else {
      const [corporation] = await tx.insert(corporations).values({ name: body.companyName! }).returning({ id: corporations.id });
      await tx.insert(corporationMemberships).values({ userId, corporationId: corporation!.id, role: "owner" });
      await tx.update(users).set({ currentCorporationId: corporation!.id }).where(eq(users.id, userId));
    }
    await tx.insert(emailOutbox).values({
      toAddress: body.email,
      subject: "【かけはし】会員登録が完了しました",
      bodyText: `${body.lastName} ${body.firstName} 様\n\nかけはしにご登録いただきありがとうございます。\n${
        body.role === "pro" ? "プロフィールを充実させると、企業からのスカウトや商談につながりやすくなります。" : "案件を掲載して、即戦力のプロと最短1日で商談できます。"
      }\n\nかけはし運営事務局`,
    });
    return userId;
  });
}

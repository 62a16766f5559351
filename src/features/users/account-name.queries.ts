import { eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { proProfiles, users } from "@/db/schema";

import type { AccountName, ChangeNameBody } from "./account-name.schemas";

export async function findAccountName(db: Database, userId: number, options: { lock?: boolean } = {}): Promise<AccountName | undefined> {
  const query = db
    .select({
      lastName: users.lastName,
      firstName: users.firstName,
      lastNameKana: users.lastNameKana,
      firstNameKana: users.firstNameKana,
      isRealNameVerified: sql<boolean>`coalesce(${proProfiles.isRealNameVerified}, false)`,
    })
    .from(users)
    .leftJoin(proProfiles, eq(proProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const [row] = options.lock ? await query.for("update", { of: users }) : await query;
  return row;
}

export async function updateAccountName(db: Database, userId: number, name: ChangeNameBody, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...name, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The 本人確認済 mark vouched for the old name, not the new one. */
export async function clearRealNameVerification(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(proProfiles).set({ isRealNameVerified: false, updatedAt: now }).where(eq(proProfiles.userId, userId));
}

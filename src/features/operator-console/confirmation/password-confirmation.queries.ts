import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { users } from "@/db/schema";

export async function findPasswordHash(db: Database, userId: number) {
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return account;
}

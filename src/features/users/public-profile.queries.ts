import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "@/db/client";
import { proProfiles, users } from "@/db/schema";

/** An active (not 退会) pro with a profile row: the only users /top/pros/{id} shows. */
export async function findListedProId(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(proProfiles, eq(proProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isPro, true), isNull(users.deactivatedAt)))
    .limit(1);
  return row?.id;
}

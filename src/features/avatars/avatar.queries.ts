import { eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { users } from "@/db/schema";

/** Sets the profile image and answers the one it replaced; the row is locked so two uploads take turns. */
export async function swapProfileImageUrl(db: Database, userId: number, url: string | null, now: Date): Promise<{ previous: string | null } | undefined> {
  const [row] = await db.select({ previous: users.profileImageUrl }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) return undefined;
  await db
    .update(users)
    .set({ profileImageUrl: url, updatedAt: sql`greatest(${users.updatedAt}, ${now})` })
    .where(eq(users.id, userId));
  return row;
}

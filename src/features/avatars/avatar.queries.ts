import { eq, inArray, sql } from "drizzle-orm";

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

/** The profile image URLs of these users (those without one are left out). */
export async function findProfileImageUrls(db: Database, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, url: users.profileImageUrl })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.flatMap((row) => (row.url === null ? [] : [[row.id, row.url] as const])));
}

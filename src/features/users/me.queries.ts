import { asc, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, corporations, proProfiles, users, type JobChangeIntention } from "@/db/schema";

export async function findUserForMe(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      jobChangeIntention: proProfiles.jobChangeIntention,
    })
    .from(users)
    .leftJoin(proProfiles, eq(proProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findCorporationsOfUser(db: Database, userId: number) {
  return db
    .select({ id: corporations.id, name: corporations.name, logoUrl: corporations.logoUrl })
    .from(corporationMemberships)
    .innerJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
    .where(eq(corporationMemberships.userId, userId))
    .orderBy(asc(corporationMemberships.createdAt), asc(corporations.id));
}

/** Only pros have a profile row, so "no row updated" means the user is not a pro. */
export async function updateJobChangeIntention(db: Database, userId: number, intention: JobChangeIntention, now: Date): Promise<boolean> {
  const updated = await db
    .update(proProfiles)
    .set({ jobChangeIntention: intention, updatedAt: now })
    .where(eq(proProfiles.userId, userId))
    .returning({ userId: proProfiles.userId });
  return updated.length > 0;
}

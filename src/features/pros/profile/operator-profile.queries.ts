import { and, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { proProfiles } from "@/db/schema";

/** is_public → false, only from true: false when it was private already or there is no profile. */
export async function setProfilePrivate(tx: Database, proUserId: number): Promise<boolean> {
  const rows = await tx
    .update(proProfiles)
    .set({ isPublic: false })
    .where(and(eq(proProfiles.userId, proUserId), eq(proProfiles.isPublic, true)))
    .returning({ userId: proProfiles.userId });
  return rows.length > 0;
}

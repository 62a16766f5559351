import type { Database } from "@/db/client";

import { findListedProId } from "./public-profile.queries";

/**
 * Whether a pro's profile page exists for others: not for an unknown id, a user who is not a pro,
 * or an account that left (退会 hides the profile at once, decision 017). Pro lists use the same rule.
 */
export async function isProProfileListed(db: Database, userId: number): Promise<boolean> {
  return (await findListedProId(db, userId)) !== undefined;
}

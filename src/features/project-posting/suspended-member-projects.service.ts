import type { Database } from "@/db/client";

import { closeOpenProjectsPostedBy, reopenProjectsClosedBySuspension } from "./suspended-member-projects.queries";

/**
 * What a member's 利用停止 (issue 18) does to the projects they posted, in the caller's transaction:
 * the open ones close with close_reason 'suspended', which every public read leaves out (search, the
 * project page, the company page, the ranking, the sitemap), and lifting the suspension reopens
 * exactly those. The corporation still sees them in its own list.
 */
export function closeProjectsOfSuspendedMember(tx: Database, userId: number, now: Date): Promise<number[]> {
  return closeOpenProjectsPostedBy(tx, userId, now);
}

/**
 * Reopens them as they were. Their content clock (content_updated_at) is not reset: a posting that went
 * 90 days unconfirmed closes again as stale (listing freshness), as it would have without the suspension.
 */
export function reopenProjectsOfUnsuspendedMember(tx: Database, userId: number, now: Date): Promise<number[]> {
  return reopenProjectsClosedBySuspension(tx, userId, now);
}

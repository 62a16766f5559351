import type { Database } from "@/db/client";

import type { AnnouncementViewer } from "./announcement-visibility";
import { countVisibleAnnouncements, findVisibleAnnouncements, hasUnreadVisibleAnnouncement, markVisibleAnnouncementsRead } from "./announcements.queries";
import { ANNOUNCEMENTS_PER_PAGE, type AnnouncementsPage } from "./announcements.schemas";

export type { AnnouncementViewer } from "./announcement-visibility";

/**
 * The top bar's badge (/me's hasUnreadAnnouncement, spec S-BAR-6): something visible to the viewer
 * that they have not read — the same rows the list marks `read: false`.
 */
export function hasUnreadAnnouncement(db: Database, viewer: AnnouncementViewer, now: Date): Promise<boolean> {
  return hasUnreadVisibleAnnouncement(db, viewer, now);
}

/**
 * One page of the announcements the viewer may see, with their own read state. Reading never
 * marks anything read: that is markAllAnnouncementsRead's job alone. A page past the end is empty.
 */
export async function listAnnouncements(db: Database, viewer: AnnouncementViewer, page: number, now: Date): Promise<AnnouncementsPage> {
  const perPage = ANNOUNCEMENTS_PER_PAGE;
  const [totalCount, rows] = await Promise.all([
    countVisibleAnnouncements(db, viewer, now),
    findVisibleAnnouncements(db, viewer, now, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    announcements: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString(), read: Boolean(row.read) })),
    page,
    perPage,
    totalCount,
    totalPages: Math.ceil(totalCount / perPage),
  };
}

/** Marks every announcement visible at `now` as read (spec S-ANN-2); idempotent. */
export async function markAllAnnouncementsRead(db: Database, viewer: AnnouncementViewer, now: Date): Promise<void> {
  await markVisibleAnnouncementsRead(db, viewer, now);
}

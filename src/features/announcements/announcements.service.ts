import type { Database } from "@/db/client";
import { AppError } from "@/platform/errors";

import type { AnnouncementViewer } from "./announcement-visibility";
import {
  countVisibleAnnouncements,
  findAnnouncementViewer,
  findVisibleAnnouncements,
  markVisibleAnnouncementsRead,
} from "./announcements.queries";
import { ANNOUNCEMENTS_PER_PAGE, type AnnouncementsPage } from "./announcements.schemas";

export type { AnnouncementViewer } from "./announcement-visibility";

/** The signed-in user's roles; a session whose user is gone counts as logged out. */
export async function getAnnouncementViewerOrThrow(db: Database, userId: number): Promise<AnnouncementViewer> {
  const viewer = await findAnnouncementViewer(db, userId);
  if (!viewer) throw new AppError("unauthenticated");
  return viewer;
}

/**
 * One page of the announcements the viewer may see, with their own read state. Reading never
 * marks anything read: that is markAllAnnouncementsRead's job alone. A page past the end is empty.
 */
export async function listAnnouncements(
  db: Database,
  viewer: AnnouncementViewer,
  page: number,
  now: Date,
): Promise<AnnouncementsPage> {
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

import { and, count, desc, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { announcementReads, announcements } from "@/db/schema";

import { type AnnouncementViewer, visibleAnnouncementsCondition } from "./announcement-visibility";

export async function countVisibleAnnouncements(db: Database, viewer: AnnouncementViewer, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcements).where(visibleAnnouncementsCondition(viewer, now));
  return row?.n ?? 0;
}

/** One page of visible announcements, newest first (ties by id), each with this viewer's read state. */
export async function findVisibleAnnouncements(db: Database, viewer: AnnouncementViewer, now: Date, paging: { limit: number; offset: number }) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      publishedAt: announcements.publishedAt,
      targetUrl: announcements.targetUrl,
      read: sql<boolean>`${announcementReads.announcementId} is not null`,
    })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, viewer.userId)))
    .where(visibleAnnouncementsCondition(viewer, now))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

/**
 * Marks everything visible at `now` as read in one statement; rows already read keep their first
 * read_at. Announcements published later are untouched, so they arrive unread.
 */
export async function markVisibleAnnouncementsRead(db: Database, viewer: AnnouncementViewer, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${announcementReads} (user_id, announcement_id, read_at)
    select ${viewer.userId}::int, ${announcements.id}, ${now.toISOString()}::timestamptz
    from ${announcements}
    where ${visibleAnnouncementsCondition(viewer, now)}
    on conflict do nothing`);
}

/**
 * Unread = visible to the viewer (the one audience rule) and without a read row of theirs; the
 * /announcements list marks the same rows `read: false`.
 */
export async function hasUnreadVisibleAnnouncement(db: Database, viewer: AnnouncementViewer, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, viewer.userId)))
    .where(and(visibleAnnouncementsCondition(viewer, now), isNull(announcementReads.announcementId)))
    .limit(1);
  return row !== undefined;
}

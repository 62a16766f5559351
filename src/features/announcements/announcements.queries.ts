import { and, count, desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { announcementReads, announcements, users } from "@/db/schema";

import { type AnnouncementViewer, visibleAnnouncementsCondition } from "./announcement-visibility";

export async function findAnnouncementViewer(db: Database, userId: number): Promise<AnnouncementViewer | undefined> {
  const [row] = await db
    .select({ id: users.id, isPro: users.isPro, isOrderer: users.isOrderer })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function countVisibleAnnouncements(db: Database, viewer: AnnouncementViewer, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcements).where(visibleAnnouncementsCondition(viewer, now));
  return row?.n ?? 0;
}

/** One page of visible announcements, newest first (ties by id), each with this viewer's read state. */
export async function findVisibleAnnouncements(
  db: Database,
  viewer: AnnouncementViewer,
  now: Date,
  paging: { limit: number; offset: number },
) {
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
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, viewer.id)),
    )
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
    select ${viewer.id}::int, ${announcements.id}, ${now.toISOString()}::timestamptz
    from ${announcements}
    where ${visibleAnnouncementsCondition(viewer, now)}
    on conflict do nothing`);
}


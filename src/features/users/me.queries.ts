import { and, asc, eq, isNull, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import {
  announcementReads,
  announcements,
  corporationMemberships,
  corporations,
  proProfiles,
  users,
  type JobChangeIntention,
} from "@/db/schema";
import { type AnnouncementViewer, visibleAnnouncementsCondition } from "@/features/announcements/announcement-visibility";

export async function findUserForMe(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      isPro: users.isPro,
      isOrderer: users.isOrderer,
      isAdmin: users.isAdmin,
      plan: users.plan,
      currentCorporationId: users.currentCorporationId,
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

/**
 * Unread = visible to the user (the announcements feature's one audience rule) and without a read
 * row of theirs; the /announcements list marks the same rows `read: false`.
 */
export async function hasUnreadAnnouncement(db: Database, user: AnnouncementViewer, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, user.id)),
    )
    .where(and(visibleAnnouncementsCondition(user, now), isNull(announcementReads.announcementId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A room is unread for this person when its last message is newer than their own read mark. They
 * take part as the pro, or as a member of the room's corporation.
 */
export async function hasUnreadMessage(db: Database, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ unread: boolean }>(db, sql`
    select exists (
      select 1 from chat_rooms room
      left join chat_room_reads r on r.room_id = room.id and r.user_id = ${userId}
      where room.last_message_at is not null
        and (r.last_read_at is null or r.last_read_at < room.last_message_at)
        and (room.pro_user_id = ${userId}
          or room.corporation_id in (select corporation_id from corporation_memberships where user_id = ${userId}))
    ) as unread`);
  return Boolean(row?.unread);
}

/** Only pros have a profile row, so "no row updated" means the user is not a pro. */
export async function updateJobChangeIntention(
  db: Database,
  userId: number,
  intention: JobChangeIntention,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(proProfiles)
    .set({ jobChangeIntention: intention, updatedAt: now })
    .where(eq(proProfiles.userId, userId))
    .returning({ userId: proProfiles.userId });
  return updated.length > 0;
}

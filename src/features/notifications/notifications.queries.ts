import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { notifications, type NotificationKind } from "@/db/schema";

export type NewNotification = {
  kind: NotificationKind;
  title: string;
  body?: string;
  linkPath: string;
  applicationId?: number | null;
  /** The event sends its own mail (a freshness notice): the notification job must not mail it again. */
  hasOwnMail?: boolean;
};

/** The same notification for each of these people, in the caller's transaction. */
export async function insertNotifications(tx: Database, userIds: readonly number[], notice: NewNotification, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx.insert(notifications).values(
    [...new Set(userIds)].map((userId) => ({
      userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body ?? "",
      linkPath: notice.linkPath,
      applicationId: notice.applicationId ?? null,
      createdAt: now,
      mailedAt: notice.hasOwnMail ? now : null,
    })),
  );
}

export function findNotificationsOf(db: Database, userId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotificationsOf(db: Database, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Only the unread ones (the partial index answers it): what every page's menu shows. */
export async function countUnreadNotificationsOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's own notifications read (all, or these ids); someone else's ids change nothing. */
export async function markNotificationsRead(db: Database, userId: number, ids: readonly number[] | "all", now: Date): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === "all" ? mine : and(mine, inArray(notifications.id, [...ids])));
}

import type { Database } from "@/db/client";
import { activeMembersOf } from "@/features/corporations/corporation-members.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { actorOrThrow } from "@/platform/actor/access-rules";

import {
  countNotificationsOf,
  countUnreadNotificationsOf,
  findNotificationsOf,
  insertNotifications,
  markNotificationsRead,
  type NewNotification,
} from "./notifications.queries";
import { NOTIFICATIONS_PER_PAGE, type NotificationsPage } from "./notifications.schemas";

export type { NewNotification } from "./notifications.queries";

/** Tells these people, in the caller's transaction (the event and its notice are written together). */
export function notifyUsers(tx: Database, userIds: readonly number[], notice: NewNotification, now: Date): Promise<void> {
  return insertNotifications(tx, userIds, notice, now);
}

/** Tells every member of the corporation (each keeps their own read marks), in the caller's transaction. */
export async function notifyCorporation(tx: Database, corporationId: number, notice: NewNotification, now: Date): Promise<void> {
  const members = await activeMembersOf(tx, corporationId);
  await insertNotifications(
    tx,
    members.map((member) => member.userId),
    notice,
    now,
  );
}

/** GET /api/v2/me/notifications: the signed-in user's, newest first, 20 a page, with the unread count. */
export async function listMyNotifications(db: Database, actor: RequestActor, page: number): Promise<NotificationsPage> {
  const { userId } = actorOrThrow(actor);
  const { total, unread } = await countNotificationsOf(db, userId);
  const totalPages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await findNotificationsOf(db, userId, { limit: NOTIFICATIONS_PER_PAGE, offset: (current - 1) * NOTIFICATIONS_PER_PAGE });
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      linkPath: row.linkPath,
      createdAt: toJstIsoDateTime(row.createdAt),
      isRead: row.readAt !== null,
    })),
    unreadCount: unread,
    page: current,
    totalPages,
  };
}

/** POST /api/v2/me/notifications/read: marks the user's own as read; answers what is left unread. */
export async function readMyNotifications(db: Database, actor: RequestActor, ids: readonly number[] | "all", now: Date): Promise<{ unreadCount: number }> {
  const { userId } = actorOrThrow(actor);
  await markNotificationsRead(db, userId, ids, now);
  return { unreadCount: (await countNotificationsOf(db, userId)).unread };
}

/** How many of the signed-in user's notifications are unread (the pages that link to the list show it). */
export async function unreadNotificationCount(db: Database, actor: RequestActor): Promise<number> {
  return countUnreadNotificationsOf(db, actorOrThrow(actor).userId);
}

import { and, eq, sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { chatMessages, chatRoomReads, chatRooms, type ApplicationStatus } from "@/db/schema";

import { HIDDEN_MESSAGE_TEXT } from "./chat.schemas";

/** Whose rooms: the pro's own, or those of the corporation the orderer works in now (decision 025). */
export type RoomScope = { proUserId: number } | { corporationId: number };

const scopeCondition = (scope: RoomScope): SQL => ("proUserId" in scope ? sql`room.pro_user_id = ${scope.proUserId}` : sql`room.corporation_id = ${scope.corporationId}`);

export type RoomRow = {
  id: number;
  projectId: number;
  projectTitle: string;
  corporationId: number;
  corporationName: string;
  corporationLogoUrl: string | null;
  proUserId: number;
  proName: string;
  proImageUrl: string | null;
  applicationStatus: ApplicationStatus | null;
  lastMessageAt: Date | null;
  lastBody: string | null;
  /** The last message's file, when it is one (its body is empty): the list shows 「ファイル: 見積書.pdf」. */
  lastAttachmentName: string | null;
  lastSenderUserId: number | null;
  unreadCount: number;
};

type RawRoomRow = Omit<RoomRow, "lastMessageAt"> & { lastMessageAt: string | Date | null };

const ROOM_SELECT = (userId: number) => sql`
  select room.id, room.project_id as "projectId", p.title as "projectTitle", room.corporation_id as "corporationId",
    c.name as "corporationName", c.logo_url as "corporationLogoUrl", room.pro_user_id as "proUserId",
    pu.last_name || ' ' || pu.first_name as "proName", pu.profile_image_url as "proImageUrl",
    a.status as "applicationStatus", room.last_message_at as "lastMessageAt",
    case when last.hidden_at is null then last.body else ${HIDDEN_MESSAGE_TEXT} end as "lastBody", last.sender_user_id as "lastSenderUserId",
    (select att.file_name from chat_attachments att where att.message_id = last.id and last.hidden_at is null) as "lastAttachmentName",
    (select count(*)::int from chat_messages m where m.room_id = room.id and m.sender_user_id is distinct from ${userId}
       and m.created_at > coalesce((select r.last_read_at from chat_room_reads r where r.room_id = room.id and r.user_id = ${userId}), '-infinity')) as "unreadCount"
  from chat_rooms room
  join projects p on p.id = room.project_id
  join corporations c on c.id = room.corporation_id
  join users pu on pu.id = room.pro_user_id
  left join applications a on a.id = room.application_id
  left join lateral (select m.id, m.body, m.sender_user_id, m.hidden_at from chat_messages m where m.room_id = room.id order by m.created_at desc, m.id desc limit 1) last on true`;

const toRoomRow = (row: RawRoomRow): RoomRow => ({ ...row, lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt) });

export type RoomFilter = { unreadOnly: boolean; projectId: number | null; q: string | null };

/**
 * The scope's rooms, newest message first; 20 a page. The page's ids are chosen first over the rooms
 * alone (`unread` by the cheap test of /me's mark: a message newer than the reader's own mark), and
 * only those 20 get their last message and unread count.
 */
export async function listRooms(db: Database, scope: RoomScope, userId: number, filter: RoomFilter, page: { limit: number; offset: number }): Promise<RoomRow[]> {
  const conditions = [scopeCondition(scope)];
  if (filter.projectId !== null) conditions.push(sql`room.project_id = ${filter.projectId}`);
  if (filter.unreadOnly) conditions.push(sql`room.last_message_at > coalesce(mine.last_read_at, '-infinity')`);
  if (filter.q !== null) {
    const like = `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      "proUserId" in scope
        ? sql`c.name ilike ${like}`
        : sql`((pu.last_name || pu.first_name) ilike ${like} or (pu.last_name || ' ' || pu.first_name) ilike ${like} or (pu.last_name_kana || pu.first_name_kana) ilike ${like})`,
    );
  }
  const rows = await selectRows<RawRoomRow>(
    db,
    sql`with page as (
          select room.id from chat_rooms room
            join corporations c on c.id = room.corporation_id
            join users pu on pu.id = room.pro_user_id
            left join chat_room_reads mine on mine.room_id = room.id and mine.user_id = ${userId}
          where ${sql.join(conditions, sql` and `)}
          order by room.last_message_at desc nulls last, room.id desc limit ${page.limit} offset ${page.offset})
        ${ROOM_SELECT(userId)} join page on page.id = room.id
        order by room.last_message_at desc nulls last, room.id desc`,
  );
  return rows.map(toRoomRow);
}

/** One room if it is in the scope: anyone else's is undefined (404, never 403). */
export async function findRoom(db: Database, scope: RoomScope, userId: number, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await selectRows<RawRoomRow>(db, sql`${ROOM_SELECT(userId)} where room.id = ${roomId} and ${scopeCondition(scope)}`);
  return row && toRoomRow(row);
}

/** What writing to a room needs of it: whose it is and the names a meeting's calendar entry carries. */
export type RoomHeader = Pick<RoomRow, "id" | "projectId" | "projectTitle" | "corporationId" | "corporationName" | "proUserId" | "proName">;

/**
 * The room if the scope may write to it, without the list's unread count and last message: sending,
 * reading and typing ask this on every keystroke's worth of traffic. With the writer's own name, for
 * the answer to a send.
 */
export async function findRoomHeader(db: Database, scope: RoomScope, roomId: number, viewerUserId: number): Promise<(RoomHeader & { viewerName: string }) | undefined> {
  const [row] = await selectRows<RoomHeader & { viewerName: string }>(
    db,
    sql`select room.id, room.project_id as "projectId", p.title as "projectTitle", room.corporation_id as "corporationId", c.name as "corporationName",
          room.pro_user_id as "proUserId", pu.last_name || ' ' || pu.first_name as "proName",
          (select v.last_name || ' ' || v.first_name from users v where v.id = ${viewerUserId}) as "viewerName"
        from chat_rooms room join projects p on p.id = room.project_id join corporations c on c.id = room.corporation_id join users pu on pu.id = room.pro_user_id
        where room.id = ${roomId} and ${scopeCondition(scope)}`,
  );
  return row;
}

/** The scope's projects that have a room, for the list's filter. */
export async function findRoomProjects(db: Database, scope: RoomScope): Promise<{ id: number; title: string }[]> {
  return selectRows(
    db,
    sql`select distinct p.id, p.title from chat_rooms room join projects p on p.id = room.project_id where ${scopeCondition(scope)} order by p.id desc limit 50`,
  );
}

export type MessageRow = {
  id: number;
  senderUserId: number | null;
  senderName: string | null;
  body: string;
  meetingId: number | null;
  createdAt: Date;
  /** When an operator hid it (issue 18): the view shows the placeholder instead of the words. */
  hiddenAt: Date | null;
};

/** The newest `limit` messages before `beforeId` (or the newest of all), oldest first. */
export async function listMessages(db: Database, roomId: number, options: { beforeId: number | null; afterId: number | null; limit: number }): Promise<MessageRow[]> {
  const rows = await selectRows<Omit<MessageRow, "createdAt" | "hiddenAt"> & { createdAt: string | Date; hiddenAt: string | Date | null }>(
    db,
    sql`select * from (
          select m.id, m.sender_user_id as "senderUserId", u.last_name || ' ' || u.first_name as "senderName", m.body, m.meeting_id as "meetingId",
            m.created_at as "createdAt", m.hidden_at as "hiddenAt"
          from chat_messages m left join users u on u.id = m.sender_user_id
          where m.room_id = ${roomId}
            ${options.beforeId === null ? sql`` : sql`and m.id < ${options.beforeId}`}
            ${options.afterId === null ? sql`` : sql`and m.id > ${options.afterId}`}
          order by m.created_at desc, m.id desc limit ${options.limit}) page
        order by "createdAt", id`,
  );
  // A bigint id comes back as text from the PostgreSQL server's driver (as a number from PGlite).
  return rows.map((row) => ({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt), hiddenAt: row.hiddenAt === null ? null : new Date(row.hiddenAt) }));
}

/**
 * The message, once per client key: a retried send finds the first one (`isNew: false`). The room's
 * last message time and the sender's own read mark move with it, in the caller's transaction.
 */
export async function insertMessage(
  tx: Database,
  input: { roomId: number; senderUserId: number; body: string; clientKey: string; guardFlags: string[]; meetingId?: number },
  now: Date,
): Promise<{ id: number; isNew: boolean }> {
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      roomId: input.roomId,
      senderUserId: input.senderUserId,
      body: input.body,
      clientKey: input.clientKey,
      guardFlags: input.guardFlags,
      meetingId: input.meetingId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, input.roomId), eq(chatMessages.senderUserId, input.senderUserId), eq(chatMessages.clientKey, input.clientKey)));
    return { id: existing!.id, isNew: false };
  }
  await tx.update(chatRooms).set({ lastMessageAt: now, updatedAt: now }).where(eq(chatRooms.id, input.roomId));
  await markRoomRead(tx, input.roomId, input.senderUserId, now);
  return { id: inserted.id, isNew: true };
}

/** How many messages the room holds, up to `limit` (the guard watches only a room's opening). */
export async function countMessagesUpTo(db: Database, roomId: number, limit: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from chat_messages where room_id = ${roomId} limit ${limit}) opening`,
  );
  return row?.count ?? 0;
}

/** This person's read mark moves forward to `at` (never back). */
export async function markRoomRead(db: Database, roomId: number, userId: number, at: Date): Promise<void> {
  await db
    .insert(chatRoomReads)
    .values({ roomId, userId, lastReadAt: at })
    .onConflictDoUpdate({
      target: [chatRoomReads.roomId, chatRoomReads.userId],
      set: { lastReadAt: sql`greatest(${chatRoomReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/** When the other side last read the room: the pro's mark, or the latest of the corporation's members' marks. */
export async function otherSideReadAt(db: Database, room: Pick<RoomRow, "id" | "proUserId">, viewerIsPro: boolean): Promise<Date | null> {
  const [row] = await selectRows<{ at: string | Date | null }>(
    db,
    sql`select max(last_read_at) as at from chat_room_reads where room_id = ${room.id}
          and ${viewerIsPro ? sql`user_id <> ${room.proUserId}` : sql`user_id = ${room.proUserId}`}`,
  );
  return row?.at ? new Date(row.at) : null;
}

import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

/** Someone to mail about a room: who, where, from whom, and how many of the other side's messages wait. */
export type UnreadMailDue = {
  roomId: number;
  userId: number;
  email: string;
  projectTitle: string;
  /** The corporation's name for the pro; the pro's name for a member of the corporation. */
  senderName: string;
  unreadCount: number;
};

/**
 * The job's window: rooms whose last message came after `quietSince` (older news is left alone) and
 * settled before `settledBefore` (time to read it in the app first); people not mailed about the room
 * since `mailedBefore`.
 */
export type UnreadMailWindow = { quietSince: Date; settledBefore: Date; mailedBefore: Date };

/**
 * Who has unread messages from the other side that came after `quietSince` and before `settledBefore`,
 * newer than both their read mark and their last mail about the room (decision 026). On the
 * corporation's side, the members who have opened or written in the room; if none has, every member.
 */
export async function findUnreadMailsDue(db: Database, window: UnreadMailWindow, limit: number): Promise<UnreadMailDue[]> {
  const since = window.quietSince.toISOString();
  const before = window.settledBefore.toISOString();
  const throttle = window.mailedBefore.toISOString();
  return selectRows<UnreadMailDue>(
    db,
    sql`
    with rooms as (
      select room.id, room.project_id, room.corporation_id, room.pro_user_id from chat_rooms room
      where room.last_message_at > ${since}::timestamptz and room.last_message_at <= ${before}::timestamptz
    ),
    recipients as (
      select r.id as room_id, r.pro_user_id as user_id, true as is_pro from rooms r
      union all
      select r.id, m.user_id, false from rooms r
      join corporation_memberships m on m.corporation_id = r.corporation_id
      where exists (select 1 from chat_room_reads rr where rr.room_id = r.id and rr.user_id = m.user_id)
         or not exists (select 1 from chat_room_reads rr join corporation_memberships m2 on m2.user_id = rr.user_id and m2.corporation_id = r.corporation_id where rr.room_id = r.id)
    )
    select rc.room_id as "roomId", rc.user_id as "userId", u.email, p.title as "projectTitle",
      case when rc.is_pro then c.name else pu.last_name || ' ' || pu.first_name end as "senderName",
      waiting.count as "unreadCount"
    from recipients rc
    join rooms r on r.id = rc.room_id
    join users u on u.id = rc.user_id and u.deactivated_at is null
    join projects p on p.id = r.project_id
    join corporations c on c.id = r.corporation_id
    join users pu on pu.id = r.pro_user_id
    cross join lateral (
      select count(*)::int as count from chat_messages msg
      where msg.room_id = rc.room_id and msg.created_at <= ${before}::timestamptz and msg.hidden_at is null
        and ${sql`case when rc.is_pro then msg.sender_user_id is distinct from r.pro_user_id else msg.sender_user_id = r.pro_user_id end`}
        and msg.created_at > coalesce((select last_read_at from chat_room_reads rr where rr.room_id = rc.room_id and rr.user_id = rc.user_id), '-infinity')
        and msg.created_at > coalesce((select mailed_at from chat_unread_mails um where um.room_id = rc.room_id and um.user_id = rc.user_id), '-infinity')
    ) waiting
    where waiting.count > 0
      and not exists (select 1 from chat_unread_mails um where um.room_id = rc.room_id and um.user_id = rc.user_id and um.mailed_at >= ${throttle}::timestamptz)
    order by rc.room_id, rc.user_id
    limit ${limit}`,
  );
}

/**
 * Records that messages up to `settledBefore` were mailed about, unless another process did so in
 * this round: true when this call claimed it (one mail per quiet spell, however many processes run).
 */
export async function claimUnreadMail(tx: Database, due: Pick<UnreadMailDue, "roomId" | "userId">, window: UnreadMailWindow): Promise<boolean> {
  const rows = await selectRows<{ roomId: number }>(
    tx,
    sql`insert into chat_unread_mails (room_id, user_id, mailed_at) values (${due.roomId}, ${due.userId}, ${window.settledBefore.toISOString()}::timestamptz)
        on conflict (room_id, user_id) do update set mailed_at = excluded.mailed_at
          where chat_unread_mails.mailed_at < ${window.mailedBefore.toISOString()}::timestamptz
        returning room_id as "roomId"`,
  );
  return rows.length > 0;
}

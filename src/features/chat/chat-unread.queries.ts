import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

/**
 * A room is unread for this person when its last message is newer than their own read mark. They
 * take part as the pro, or as a member of the room's corporation (each member has their own mark).
 */
export async function hasUnreadRoom(db: Database, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ unread: boolean }>(
    db,
    sql`
    select exists (
      select 1 from chat_rooms room
      left join chat_room_reads r on r.room_id = room.id and r.user_id = ${userId}
      where room.last_message_at is not null
        and (r.last_read_at is null or r.last_read_at < room.last_message_at)
        and (room.pro_user_id = ${userId}
          or room.corporation_id in (select corporation_id from corporation_memberships where user_id = ${userId}))
    ) as unread`,
  );
  return Boolean(row?.unread);
}

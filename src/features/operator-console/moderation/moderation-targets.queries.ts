import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { ProjectCloseReason } from "@/db/schema";

/** What the console shows of a report's target (issue 18): each read by its primary key. */

export type MessageLine = { id: number; senderUserId: number | null; senderName: string | null; body: string; createdAt: Date; hiddenAt: Date | null };
export type MessageInRoom = MessageLine & {
  roomId: number;
  projectId: number;
  projectTitle: string;
  corporationId: number;
  corporationName: string;
  proUserId: number;
  proName: string;
};

type RawLine<T> = Omit<T, "id" | "createdAt" | "hiddenAt"> & { id: number | string; createdAt: string | Date; hiddenAt: string | Date | null };
const toLine = <T extends MessageLine>(row: RawLine<T>): T =>
  ({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt), hiddenAt: row.hiddenAt === null ? null : new Date(row.hiddenAt) }) as T;

const LINE_COLUMNS = sql`m.id, m.sender_user_id as "senderUserId", su.last_name || ' ' || su.first_name as "senderName", m.body,
  m.created_at as "createdAt", m.hidden_at as "hiddenAt"`;

export async function findMessageInRoom(db: Database, messageId: number): Promise<MessageInRoom | undefined> {
  const [row] = await selectRows<RawLine<MessageInRoom>>(
    db,
    sql`select ${LINE_COLUMNS}, m.room_id as "roomId", room.project_id as "projectId", p.title as "projectTitle",
          room.corporation_id as "corporationId", c.name as "corporationName", room.pro_user_id as "proUserId", pu.last_name || ' ' || pu.first_name as "proName"
        from chat_messages m left join users su on su.id = m.sender_user_id
          join chat_rooms room on room.id = m.room_id join projects p on p.id = room.project_id
          join corporations c on c.id = room.corporation_id join users pu on pu.id = room.pro_user_id
        where m.id = ${messageId}`,
  );
  return row && toLine(row);
}

/** The `count` messages before this one in its room, oldest first (the room's index on room and time). */
export async function listMessagesBefore(db: Database, message: Pick<MessageInRoom, "id" | "roomId" | "createdAt">, count: number): Promise<MessageLine[]> {
  const rows = await selectRows<RawLine<MessageLine>>(
    db,
    sql`select ${LINE_COLUMNS} from chat_messages m left join users su on su.id = m.sender_user_id
        where m.room_id = ${message.roomId} and (m.created_at, m.id) < (${message.createdAt.toISOString()}::timestamptz, ${message.id})
        order by m.created_at desc, m.id desc limit ${count}`,
  );
  return rows.map(toLine).reverse();
}

export type ProfileSummaryRow = { userId: number; name: string; email: string; headline: string; bio: string; isPublic: boolean; isActive: boolean };

export async function findProfileSummary(db: Database, userId: number): Promise<ProfileSummaryRow | undefined> {
  const [row] = await selectRows<ProfileSummaryRow>(
    db,
    sql`select u.id as "userId", u.last_name || ' ' || u.first_name as name, u.email, pp.headline, pp.bio, pp.is_public as "isPublic",
          (u.is_pro and u.deactivated_at is null) as "isActive"
        from pro_profiles pp join users u on u.id = pp.user_id where pp.user_id = ${userId}`,
  );
  return row;
}

export type ProjectSummaryRow = {
  id: number;
  title: string;
  description: string;
  status: "open" | "closed";
  closeReason: ProjectCloseReason | null;
  corporationId: number;
  corporationName: string;
  operatorNote: string | null;
};

export async function findProjectSummary(db: Database, projectId: number): Promise<ProjectSummaryRow | undefined> {
  const [row] = await selectRows<ProjectSummaryRow>(
    db,
    sql`select p.id, p.title, p.description, p.status, p.close_reason as "closeReason", p.corporation_id as "corporationId", c.name as "corporationName",
          p.operator_note as "operatorNote"
        from projects p join corporations c on c.id = p.corporation_id where p.id = ${projectId}`,
  );
  return row;
}

import { and, eq, inArray, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { chatMeetings, chatMessages, chatRooms, type MeetingMode, type MeetingStatus } from "@/db/schema";

export type MeetingRow = {
  id: number;
  roomId: number;
  proposerUserId: number | null;
  status: MeetingStatus;
  durationMinutes: number;
  mode: MeetingMode;
  place: string;
  slots: Date[];
  startsAt: Date | null;
  answeredAt: Date | null;
  answerNote: string;
};

const MEETING_COLUMNS = {
  id: chatMeetings.id,
  roomId: chatMeetings.roomId,
  proposerUserId: chatMeetings.proposerUserId,
  status: chatMeetings.status,
  durationMinutes: chatMeetings.durationMinutes,
  mode: chatMeetings.mode,
  place: chatMeetings.place,
  slots: chatMeetings.slots,
  startsAt: chatMeetings.startsAt,
  answeredAt: chatMeetings.answeredAt,
  answerNote: chatMeetings.answerNote,
};

// A timestamptz[] comes back as strings from some drivers.
const toMeetingRow = (row: Omit<MeetingRow, "slots"> & { slots: (Date | string)[] }): MeetingRow => ({ ...row, slots: row.slots.map((slot) => new Date(slot)) });

/** These meetings by id (the thread's messages name them). */
export async function meetingsByIds(db: Database, ids: readonly number[]): Promise<Map<number, MeetingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(MEETING_COLUMNS)
    .from(chatMeetings)
    .where(inArray(chatMeetings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toMeetingRow(row)]));
}

/** The room's row, locked: proposals in one room line up, so only one is ever open. */
export async function lockRoom(tx: Database, roomId: number): Promise<void> {
  await tx.execute(sql`select id from chat_rooms where id = ${roomId} for update`);
}

/** The application the room talks about (null for a room without one). */
export async function findRoomApplicationId(db: Database, roomId: number): Promise<number | null> {
  const [row] = await selectRows<{ applicationId: number | null }>(db, sql`select application_id as "applicationId" from chat_rooms where id = ${roomId}`);
  return row?.applicationId ?? null;
}

/** The message a sender already wrote with this client key (a retried proposal answers it). */
export async function findMessageIdByClientKey(db: Database, roomId: number, senderUserId: number, clientKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.senderUserId, senderUserId), eq(chatMessages.clientKey, clientKey)));
  return row === undefined ? undefined : Number(row.id);
}

/** A new proposal replaces the room's open one. */
export async function cancelOpenProposals(tx: Database, roomId: number): Promise<void> {
  await tx
    .update(chatMeetings)
    .set({ status: "cancelled" })
    .where(and(eq(chatMeetings.roomId, roomId), eq(chatMeetings.status, "proposed")));
}

export async function insertMeeting(
  tx: Database,
  input: { roomId: number; proposerUserId: number; durationMinutes: number; mode: MeetingMode; place: string; slots: Date[] },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(chatMeetings)
    .values({ ...input, createdAt: now })
    .returning({ id: chatMeetings.id });
  return row!.id;
}

/** The meeting of this room, locked for an answer (two members answering at once line up), with the room's application. */
export async function lockMeeting(tx: Database, roomId: number, meetingId: number): Promise<(MeetingRow & { applicationId: number | null }) | undefined> {
  const [row] = await tx
    .select({ ...MEETING_COLUMNS, applicationId: chatRooms.applicationId })
    .from(chatMeetings)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMeetings.roomId))
    .where(and(eq(chatMeetings.id, meetingId), eq(chatMeetings.roomId, roomId)))
    .for("update", { of: chatMeetings });
  return row && { ...toMeetingRow(row), applicationId: row.applicationId };
}

export async function answerMeeting(
  tx: Database,
  meetingId: number,
  answer: { status: "agreed" | "declined"; startsAt: Date | null; userId: number; note: string },
  now: Date,
): Promise<void> {
  await tx
    .update(chatMeetings)
    .set({ status: answer.status, startsAt: answer.startsAt, answeredByUserId: answer.userId, answeredAt: now, answerNote: answer.note })
    .where(eq(chatMeetings.id, meetingId));
}

/** The room's next agreed meeting that has not ended yet (the room's header pins it). */
export async function findNextAgreedMeeting(db: Database, roomId: number, now: Date): Promise<{ startsAt: Date; durationMinutes: number } | undefined> {
  const [row] = await selectRows<{ startsAt: Date | string; durationMinutes: number }>(
    db,
    sql`select starts_at as "startsAt", duration_minutes as "durationMinutes" from chat_meetings
        where room_id = ${roomId} and status = 'agreed' and starts_at + duration_minutes * interval '1 minute' > ${now.toISOString()}::timestamptz
        order by starts_at limit 1`,
  );
  return row && { startsAt: new Date(row.startsAt), durationMinutes: row.durationMinutes };
}

/**
 * Per application, the agreed meeting to show on its card: the next one to come, else the latest
 * held. Scoped by the caller's pro or corporation in the `where`.
 */
export async function agreedMeetingsOfApplications(
  db: Database,
  scope: { proUserId: number } | { corporationId: number },
  applicationIds: readonly number[],
  now: Date,
): Promise<Map<number, { startsAt: Date; durationMinutes: number }>> {
  if (applicationIds.length === 0) return new Map();
  const at = sql`${now.toISOString()}::timestamptz`;
  const owner = "proUserId" in scope ? sql`r.pro_user_id = ${scope.proUserId}` : sql`r.corporation_id = ${scope.corporationId}`;
  const rows = await selectRows<{ applicationId: number; startsAt: Date | string; durationMinutes: number }>(
    db,
    sql`select distinct on (r.application_id) r.application_id as "applicationId", m.starts_at as "startsAt", m.duration_minutes as "durationMinutes"
        from chat_meetings m join chat_rooms r on r.id = m.room_id
        where m.status = 'agreed' and ${owner} and r.application_id = any(${`{${applicationIds.join(",")}}`}::int[])
        order by r.application_id, (m.starts_at + m.duration_minutes * interval '1 minute' <= ${at}), abs(extract(epoch from m.starts_at - ${at}))`,
  );
  return new Map(rows.map((row) => [row.applicationId, { startsAt: new Date(row.startsAt), durationMinutes: row.durationMinutes }]));
}

/**
 * 「応募から初回商談まで」 in one query: for the corporation's applications (one project's, or all) that
 * have an agreed meeting, the days from applying to the first one's start — their mean and median.
 */
export async function meetingLeadDays(
  db: Database,
  corporationId: number,
  projectId: number | null,
): Promise<{ count: number; meanDays: number | null; medianDays: number | null }> {
  const [row] = await selectRows<{ count: number; meanDays: number | string | null; medianDays: number | string | null }>(
    db,
    sql`with firsts as (
          select extract(epoch from min(m.starts_at) - a.created_at) / 86400 as days
          from applications a join projects p on p.id = a.project_id
            join chat_rooms r on r.application_id = a.id join chat_meetings m on m.room_id = r.id and m.status = 'agreed'
          where p.corporation_id = ${corporationId} ${projectId === null ? sql`` : sql`and p.id = ${projectId}`}
          group by a.id, a.created_at)
        select count(*)::int as count, avg(days)::float8 as "meanDays", percentile_cont(0.5) within group (order by days)::float8 as "medianDays" from firsts`,
  );
  const toNumber = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { count: row?.count ?? 0, meanDays: toNumber(row?.meanDays), medianDays: toNumber(row?.medianDays) };
}

export type DueReminder = {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  mode: MeetingMode;
  place: string;
  roomId: number;
  proUserId: number;
  corporationId: number;
  applicationId: number | null;
  projectTitle: string;
};

/**
 * Marks agreed meetings that start within `withinMs` and were never reminded as reminded, and answers
 * them (a guarded UPDATE … RETURNING: `skip locked` lets a second process take others, never these).
 */
export async function claimDueReminders(tx: Database, now: Date, withinMs: number, limit: number): Promise<DueReminder[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + withinMs).toISOString();
  const rows = await selectRows<Omit<DueReminder, "startsAt"> & { startsAt: Date | string }>(
    tx,
    sql`update chat_meetings m set reminded_at = ${at}::timestamptz
        from chat_rooms r join projects p on p.id = r.project_id
        where r.id = m.room_id and m.id in (
          select id from chat_meetings where status = 'agreed' and reminded_at is null
            and starts_at > ${at}::timestamptz and starts_at <= ${until}::timestamptz
          order by starts_at limit ${limit} for update skip locked)
        returning m.id, m.starts_at as "startsAt", m.duration_minutes as "durationMinutes", m.mode, m.place, r.id as "roomId",
          r.pro_user_id as "proUserId", r.corporation_id as "corporationId", r.application_id as "applicationId", p.title as "projectTitle"`,
  );
  return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
}

/**
 * Meetings that ended (since `since`) while their application is still 商談調整中 and was put there
 * before the end: a card the corporation moved back afterwards is theirs to keep. Locks the applications.
 */
export async function findHeldMeetings(tx: Database, now: Date, since: Date, limit: number): Promise<{ corporationId: number; applicationId: number }[]> {
  const end = sql`m.starts_at + m.duration_minutes * interval '1 minute'`;
  return selectRows(
    tx,
    sql`select r.corporation_id as "corporationId", a.id as "applicationId"
        from chat_meetings m join chat_rooms r on r.id = m.room_id join applications a on a.id = r.application_id
        where m.status = 'agreed' and m.starts_at > ${since.toISOString()}::timestamptz and ${end} <= ${now.toISOString()}::timestamptz
          and a.status = 'in_talks' and a.status_changed_at < ${end}
        order by m.starts_at limit ${limit} for update of a skip locked`,
  );
}

import { inArray } from "drizzle-orm";

import type { Database } from "@/db/client";
import { chatMeetings, type MeetingMode, type MeetingStatus } from "@/db/schema";

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
  answerNote: chatMeetings.answerNote,
};

/** These meetings by id (the thread's messages name them). */
export async function meetingsByIds(db: Database, ids: readonly number[]): Promise<Map<number, MeetingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(MEETING_COLUMNS).from(chatMeetings).where(inArray(chatMeetings.id, [...ids]));
  // A timestamptz[] comes back as strings from some drivers.
  return new Map(rows.map((row) => [row.id, { ...row, slots: row.slots.map((slot) => new Date(slot)) }]));
}

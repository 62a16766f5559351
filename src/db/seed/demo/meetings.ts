import { JAPANESE_WEEKDAYS } from "@/lib/format-date";

import type { RawExecutor } from "./bulk";
import { DAY_MS, HOUR_MS, iso, type DemoLayout } from "./plan";

const JST_MS = 9 * HOUR_MS;

/** 14:00 JST `days` days after the reference date's JST day: a plausible meeting time, the same each seed. */
const jstAfternoon = (referenceDate: Date, days: number, hour = 14) => {
  const jstMidnight = Math.floor((referenceDate.getTime() + JST_MS) / DAY_MS) * DAY_MS - JST_MS;
  return jstMidnight + days * DAY_MS + hour * HOUR_MS;
};

/** 「11月28日（金）14:00〜15:00」, as the product writes it (the features' label, which the seed may not import). */
function timeLabel(startsAt: number, minutes: number): string {
  const start = new Date(startsAt + JST_MS);
  const end = new Date(startsAt + minutes * 60_000 + JST_MS);
  const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
  return `${start.getUTCMonth() + 1}月${start.getUTCDate()}日（${JAPANESE_WEEKDAYS[start.getUTCDay()]}）${hhmm(start)}〜${hhmm(end)}`;
}

type Room = { id: number; proUserId: number; corporationUserId: number | null };

/** The newest 商談調整中 room of the pro or the corporation, with the corporation's last speaker in it. */
async function roomIn(exec: RawExecutor, where: string, param: number, except: number): Promise<Room | undefined> {
  const { rows } = await exec.query<Room>(
    `select r.id, r.pro_user_id as "proUserId",
       (select m.sender_user_id from chat_messages m where m.room_id = r.id and m.sender_user_id <> r.pro_user_id order by m.created_at desc limit 1) as "corporationUserId"
     from chat_rooms r join applications a on a.id = r.application_id
     where a.status = 'in_talks' and ${where} = $1 and r.id <> $2 order by r.last_message_at desc, r.id limit 1`,
    [param, except],
  );
  return rows[0];
}

async function insertMeetingWithMessages(
  exec: RawExecutor,
  room: Room,
  meeting: { proposerUserId: number; answererUserId: number | null; slots: number[]; startsAt: number | null; mode: string; place: string },
  at: number,
): Promise<void> {
  const { rows } = await exec.query<{ id: number }>(
    `insert into chat_meetings (room_id, proposer_user_id, status, duration_minutes, mode, place, slots, starts_at, answered_by_user_id, answered_at, created_at)
     values ($1, $2, $3, 60, $4, $5, $6::timestamptz[], $7, $8, $9, $10) returning id`,
    [
      room.id,
      meeting.proposerUserId,
      meeting.startsAt === null ? "proposed" : "agreed",
      meeting.mode,
      meeting.place,
      `{${meeting.slots.map(iso).join(",")}}`,
      meeting.startsAt === null ? null : iso(meeting.startsAt),
      meeting.answererUserId,
      meeting.startsAt === null ? null : iso(at),
      iso(at - HOUR_MS),
    ],
  );
  const meetingId = rows[0]!.id;
  const say = (senderUserId: number, body: string, when: number) =>
    exec.query(`insert into chat_messages (room_id, sender_user_id, body, meeting_id, created_at) values ($1, $2, $3, $4, $5)`, [
      room.id,
      senderUserId,
      body,
      meetingId,
      iso(when),
    ]);
  await say(meeting.proposerUserId, `商談の候補日時を提案しました（${meeting.slots.length}件）`, at - HOUR_MS);
  const isAnswered = meeting.startsAt !== null && meeting.answererUserId !== null;
  if (isAnswered) await say(meeting.answererUserId!, `商談日時が決まりました: ${timeLabel(meeting.startsAt!, 60)}`, at);
  const lastAt = iso(isAnswered ? at : at - HOUR_MS);
  await exec.query(`update chat_rooms set last_message_at = greatest(last_message_at, $2::timestamptz) where id = $1`, [room.id, lastAt]);
  // Whoever wrote last read the room then, as sending does in the product; the other side has news.
  await exec.query(
    `insert into chat_room_reads (room_id, user_id, last_read_at) values ($1, $2, $3)
     on conflict (room_id, user_id) do update set last_read_at = greatest(chat_room_reads.last_read_at, excluded.last_read_at)`,
    [room.id, isAnswered ? meeting.answererUserId : meeting.proposerUserId, lastAt],
  );
}

/**
 * Meetings for the demo accounts (issue 16), so the room, 案件管理 and the board show one: pro@ has an
 * agreed online meeting in a 商談調整中 room, and orderer@'s corporation has an open proposal from a pro
 * to answer. The last writer's read mark moves with their message; the other side sees them as new.
 */
export async function seedMeetings(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const at = layout.referenceDate.getTime() - 30 * 60_000;
  const agreedRoom = await roomIn(exec, "r.pro_user_id", layout.demoUserId.pro, 0);
  if (agreedRoom?.corporationUserId) {
    const slots = [jstAfternoon(layout.referenceDate, 2), jstAfternoon(layout.referenceDate, 3, 10)];
    const meeting = {
      proposerUserId: agreedRoom.corporationUserId,
      answererUserId: agreedRoom.proUserId,
      slots,
      startsAt: slots[0]!,
      mode: "online",
      place: "https://meet.example.com/kakehashi-demo",
    };
    await insertMeetingWithMessages(exec, agreedRoom, meeting, at);
    // The corporation's thanks after the pick: pro@ opens the demo with this room unread (the top bar's mark).
    const thanksAt = iso(at + 10 * 60_000);
    await exec.query(`insert into chat_messages (room_id, sender_user_id, body, created_at) values ($1, $2, $3, $4)`, [
      agreedRoom.id,
      agreedRoom.corporationUserId,
      "ご調整ありがとうございます。当日はこちらのURLからご参加ください。どうぞよろしくお願いいたします。",
      thanksAt,
    ]);
    await exec.query(`update chat_rooms set last_message_at = greatest(last_message_at, $2::timestamptz) where id = $1`, [agreedRoom.id, thanksAt]);
  }
  const openRoom = await roomIn(exec, "r.corporation_id", layout.corporationId(0), agreedRoom?.id ?? 0);
  if (openRoom) {
    const slots = [jstAfternoon(layout.referenceDate, 1, 11), jstAfternoon(layout.referenceDate, 2, 16), jstAfternoon(layout.referenceDate, 4, 13)];
    await insertMeetingWithMessages(exec, openRoom, { proposerUserId: openRoom.proUserId, answererUserId: null, slots, startsAt: null, mode: "online", place: "" }, at);
  }
}

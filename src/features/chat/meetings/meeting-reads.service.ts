import type { Database } from "@/db/client";
import type { RequestActor } from "@/platform/actor/actor";
import { actorOrThrow, foundOrThrow, ordererOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import { findRoom } from "../chat-rooms.queries";
import { ROOM_NOT_FOUND, roomScopeOf } from "../chat-rooms.service";
import { agreedMeetingsOfApplications, findNextAgreedMeeting, meetingLeadDays, meetingsByIds } from "./chat-meeting.queries";
import { buildMeetingIcs } from "./meeting-ics";
import { MEETING_MODE_LABELS, meetingCalendarTitle, meetingEnd, meetingStartLabel } from "./meeting-rules";

const NOT_AGREED = "カレンダーに追加できるのは、日時が決まった商談だけです。";
/** The calendar app's own reminder; the day-before notice comes from us (the reminder job). */
const ALARM_MINUTES_BEFORE = 30;

/**
 * GET …/meetings/{meetingId}/meeting.ics: the agreed meeting as a calendar file for this viewer (the
 * title names the other side). Only the room's members; a meeting not yet agreed has no file (404).
 */
export async function getMeetingIcs(db: Database, actor: RequestActor, roomId: number, meetingId: number, siteOrigin: string): Promise<string> {
  const signedIn = actorOrThrow(actor);
  const scope = roomScopeOf(signedIn);
  const room = foundOrThrow(await findRoom(db, scope, signedIn.userId, roomId), ROOM_NOT_FOUND);
  const meeting = (await meetingsByIds(db, [meetingId])).get(meetingId);
  if (!meeting || meeting.roomId !== roomId) throw new AppError("not_found", NOT_AGREED);
  if (meeting.status !== "agreed" || meeting.startsAt === null) throw new AppError("not_found", NOT_AGREED);
  const roomUrl = `${siteOrigin}/project_chat_rooms/${roomId}`;
  const isOnline = meeting.mode === "online";
  const summary = meetingCalendarTitle(room.projectTitle, "proUserId" in scope ? room.corporationName : room.proName);
  return buildMeetingIcs({
    uid: `meeting-${meeting.id}@${new URL(siteOrigin).host}`,
    stamp: meeting.answeredAt ?? meeting.startsAt,
    start: meeting.startsAt,
    end: meetingEnd(meeting.startsAt, meeting.durationMinutes),
    summary,
    description: [
      `${MEETING_MODE_LABELS[meeting.mode]}の商談です。`,
      ...(isOnline && meeting.place ? [`会議のURL: ${meeting.place}`] : []),
      `かけはしのメッセージ: ${roomUrl}`,
    ].join("\n"),
    location: meeting.place || (isOnline ? "オンライン" : ""),
    url: isOnline && meeting.place ? meeting.place : null,
    alarmMinutesBefore: ALARM_MINUTES_BEFORE,
  });
}

/** The room header's 「商談予定: 11月28日（金）14:00〜」, or null when no agreed meeting is still to come. */
export async function nextMeetingLabelOfRoom(db: Database, actor: RequestActor, roomId: number, now: Date): Promise<string | null> {
  const signedIn = actorOrThrow(actor);
  foundOrThrow(await findRoom(db, roomScopeOf(signedIn), signedIn.userId, roomId), ROOM_NOT_FOUND);
  const next = await findNextAgreedMeeting(db, roomId, now);
  return next ? meetingStartLabel(next.startsAt) : null;
}

/**
 * The application cards' 「11月28日（土）14:00〜」 by application id, for 案件管理 (`pro`: the actor's own
 * applications) or the board (`corporation`: the one the orderer works in now). Others' ids have none.
 */
export async function meetingLabelsOfApplications(
  db: Database,
  actor: RequestActor,
  side: "pro" | "corporation",
  applicationIds: readonly number[],
  now: Date,
): Promise<Map<number, string>> {
  const scope = side === "pro" ? { proUserId: actorOrThrow(actor).userId } : { corporationId: ordererOrThrow(actor).corporationId };
  const meetings = await agreedMeetingsOfApplications(db, scope, applicationIds, now);
  return new Map([...meetings].map(([id, meeting]) => [id, meetingStartLabel(meeting.startsAt)]));
}

const days = (value: number) => `${(Math.round(value * 10) / 10).toLocaleString("ja-JP")}日`;

/**
 * 「応募から初回商談まで: 平均 1.5日（中央値 1日・12件）」 for the board (one project, or all of the
 * corporation's): the promise 「最短1日で商談」 made measurable.
 */
export async function meetingLeadTimeLabel(db: Database, actor: RequestActor, projectId: number | null): Promise<string> {
  const { corporationId } = ordererOrThrow(actor);
  const lead = await meetingLeadDays(db, corporationId, projectId);
  if (lead.count === 0 || lead.meanDays === null || lead.medianDays === null) return "応募から初回商談まで: まだ商談の記録がありません";
  return `応募から初回商談まで: 平均 ${days(lead.meanDays)}（中央値 ${days(lead.medianDays)}・${lead.count.toLocaleString("ja-JP")}件）`;
}

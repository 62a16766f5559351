import type { NewNotification } from "@/features/notifications/notifications.service";

import { MEETING_MODE_LABELS, meetingStartLabel, meetingTimeLabel } from "./meeting-rules";

/** What the people of a room are told about its meetings (issue 16): each notice leads to the room. */

type About = { roomId: number; applicationId: number | null; projectTitle: string };
type Meeting = { durationMinutes: number; mode: keyof typeof MEETING_MODE_LABELS; place: string };

const roomPath = (roomId: number) => `/project_chat_rooms/${roomId}`;
const whereLabel = (meeting: Meeting) => `${MEETING_MODE_LABELS[meeting.mode]}${meeting.place ? `（${meeting.place}）` : ""}`;

export function proposedNotice(about: About, proposerName: string, meeting: Meeting & { slots: readonly Date[] }): NewNotification {
  return {
    kind: "meeting_proposed",
    title: `${proposerName}から「${about.projectTitle}」の商談の候補日時が届きました`,
    body: [...meeting.slots.map((slot) => `・${meetingTimeLabel(slot, meeting.durationMinutes)}`), whereLabel(meeting)].join("\n"),
    linkPath: roomPath(about.roomId),
    applicationId: about.applicationId,
  };
}

export function agreedNotice(about: About, meeting: Meeting & { startsAt: Date }): NewNotification {
  return {
    kind: "meeting_agreed",
    title: `「${about.projectTitle}」の商談日時が決まりました: ${meetingTimeLabel(meeting.startsAt, meeting.durationMinutes)}`,
    body: whereLabel(meeting),
    linkPath: roomPath(about.roomId),
    applicationId: about.applicationId,
  };
}

export function declinedNotice(about: About, note: string): NewNotification {
  return {
    kind: "meeting_declined",
    title: `「${about.projectTitle}」の商談について、別の日程の希望が届きました`,
    body: note,
    linkPath: roomPath(about.roomId),
    applicationId: about.applicationId,
  };
}

export function reminderNotice(about: About, meeting: Meeting & { startsAt: Date }): NewNotification {
  return {
    kind: "meeting_reminder",
    title: `商談の予定があります: ${meetingStartLabel(meeting.startsAt)}`,
    body: `「${about.projectTitle}」 ${meetingTimeLabel(meeting.startsAt, meeting.durationMinutes)}・${whereLabel(meeting)}`,
    linkPath: roomPath(about.roomId),
    applicationId: about.applicationId,
  };
}

/** The message a proposal writes in the thread: plain text that reads well in the list's preview too. */
export const proposalMessageBody = (slotCount: number, note: string) => `商談の候補日時を提案しました（${slotCount}件）${note ? `\n\n${note}` : ""}`;

export const agreedMessageBody = (startsAt: Date, durationMinutes: number) => `商談日時が決まりました: ${meetingTimeLabel(startsAt, durationMinutes)}`;

export const askOthersMessageBody = (note: string) => `別の日程を希望しています${note ? `\n\n${note}` : ""}`;

import type { Database } from "@/db/client";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor } from "@/platform/actor/actor";

import type { AttachmentRow } from "./attachments/chat-attachment.queries";
import { attachmentsOfMessages } from "./attachments/chat-attachment.queries";
import type { MessageRow, RoomRow } from "./chat-rooms.queries";
import { HIDDEN_MESSAGE_TEXT, type ChatMessage } from "./chat.schemas";
import type { ChatMeeting } from "./meetings/chat-meeting.schemas";
import { meetingsByIds, type MeetingRow } from "./meetings/chat-meeting.queries";
import { meetingCalendarTitle, meetingEnd } from "./meetings/meeting-rules";

export const attachmentDownloadPath = (roomId: number, attachmentId: number) => `/api/v2/project_chat_rooms/${roomId}/attachments/${attachmentId}`;

const toAttachment = (roomId: number, row: AttachmentRow) => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  downloadPath: attachmentDownloadPath(roomId, row.id),
});

export const meetingIcsPath = (roomId: number, meetingId: number) => `/api/v2/project_chat_rooms/${roomId}/meetings/${meetingId}/meeting.ics`;

/** What a meeting's view needs of its room: whose it is, and the names its calendar entry carries. */
export type MeetingRoom = Pick<RoomRow, "id" | "proUserId" | "projectTitle" | "corporationName" | "proName">;

/** The meeting as this viewer sees it: a side never picks from its own proposal. */
export function toMeeting(row: MeetingRow, room: MeetingRoom, viewer: Actor): ChatMeeting {
  const proposedByPro = row.proposerUserId === room.proUserId;
  const viewerIsPro = viewer.userId === room.proUserId;
  const isAgreed = row.status === "agreed" && row.startsAt !== null;
  return {
    id: row.id,
    status: row.status,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    place: row.place,
    slots: row.slots.map(toJstIsoDateTime),
    startsAt: row.startsAt === null ? null : toJstIsoDateTime(row.startsAt),
    endsAt: row.startsAt === null ? null : toJstIsoDateTime(meetingEnd(row.startsAt, row.durationMinutes)),
    isProposedByViewer: proposedByPro === viewerIsPro,
    answerNote: row.answerNote,
    calendarTitle: meetingCalendarTitle(room.projectTitle, viewerIsPro ? room.corporationName : room.proName),
    icsPath: isAgreed ? meetingIcsPath(room.id, row.id) : null,
  };
}

/**
 * Messages as the viewer reads them, with their attachments and meetings (two reads for the whole
 * page). A message an operator hid (issue 18) keeps its place and sender but reads as the placeholder,
 * for both sides alike: its words, file and meeting are not sent at all.
 */
export async function presentMessages(db: Database, rows: readonly MessageRow[], room: MeetingRoom, viewer: Actor): Promise<ChatMessage[]> {
  const shown = rows.filter((row) => row.hiddenAt === null);
  const meetingIds = shown.flatMap((row) => (row.meetingId === null ? [] : [row.meetingId]));
  const [attachments, meetings] = await Promise.all([
    attachmentsOfMessages(
      db,
      shown.map((row) => row.id),
    ),
    meetingsByIds(db, meetingIds),
  ]);
  return rows.map((row) => {
    const isHidden = row.hiddenAt !== null;
    const attachment = attachments.get(row.id);
    const meeting = row.meetingId === null || isHidden ? undefined : meetings.get(row.meetingId);
    return {
      id: row.id,
      body: isHidden ? HIDDEN_MESSAGE_TEXT : row.body,
      isHidden,
      senderName: row.senderName,
      isMine: row.senderUserId === viewer.userId,
      sentAt: toJstIsoDateTime(row.createdAt),
      attachment: attachment ? toAttachment(room.id, attachment) : null,
      meeting: meeting ? toMeeting(meeting, room, viewer) : null,
    };
  });
}

import type { ChatMessage } from "../chat.schemas";
import type { ChatMeeting } from "./chat-meeting.schemas";

/**
 * A meeting as the thread should draw it on a message that carries it: the state of the newest
 * message naming it (fetched last, so the latest known), and a proposal that a newer one followed is
 * shown replaced, as the server cancelled it. So an answer appended to the thread updates every card;
 * only the newest carrier draws the whole card (`isLatestCarrier`), earlier ones a one-line summary.
 */
export function meetingView(messages: readonly ChatMessage[], messageId: number, carried: ChatMeeting): { meeting: ChatMeeting; isLatestCarrier: boolean } {
  let latest = carried;
  let latestCarrierId = messageId;
  let newestMeetingId = latest.id;
  for (const other of messages) {
    if (!other.meeting) continue;
    if (other.meeting.id === latest.id) {
      latest = other.meeting;
      latestCarrierId = other.id;
    }
    newestMeetingId = Math.max(newestMeetingId, other.meeting.id);
  }
  const meeting = latest.status === "proposed" && newestMeetingId > latest.id ? { ...latest, status: "cancelled" as const } : latest;
  return { meeting, isLatestCarrier: latestCarrierId === messageId };
}

import { describe, expect, it } from "vitest";

import type { ChatMessage } from "../chat.schemas";
import type { ChatMeeting } from "./chat-meeting.schemas";
import { meetingView } from "./meeting-thread-state";

const meeting = (id: number, status: ChatMeeting["status"]): ChatMeeting => ({
  id,
  status,
  durationMinutes: 60,
  mode: "online",
  place: "",
  slots: ["2026-11-05T14:00:00+09:00"],
  startsAt: status === "agreed" ? "2026-11-05T14:00:00+09:00" : null,
  endsAt: status === "agreed" ? "2026-11-05T15:00:00+09:00" : null,
  isProposedByViewer: false,
  answerNote: "",
  calendarTitle: "商談: 案件（株式会社ビー）",
  icsPath: null,
});
const message = (id: number, carried: ChatMeeting | null): ChatMessage => ({
  id,
  body: "",
  isHidden: false,
  senderName: "山田 太郎",
  isMine: false,
  sentAt: "2026-11-01T09:00:00+09:00",
  attachment: null,
  meeting: carried,
});

describe("issue 16: a meeting's card follows its latest state in the thread", () => {
  const view = (messages: ChatMessage[], i: number) => meetingView(messages, messages[i]!.id, messages[i]!.meeting!);

  it("an answer appended later updates the proposal's card; the answer draws the whole card", () => {
    const messages = [message(1, meeting(7, "proposed")), message(2, null), message(3, meeting(7, "agreed"))];
    expect(view(messages, 0)).toMatchObject({ meeting: { status: "agreed" }, isLatestCarrier: false });
    expect(view(messages, 2)).toMatchObject({ meeting: { status: "agreed" }, isLatestCarrier: true });
  });

  it("a proposal followed by a newer one shows as replaced; the newer one stays open", () => {
    const messages = [message(1, meeting(7, "proposed")), message(2, meeting(8, "proposed"))];
    expect(view(messages, 0)).toMatchObject({ meeting: { status: "cancelled" }, isLatestCarrier: true });
    expect(view(messages, 1).meeting.status).toBe("proposed");
  });
});

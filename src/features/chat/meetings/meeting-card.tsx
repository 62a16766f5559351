"use client";

import { useIsHydrated } from "@/ui/use-is-hydrated";

import type { ChatMessage } from "../chat.schemas";
import type { ChatMeeting } from "./chat-meeting.schemas";
import { googleCalendarUrl } from "./google-calendar-link";
import { MeetingAnswerForm } from "./meeting-answer-form";
import { MEETING_MODE_LABELS, meetingTimeLabel } from "./meeting-rules";

const linkClass = "font-bold text-brand-700 underline-offset-2 hover:underline";

/** Where: オンライン with its link (opened apart from our page), or 対面 with the address. */
function MeetingPlace({ meeting }: { meeting: ChatMeeting }) {
  return (
    <p className="mt-1 break-all text-slate-700">
      {MEETING_MODE_LABELS[meeting.mode]}
      {meeting.place === "" ? null : meeting.mode === "online" ? (
        <>
          ：
          <a href={meeting.place} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {meeting.place}
          </a>
        </>
      ) : (
        `：${meeting.place}`
      )}
    </p>
  );
}

/** The agreed meeting: when, where, and the two ways into a calendar. */
function AgreedMeeting({ roomId, meeting }: { roomId: number; meeting: ChatMeeting & { startsAt: string; endsAt: string } }) {
  // The room's address goes into Google's entry; the origin is known once the script runs.
  const origin = useIsHydrated() ? window.location.origin : "";
  const details = [
    ...(meeting.mode === "online" && meeting.place ? [`会議のURL: ${meeting.place}`] : []),
    `かけはしのメッセージ: ${origin}/project_chat_rooms/${roomId}`,
  ];
  const google = googleCalendarUrl({
    title: meeting.calendarTitle,
    start: new Date(meeting.startsAt),
    end: new Date(meeting.endsAt),
    details: details.join("\n"),
    location: meeting.place,
  });
  return (
    <>
      <p className="font-bold text-slate-900" data-testid="meeting-time">
        {meetingTimeLabel(meeting.startsAt, meeting.durationMinutes)}
      </p>
      <MeetingPlace meeting={meeting} />
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {meeting.icsPath ? (
          <a href={meeting.icsPath} download="meeting.ics" className={linkClass} data-testid="meeting-ics">
            カレンダーに追加（.ics）
          </a>
        ) : null}
        <a href={google} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Googleカレンダーに追加
        </a>
      </p>
    </>
  );
}

const TITLES: Record<ChatMeeting["status"], string> = {
  proposed: "商談日程の提案",
  agreed: "商談日時が決まりました",
  declined: "商談日程の提案",
  cancelled: "商談日程の提案（取り下げ）",
};

/** On an earlier message of the same meeting (the proposal, once answered): where it ended up, in one line. */
function MeetingOutcome({ meeting }: { meeting: ChatMeeting }) {
  const outcome =
    meeting.status === "agreed" && meeting.startsAt
      ? `${meetingTimeLabel(meeting.startsAt, meeting.durationMinutes)} に決まりました`
      : meeting.status === "declined"
        ? meeting.isProposedByViewer
          ? "別の日程を希望されました"
          : "別の日程を希望しました"
        : "新しい提案に置き換えられました";
  return (
    <p className="mt-1 max-w-sm rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700" data-testid="meeting-outcome">
      商談日程の提案: {outcome}
    </p>
  );
}

type MeetingCardProps = { roomId: number; meeting: ChatMeeting; isLatestCarrier: boolean; onAnswered: (message: ChatMessage) => void };

/**
 * A meeting on the message that carries it (issue 16): the slots to pick from (the other side) or
 * 返答待ち (the proposer's side), the agreed time with its calendar links, or the request for others.
 * The newest message of a meeting draws the card; earlier ones say in a line how it ended up.
 */
export function MeetingCard({ roomId, meeting, isLatestCarrier, onAnswered }: MeetingCardProps) {
  const { startsAt, endsAt } = meeting;
  if (!isLatestCarrier && meeting.status !== "proposed") return <MeetingOutcome meeting={meeting} />;
  return (
    <section
      className="mt-1 w-full max-w-sm rounded-lg border border-slate-200 bg-white p-3 text-left text-sm text-slate-800"
      aria-label={TITLES[meeting.status]}
      data-testid="meeting-card"
    >
      <h3 className="text-xs font-bold text-brand-700">
        {TITLES[meeting.status]}（{meeting.durationMinutes}分）
      </h3>
      {meeting.status === "agreed" && startsAt !== null && endsAt !== null ? (
        <AgreedMeeting roomId={roomId} meeting={{ ...meeting, startsAt, endsAt }} />
      ) : (
        <>
          <MeetingPlace meeting={meeting} />
          {meeting.status === "proposed" && !meeting.isProposedByViewer ? (
            <MeetingAnswerForm roomId={roomId} meeting={meeting} onAnswered={onAnswered} />
          ) : (
            <ul className="mt-1 list-inside list-disc text-slate-700">
              {meeting.slots.map((slot) => (
                <li key={slot}>{meetingTimeLabel(slot, meeting.durationMinutes)}</li>
              ))}
            </ul>
          )}
          {meeting.status === "proposed" && meeting.isProposedByViewer ? <p className="mt-2 font-bold text-amber-800">返答待ち</p> : null}
          {meeting.status === "declined" ? (
            <p className="mt-2 whitespace-pre-line text-slate-700">
              <span className="font-bold">{meeting.isProposedByViewer ? "別の日程を希望されました" : "別の日程を希望しました"}</span>
              {meeting.answerNote ? `\n${meeting.answerNote}` : ""}
            </p>
          ) : null}
          {meeting.status === "cancelled" ? <p className="mt-2 text-slate-600">新しい提案に置き換えられました。</p> : null}
        </>
      )}
    </section>
  );
}

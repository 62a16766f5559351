"use client";

import { useId, useState } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import type { ChatMessage } from "../chat.schemas";
import type { ChatMeeting } from "./chat-meeting.schemas";
import { CHAT_MEETINGS_ENDPOINTS as E } from "./chat-meetings.endpoints";
import { MEETING_NOTE_MAX, meetingTimeLabel } from "./meeting-rules";

/**
 * The other side's answer to a proposal: one slot as a radio button and 「この日時で確定」, or
 * 「別の日程を希望」 with a few words. A 409 (someone else answered first) is said, not hidden.
 */
export function MeetingAnswerForm({ roomId, meeting, onAnswered }: { roomId: number; meeting: ChatMeeting; onAnswered: (message: ChatMessage) => void }) {
  const id = useId();
  const [pick, setPick] = useState<string>();
  const [isAskingOthers, setIsAskingOthers] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function send(body: { pick: string } | { askOthers: true; note: string }) {
    setIsSending(true);
    const result = await callApi(E.answer, { params: { id: roomId, meetingId: meeting.id }, body });
    setIsSending(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setError(undefined);
    onAnswered(result.data);
  }

  return (
    <div className="mt-2">
      <fieldset>
        <legend className="text-xs font-bold text-slate-700">候補から日時を選んでください</legend>
        <ul className="mt-1 space-y-1">
          {meeting.slots.map((slot, i) => (
            <li key={slot}>
              <label htmlFor={`${id}-slot-${i}`} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 hover:bg-slate-50">
                <input id={`${id}-slot-${i}`} type="radio" name={`${id}-slot`} value={slot} checked={pick === slot} onChange={() => setPick(slot)} className="h-4 w-4" />
                {meetingTimeLabel(slot, meeting.durationMinutes)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pick === undefined || isSending}
          onClick={() => pick !== undefined && void send({ pick })}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          この日時で確定
        </button>
        <button
          type="button"
          aria-expanded={isAskingOthers}
          onClick={() => setIsAskingOthers((open) => !open)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50"
        >
          別の日程を希望
        </button>
      </div>
      {isAskingOthers ? (
        <div className="mt-2">
          <label htmlFor={`${id}-note`} className="block text-xs font-bold text-slate-700">
            ご希望（任意）
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={MEETING_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="例: 来週の午後でしたら調整できます"
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-base"
          />
          <button
            type="button"
            disabled={isSending}
            onClick={() => void send({ askOthers: true, note })}
            className="mt-2 rounded-md bg-slate-800 px-3 py-2 text-sm font-bold text-white hover:bg-slate-900 disabled:opacity-50"
          >
            別の日程を希望する
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

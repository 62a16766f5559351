"use client";

import { useId, useRef, useState } from "react";

import { toJstIsoDate } from "@/lib/format-date";
import { callApi } from "@/platform/api-contract/call-api";
import { Dialog } from "@/ui/dialog";
import { FieldMessages } from "@/ui/field-messages";
import { FormAlert } from "@/ui/form-alert";

import type { ChatMessage } from "../chat.schemas";
import { CHAT_MEETINGS_ENDPOINTS as E } from "./chat-meetings.endpoints";
import { MEETING_NOTE_MAX, MEETING_PLACE_MAX, MEETING_URL_MAX } from "./meeting-rules";
import { addDays, checkDraft, horizonDays, TIME_OPTIONS, type DraftErrors, type SlotRow } from "./proposal-draft";

const EMPTY_ROWS: SlotRow[] = [
  { date: "", time: "" },
  { date: "", time: "" },
  { date: "", time: "" },
];
const control = "block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-base";

/**
 * 「商談日程を提案」: up to three slots (date and a 15-minute time), 30 or 60 minutes, online or on
 * site, and a note, in a native dialog (keyboard and phone friendly). Checked here in the API's
 * words; a failed send keeps its key, so sending again never proposes twice.
 */
export function MeetingProposalForm({ roomId, onProposed }: { roomId: number; onProposed: (message: ChatMessage) => void }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [rows, setRows] = useState<SlotRow[]>(EMPTY_ROWS);
  const [durationMinutes, setDuration] = useState<30 | 60>(60);
  const [mode, setMode] = useState<"online" | "onsite">("online");
  const [place, setPlace] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const pendingKey = useRef<string | null>(null);
  const today = new Date();

  const setRow = (i: number, change: Partial<SlotRow>) => {
    pendingKey.current = null;
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...change } : row)));
  };
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  async function submit() {
    const checked = checkDraft({ rows, mode, place }, new Date());
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setFormError("入力内容をご確認ください。");
      return;
    }
    pendingKey.current ??= crypto.randomUUID();
    setIsSending(true);
    const body = { slots: checked.slots, durationMinutes, mode, place: place.trim(), note, clientKey: pendingKey.current };
    const result = await callApi(E.propose, { params: { id: roomId }, body });
    setIsSending(false);
    if (!result.ok) {
      const fieldErrors: DraftErrors = {};
      for (const issue of result.error.issues ?? []) {
        const slot = /^slots\.(\d+)$/.exec(issue.path);
        fieldErrors[slot ? `slot-${checked.rowOf[Number(slot[1])]}` : issue.path] = issue.message;
      }
      setErrors(fieldErrors);
      setFormError(result.error.issues?.length ? "入力内容をご確認ください。" : result.error.message);
      return;
    }
    pendingKey.current = null;
    setRows(EMPTY_ROWS);
    setPlace("");
    setNote("");
    setFormError(undefined);
    setIsOpen(false);
    onProposed(result.data);
  }

  return (
    <div className="border-t border-slate-200 bg-white px-3 pt-2">
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        data-testid="meeting-propose-open"
      >
        商談日程を提案
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="商談日程を提案" testId="meeting-proposal-dialog">
        <form
          noValidate
          className="space-y-4 px-5 py-4 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormAlert message={formError} />
          <fieldset>
            <legend className="font-bold text-slate-800">候補日時（日本時間・3件まで）</legend>
            {errors.slots ? <p className="mt-1 text-sm text-red-700">{errors.slots}</p> : null}
            {rows.map((row, i) => (
              <div key={i} className="mt-2">
                <div className="grid grid-cols-[3.5rem_1fr_6rem] items-center gap-2">
                  <span className="text-xs font-bold text-slate-600">候補{i + 1}</span>
                  <label htmlFor={`${id}-date-${i}`} className="sr-only">{`候補${i + 1}の日付`}</label>
                  <input
                    id={`${id}-date-${i}`}
                    type="date"
                    min={toJstIsoDate(today)}
                    max={toJstIsoDate(addDays(today, horizonDays))}
                    value={row.date}
                    onChange={(event) => setRow(i, { date: event.target.value })}
                    aria-invalid={errors[`slot-${i}`] ? true : undefined}
                    aria-describedby={describedBy(`slot-${i}`)}
                    className={control}
                  />
                  <label htmlFor={`${id}-time-${i}`} className="sr-only">{`候補${i + 1}の時刻`}</label>
                  <select
                    id={`${id}-time-${i}`}
                    value={row.time}
                    onChange={(event) => setRow(i, { time: event.target.value })}
                    aria-describedby={describedBy(`slot-${i}`)}
                    className={control}
                  >
                    <option value="">時刻</option>
                    {TIME_OPTIONS.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                </div>
                <FieldMessages id={`${id}-slot-${i}`} error={errors[`slot-${i}`]} />
              </div>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-1">
            <legend className="mb-1 font-bold text-slate-800">長さ</legend>
            {([30, 60] as const).map((minutes) => (
              <label key={minutes} className="flex min-h-9 items-center gap-2">
                <input type="radio" name={`${id}-duration`} checked={durationMinutes === minutes} onChange={() => setDuration(minutes)} className="h-4 w-4" />
                {minutes}分
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-1">
            <legend className="mb-1 font-bold text-slate-800">形式</legend>
            {(["online", "onsite"] as const).map((value) => (
              <label key={value} className="flex min-h-9 items-center gap-2">
                <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} className="h-4 w-4" />
                {value === "online" ? "オンライン" : "対面"}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`${id}-place`} className="font-bold text-slate-800">
              {mode === "online" ? "会議のURL（任意）" : "場所（住所）"}
            </label>
            <input
              id={`${id}-place`}
              type={mode === "online" ? "url" : "text"}
              inputMode={mode === "online" ? "url" : undefined}
              maxLength={mode === "online" ? MEETING_URL_MAX : MEETING_PLACE_MAX}
              value={place}
              onChange={(event) => setPlace(event.target.value)}
              placeholder={mode === "online" ? "https://meet.google.com/…" : "例: 東京都千代田区丸の内1-1-1 8階"}
              aria-invalid={errors.place ? true : undefined}
              aria-describedby={describedBy("place")}
              className={`mt-1 ${control}`}
            />
            <FieldMessages id={`${id}-place`} error={errors.place} />
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="font-bold text-slate-800">
              メッセージ（任意）
            </label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={MEETING_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={`mt-1 ${control}`}
            />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setIsOpen(false)} className="rounded-md border border-slate-300 px-4 py-2 font-bold text-slate-700 hover:bg-slate-50">
              キャンセル
            </button>
            <button type="submit" disabled={isSending} className="rounded-md bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-50">
              {isSending ? "送信中…" : "提案を送る"}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

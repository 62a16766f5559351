import { isOnSlotStep, MEETING_HORIZON_DAYS, parseJstDateTime, placeIssue, slotTimeIssues } from "./meeting-rules";

/** What the proposal form holds before it is sent: up to three date + time rows, some left empty. */
export type SlotRow = { date: string; time: string };
export type ProposalDraft = { rows: SlotRow[]; mode: "online" | "onsite"; place: string };
/** Errors by field: `slot-0` … `slot-2` for the rows, `slots` for the whole, `place`. */
export type DraftErrors = Partial<Record<string, string>>;

const DAY_MS = 86_400_000;

/** 07:00 … 22:00 every 15 minutes: the hours people meet, on the API's 5-minute marks. */
export const TIME_OPTIONS = Array.from({ length: 61 }, (_, i) => {
  const minutes = 7 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

export const horizonDays = MEETING_HORIZON_DAYS;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The form's own check, in the words the API uses, before anything is sent: each filled row is a
 * whole date and time, in the future, within 90 days and not repeated; on site has an address. Answers
 * the slots to send (`2026-11-28T14:00`) with the row each came from, so the API's `slots.N` finds its row.
 */
export function checkDraft(draft: ProposalDraft, now: Date): { slots: string[]; rowOf: number[]; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const slots: string[] = [];
  const rowOf: number[] = [];
  const seen = new Set<number>();
  draft.rows.forEach((row, i) => {
    if (row.date === "" && row.time === "") return;
    const text = `${row.date}T${row.time}`;
    const date = row.date && row.time ? parseJstDateTime(text) : null;
    if (date === null) errors[`slot-${i}`] = "日付と時刻の両方を選んでください";
    else if (!isOnSlotStep(date)) errors[`slot-${i}`] = "時刻は5分単位で選んでください";
    else if (seen.has(date.getTime())) errors[`slot-${i}`] = "同じ日時が重なっています。別の日時を選んでください";
    else {
      const [timeIssue] = slotTimeIssues([date], now);
      if (timeIssue) errors[`slot-${i}`] = timeIssue.message;
      seen.add(date.getTime());
      slots.push(text);
      rowOf.push(i);
    }
  });
  if (slots.length === 0 && Object.keys(errors).length === 0) errors.slots = "候補日時を1件以上入力してください";
  const place = placeIssue(draft.mode, draft.place.trim());
  if (place) errors.place = place;
  return { slots, rowOf, errors };
}

import { JAPANESE_WEEKDAYS } from "@/lib/format-date";
import type { FieldIssue } from "@/platform/errors";

/**
 * The rules of a meeting proposal that need no database (issue 16): how a JST date-time is read, the
 * limits of a proposal, and the words a meeting is shown with. Shared by the form, the API and the jobs.
 */

export const MEETING_MAX_SLOTS = 3;
export const MEETING_DURATIONS = [30, 60] as const;
export const MEETING_SLOT_STEP_MINUTES = 5;
/** Far enough for a project that starts next quarter; further than that, a date is more likely a typo. */
export const MEETING_HORIZON_DAYS = 90;
export const MEETING_PLACE_MAX = 200;
export const MEETING_URL_MAX = 500;
export const MEETING_NOTE_MAX = 1_000;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 60 * MINUTE_MS;
const JST_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00)?(?:\+09:00)?$/;

/**
 * `2026-11-28T14:00`, `2026-11-28T14:00:00` or `2026-11-28T14:00:00+09:00`, read as Japan time (the
 * form sends the first, the API answers the last). null for anything else, or a day that does not exist.
 */
export function parseJstDateTime(text: string): Date | null {
  const match = JST_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute) - JST_OFFSET_MS);
  const back = new Date(date.getTime() + JST_OFFSET_MS);
  const same = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && back.getUTCHours() === hour;
  return same ? date : null;
}

export const isOnSlotStep = (date: Date) => date.getTime() % (MEETING_SLOT_STEP_MINUTES * MINUTE_MS) === 0;

/** What only the clock can say about the slots: each in the future, and within the horizon. */
export function slotTimeIssues(slots: readonly Date[], now: Date): FieldIssue[] {
  const horizon = now.getTime() + MEETING_HORIZON_DAYS * DAY_MS;
  return slots.flatMap((slot, i) => {
    if (slot.getTime() <= now.getTime()) return [{ path: `slots.${i}`, message: "過去の日時は選べません。これから先の日時を選んでください" }];
    if (slot.getTime() > horizon) return [{ path: `slots.${i}`, message: `候補日時は${MEETING_HORIZON_DAYS}日以内で選んでください` }];
    return [];
  });
}

/** An online meeting's link: https only (a link to our own pages' http copy or a script is no meeting). */
export function isMeetingUrl(text: string): boolean {
  if (!/^https:\/\/\S+$/.test(text)) return false;
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}

/** On site needs an address; online may leave the link for later, but a link given is https. */
export function placeIssue(mode: string, place: string): string | null {
  if (mode === "onsite") {
    if (place === "") return "対面の場合は場所（住所）を入力してください";
    if (Array.from(place).length > MEETING_PLACE_MAX) return `場所は${MEETING_PLACE_MAX}文字以内で入力してください`;
    if (/[\r\n\t]/.test(place)) return "場所は1行で入力してください";
    return null;
  }
  if (place === "") return null;
  if (place.length > MEETING_URL_MAX) return `会議のURLは${MEETING_URL_MAX}文字以内で入力してください`;
  return isMeetingUrl(place) ? null : "会議のURLは https:// から始まるURLを入力してください";
}

function jstWallClock(date: Date | string) {
  const shifted = new Date(new Date(date).getTime() + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    day: `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日（${JAPANESE_WEEKDAYS[shifted.getUTCDay()]}）`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

export const meetingEnd = (startsAt: Date | string, durationMinutes: number) => new Date(new Date(startsAt).getTime() + durationMinutes * MINUTE_MS);

/** 「11月28日（金）14:00〜」: where only the start matters (the room's header, the cards). */
export function meetingStartLabel(startsAt: Date | string): string {
  const { day, time } = jstWallClock(startsAt);
  return `${day}${time}〜`;
}

/** 「11月28日（金）14:00〜15:00」, in Japan time whatever the reader's clock. */
export function meetingTimeLabel(startsAt: Date | string, durationMinutes: number): string {
  return `${meetingStartLabel(startsAt)}${jstWallClock(meetingEnd(startsAt, durationMinutes)).time}`;
}

export const MEETING_MODE_LABELS = { online: "オンライン", onsite: "対面" } as const;

/** The calendar entry's title: 「商談: <project>（<the other side>）」. */
export const meetingCalendarTitle = (projectTitle: string, counterpartName: string) => `商談: ${projectTitle}（${counterpartName}）`;

/**
 * Dates as Japanese readers expect them, always in Japan time (JST, UTC+9, no daylight saving),
 * whatever the server's or the browser's time zone. Computed by hand rather than with Intl so the
 * output never depends on the ICU data a runtime ships.
 */
const JST_OFFSET_MS = 9 * 60 * 60_000;

type JstParts = { year: number; month: number; day: number };

function toJstParts(date: Date): JstParts {
  const shifted = new Date(date.getTime() + JST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** `2026年11月3日`; takes a Date or an ISO string as the API answers it. */
export function formatJstDate(date: Date | string): string {
  const { year, month, day } = toJstParts(typeof date === "string" ? new Date(date) : date);
  return `${year}年${month}月${day}日`;
}

/** `2026年11月3日 14:05`, for the moment something happened (mails, logs shown to people). */
export function formatJstDateTime(date: Date): string {
  const shifted = new Date(date.getTime() + JST_OFFSET_MS);
  const time = `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatJstDate(date)} ${time}`;
}

/** `2026-11-03`, the JST calendar day for `<time dateTime>`. */
export function toJstIsoDate(date: Date): string {
  const { year, month, day } = toJstParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * `2026-11-20T09:30:00+09:00`: the moment in ISO 8601 with Japan's offset (seconds, no fraction), as
 * the project API answers dates (docs/decisions/013). Takes a Date or any ISO string.
 */
export function toJstIsoDateTime(date: Date | string): string {
  const shifted = new Date((typeof date === "string" ? new Date(date) : date).getTime() + JST_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not a date: ${String(date)}`);
  // The shifted moment's UTC fields are the JST wall clock; only the offset is written by hand.
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

/**
 * A calendar date written as text, "2024-04-01" → "2024年4月1日" (legal pages' 制定日). Parsed from
 * the text, not through Date, so the printed day never shifts with a time zone.
 */
export function formatJapaneseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/** 日 … 土, indexed by getUTCDay() of a JST-shifted date: the weekday in 「11月28日（金）」. */
export const JAPANESE_WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;

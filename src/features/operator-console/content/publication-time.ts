/**
 * The publication time of announcements and news as the console's form holds it: a
 * `<input type="datetime-local">` value read as Japan time (JST, UTC+9, no daylight saving),
 * whatever the browser's or the server's time zone. A time in the future is a schedule
 * (「予約」); every public read shows a row only once `published_at <= now`.
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const MINUTE_MS = 60_000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2026-11-20T09:30` (or with seconds) in Japan time → the instant; null when it names no real time. */
export function parseJstDateTimeLocal(text: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  if (year! < 2000 || year! > 2099) return null;
  const wall = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second));
  // Date.UTC rolls 2026-02-30 over to March: a time that does not exist comes back different.
  const isReal =
    wall.getUTCFullYear() === year && wall.getUTCMonth() === month! - 1 && wall.getUTCDate() === day && wall.getUTCHours() === hour && wall.getUTCMinutes() === minute;
  return isReal ? new Date(wall.getTime() - JST_OFFSET_MS) : null;
}

/** The instant as a datetime-local value in Japan time, to the minute (what the input shows). */
export function toJstDateTimeLocal(date: Date): string {
  return new Date(date.getTime() + JST_OFFSET_MS).toISOString().slice(0, 16);
}

export const PUBLICATION_STATUSES = ["scheduled", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = { scheduled: "予約", published: "公開中" };

/** 予約 until its time comes, 公開中 from then: the same `published_at <= now` the public reads use. */
export function publicationStatusOf(publishedAt: Date, now: Date): PublicationStatus {
  return publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/**
 * The time to store. Empty means now. The input shows minutes only, so a form saved with the
 * same minute as the stored time keeps the stored instant (its seconds included): re-saving an
 * unchanged form neither moves the item nor records a change.
 */
export function resolvePublishedAt(requested: Date | null, now: Date, current?: Date): Date {
  if (requested === null) return now;
  if (current && Math.floor(current.getTime() / MINUTE_MS) === Math.floor(requested.getTime() / MINUTE_MS) && requested.getUTCSeconds() === 0) return current;
  return requested;
}

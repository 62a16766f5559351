/**
 * Calendar days in Japan time (UTC+9, no daylight saving) as day numbers and `YYYY-MM-DD` text:
 * project views are counted per JST day, and the ranking's window is a run of JST days.
 */
const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** Days since 1970-01-01 in JST; consecutive days differ by one. */
export function jstDayNumber(instant: Date | number): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor((ms + JST_OFFSET_MS) / DAY_MS);
}

/** `2026-11-03` for a day number (the form PostgreSQL's date type reads and answers). */
export function jstDayText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The JST day an instant falls on, as `YYYY-MM-DD`. */
export function jstDayOf(instant: Date): string {
  return jstDayText(jstDayNumber(instant));
}

/** The instant a JST day begins (00:00 in Tokyo). */
export function startOfJstDay(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - JST_OFFSET_MS);
}

/** The instant the JST calendar month of `instant` began (the 1st, 00:00 in Tokyo), and the next month's. */
export function jstMonthBounds(instant: Date): { start: Date; next: Date } {
  const [year, month] = jstDayOf(instant).split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, 1) - JST_OFFSET_MS);
  const next = new Date(Date.UTC(year, month, 1) - JST_OFFSET_MS);
  return { start, next };
}

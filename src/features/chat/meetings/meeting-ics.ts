/**
 * An agreed meeting as an iCalendar file (RFC 5545), built by hand: the format is small, and the rules
 * that calendar apps are strict about are few and tested here — CRLF line ends, lines folded at 75
 * octets (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */

export type MeetingEvent = {
  /** Stable per meeting, so importing the file again updates the entry instead of adding one. */
  uid: string;
  /** When the meeting was agreed: the same file each time it is downloaded. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The online meeting's link, or null. */
  url: string | null;
  /** The calendar app's reminder, this long before the start. */
  alarmMinutesBefore: number;
};

/** `20261128T050000Z` (UTC, the form every calendar reads the same way). */
export const toUtcBasic = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeIcsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/** Folds a content line at 75 octets: each continuation starts with one space (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const octets = encoder.encode(ch).length;
    if (size + octets > 75) {
      parts.push(current);
      current = " ";
      size = 1;
    }
    current += ch;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n");
}

export function buildMeetingIcs(event: MeetingEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kakehashi//Meetings//JA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${toUtcBasic(event.stamp)}`,
    `DTSTART:${toUtcBasic(event.start)}`,
    `DTEND:${toUtcBasic(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    // URL is a URI value, not TEXT: written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeIcsText(`まもなく商談が始まります: ${event.summary}`)}`,
    `TRIGGER:-PT${event.alarmMinutesBefore}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

import { toUtcBasic } from "./meeting-ics";

export type CalendarLinkInput = { title: string; start: Date; end: Date; details: string; location: string };

/**
 * 「Googleカレンダーに追加」: Google's event template link, filled in. Times in UTC so the reader's
 * calendar shows them in its own zone; the values are percent-encoded, the dates' slash kept as Google writes it.
 */
export function googleCalendarUrl(input: CalendarLinkInput): string {
  const params: [string, string][] = [
    ["action", "TEMPLATE"],
    ["text", input.title],
    ["dates", `${toUtcBasic(input.start)}/${toUtcBasic(input.end)}`],
    ["details", input.details],
    ["location", input.location],
  ];
  const query = params
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${name === "dates" ? value : encodeURIComponent(value)}`)
    .join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}

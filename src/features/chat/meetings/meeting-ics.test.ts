import { describe, expect, it } from "vitest";

import { googleCalendarUrl } from "./google-calendar-link";
import { buildMeetingIcs, escapeIcsText, foldIcsLine } from "./meeting-ics";

const event = {
  uid: "meeting-42@kakehashi.example",
  stamp: new Date("2026-11-02T01:00:00Z"),
  start: new Date("2026-11-28T05:00:00Z"),
  end: new Date("2026-11-28T06:00:00Z"),
  summary: "商談: Next.jsでの管理画面開発, 週3日; 長期（株式会社ビー）",
  description: "オンラインの商談です。\n会議のURL: https://meet.google.com/abc-defg-hij\nかけはしのメッセージ: https://kakehashi.example/project_chat_rooms/7",
  location: "https://meet.google.com/abc-defg-hij",
  url: "https://meet.google.com/abc-defg-hij",
  alarmMinutesBefore: 30,
};

/** Reads a calendar back the way a calendar app does: unfold, split the content lines, unescape TEXT. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(lines.pop()).toBe("");
  const properties = lines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1)] as const;
  });
  const unescape = (value: string) => value.replace(/\\(.)/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));
  const eventProps = properties.slice(properties.findIndex(([name]) => name === "BEGIN") + 0);
  const first = (name: string) => eventProps.find(([n]) => n === name)?.[1];
  return { properties, first, unescape };
}

describe("issue 16: the meeting's .ics file (RFC 5545)", () => {
  it("ends every line with CRLF, folds at 75 octets without splitting a character, and reads back whole", () => {
    const ics = buildMeetingIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { properties, first, unescape } = parseIcs(ics);
    expect(properties.map(([name]) => name).filter((name) => name === "BEGIN" || name === "END")).toEqual(["BEGIN", "BEGIN", "BEGIN", "END", "END", "END"]);
    expect(first("VERSION")).toBe("2.0");
    expect(first("PRODID")).toBeTruthy();
    expect(first("UID")).toBe("meeting-42@kakehashi.example");
    expect(first("DTSTAMP")).toBe("20261102T010000Z");
    expect(first("DTSTART")).toBe("20261128T050000Z");
    expect(first("DTEND")).toBe("20261128T060000Z");
    expect(unescape(first("SUMMARY")!)).toBe(event.summary);
    expect(unescape(first("DESCRIPTION")!)).toBe(event.description);
    expect(unescape(first("LOCATION")!)).toBe(event.location);
    expect(first("URL")).toBe(event.url);
    expect(first("TRIGGER")).toBe("-PT30M");
    expect(first("ACTION")).toBe("DISPLAY");
  });

  it("escapes backslash, semicolon, comma and line breaks in TEXT", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds Japanese text on character boundaries", () => {
    const folded = foldIcsLine(`SUMMARY:${"商談".repeat(40)}`);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(`SUMMARY:${"商談".repeat(40)}`);
  });

  it("leaves out LOCATION and URL when there are none", () => {
    const ics = buildMeetingIcs({ ...event, location: "", url: null });
    expect(ics).not.toContain("\r\nLOCATION:");
    expect(ics).not.toContain("\r\nURL:");
  });
});

describe("issue 16: 「Googleカレンダーに追加」", () => {
  it("fills Google's event template with UTC times and encoded text", () => {
    const link = googleCalendarUrl({ title: event.summary, start: event.start, end: event.end, details: event.description, location: "東京都千代田区 8階 & 受付" });
    expect(link.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.summary);
    expect(url.searchParams.get("dates")).toBe("20261128T050000Z/20261128T060000Z");
    expect(url.searchParams.get("details")).toBe(event.description);
    expect(url.searchParams.get("location")).toBe("東京都千代田区 8階 & 受付");
  });

  it("leaves out an empty location", () => {
    expect(new URL(googleCalendarUrl({ title: "商談", start: event.start, end: event.end, details: "", location: "" })).searchParams.has("location")).toBe(false);
  });
});

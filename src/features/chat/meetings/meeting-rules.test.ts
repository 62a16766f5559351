import { describe, expect, it } from "vitest";

import { ProposeMeetingBodySchema } from "./chat-meeting.schemas";
import { meetingStartLabel, meetingTimeLabel, parseJstDateTime, placeIssue, slotTimeIssues } from "./meeting-rules";

const NOW = new Date("2026-11-01T09:00:00+09:00");
const valid = { slots: ["2026-11-28T14:00"], durationMinutes: 60, mode: "online", place: "", note: "", clientKey: "meeting-key-0001" };
const issuesOf = (body: object) => {
  const result = ProposeMeetingBodySchema.safeParse({ ...valid, ...body });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("issue 16: meeting slots", () => {
  it("reads a JST date-time as the form and the API write it, and refuses days that do not exist", () => {
    const expected = new Date("2026-11-28T05:00:00Z");
    expect(parseJstDateTime("2026-11-28T14:00")).toEqual(expected);
    expect(parseJstDateTime("2026-11-28T14:00:00")).toEqual(expected);
    expect(parseJstDateTime("2026-11-28T14:00:00+09:00")).toEqual(expected);
    for (const bad of ["2026-02-30T10:00", "2026-11-28T24:00", "2026-11-28 14:00", "2026-11-28T14:00:00Z", "2026-11-28T14:00:30", ""]) {
      expect(parseJstDateTime(bad), bad).toBeNull();
    }
  });

  it("labels a meeting in Japan time with its weekday, across midnight too", () => {
    expect(meetingTimeLabel(new Date("2026-11-28T05:00:00Z"), 60)).toBe("11月28日（土）14:00〜15:00");
    expect(meetingTimeLabel("2026-11-27T14:00:00+09:00", 30)).toBe("11月27日（金）14:00〜14:30");
    expect(meetingTimeLabel("2026-11-27T23:30:00+09:00", 60)).toBe("11月27日（金）23:30〜00:30");
    expect(meetingStartLabel("2026-11-28T14:00:00+09:00")).toBe("11月28日（土）14:00〜");
  });

  it("accepts 1–3 distinct slots on 5-minute marks, 30 or 60 minutes, and says what is wrong in Japanese", () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ slots: ["2026-11-28T14:00", "2026-11-29T10:30", "2026-11-30T18:05"] })).toEqual([]);
    expect(issuesOf({ slots: [] })).toEqual([["slots", "候補日時を1件以上入力してください"]]);
    expect(issuesOf({ slots: ["2026-11-28T14:00", "2026-11-28T15:00", "2026-11-28T16:00", "2026-11-28T17:00"] })).toEqual([["slots", "候補日時は3件までです"]]);
    expect(issuesOf({ slots: ["2026-11-28T14:07"] })).toEqual([["slots.0", "時刻は5分単位で選んでください"]]);
    expect(issuesOf({ slots: ["2026-11-28T14:00", "2026-11-28T14:00:00+09:00"] })).toEqual([["slots.1", "同じ日時が重なっています。別の日時を選んでください"]]);
    expect(issuesOf({ slots: ["来週の火曜"] })).toEqual([["slots.0", "日付と時刻を選んでください"]]);
    expect(issuesOf({ durationMinutes: 45 })).toEqual([["durationMinutes", "商談の長さは30分か60分を選んでください"]]);
  });

  it("on site needs an address; online takes an https link or nothing", () => {
    expect(issuesOf({ mode: "onsite", place: "" })).toEqual([["place", "対面の場合は場所（住所）を入力してください"]]);
    expect(issuesOf({ mode: "onsite", place: "東京都千代田区丸の内1-1-1 8階" })).toEqual([]);
    expect(issuesOf({ mode: "onsite", place: "あ".repeat(201) })).toEqual([["place", "場所は200文字以内で入力してください"]]);
    expect(issuesOf({ mode: "online", place: "https://meet.google.com/abc-defg-hij" })).toEqual([]);
    expect(placeIssue("online", "http://meet.example.com/x")).toBe("会議のURLは https:// から始まるURLを入力してください");
    expect(placeIssue("online", "javascript:alert(1)")).toBe("会議のURLは https:// から始まるURLを入力してください");
    expect(placeIssue("online", `https://example.com/${"a".repeat(500)}`)).toBe("会議のURLは500文字以内で入力してください");
  });

  it("a slot must be in the future and within 90 days", () => {
    const slot = (text: string) => parseJstDateTime(text)!;
    expect(slotTimeIssues([slot("2026-11-02T10:00"), slot("2027-01-30T09:00")], NOW)).toEqual([]);
    expect(slotTimeIssues([slot("2026-11-01T09:00"), slot("2027-01-30T09:05")], NOW)).toEqual([
      { path: "slots.0", message: "過去の日時は選べません。これから先の日時を選んでください" },
      { path: "slots.1", message: "候補日時は90日以内で選んでください" },
    ]);
  });
});

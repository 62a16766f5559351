import { describe, expect, it } from "vitest";

import { parseJstDateTimeLocal, publicationStatusOf, resolvePublishedAt, toJstDateTimeLocal } from "./publication-time";

describe("issue 18: the console's publication time is Japan time", () => {
  it("reads a datetime-local value as JST and writes it back the same", () => {
    const instant = parseJstDateTimeLocal("2026-11-20T09:30");
    expect(instant?.toISOString()).toBe("2026-11-20T00:30:00.000Z");
    expect(toJstDateTimeLocal(instant!)).toBe("2026-11-20T09:30");
    expect(parseJstDateTimeLocal("2026-12-31T23:59:30")?.toISOString()).toBe("2026-12-31T14:59:30.000Z");
    expect(toJstDateTimeLocal(new Date("2026-12-31T15:10:00Z"))).toBe("2027-01-01T00:10");
  });

  it.each(["", "2026-11-20", "2026-11-20 09:30", "2026-02-30T10:00", "2026-11-20T24:00", "2026-11-20T09:60", "1999-12-31T10:00", "abc", "2026-11-20T09:30+09:00"])(
    "%j is no time",
    (text) => {
      expect(parseJstDateTimeLocal(text)).toBeNull();
    },
  );

  it("is 予約 until its time and 公開中 from that moment", () => {
    const at = new Date("2026-11-20T00:30:00Z");
    expect(publicationStatusOf(at, new Date(at.getTime() - 1))).toBe("scheduled");
    expect(publicationStatusOf(at, at)).toBe("published");
  });

  it("empty is now; the same minute keeps the stored instant; another minute moves it", () => {
    const now = new Date("2026-11-20T03:00:00Z");
    const stored = new Date("2026-11-19T00:30:42.123Z");
    expect(resolvePublishedAt(null, now, stored)).toBe(now);
    expect(resolvePublishedAt(parseJstDateTimeLocal("2026-11-19T09:30"), now, stored)).toBe(stored);
    expect(resolvePublishedAt(parseJstDateTimeLocal("2026-11-19T09:31"), now, stored).toISOString()).toBe("2026-11-19T00:31:00.000Z");
    expect(resolvePublishedAt(parseJstDateTimeLocal("2026-11-19T09:30:10"), now, stored).toISOString()).toBe("2026-11-19T00:30:10.000Z");
  });
});

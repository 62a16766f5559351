import { describe, expect, it } from "vitest";

import { formatJstDate } from "./jst-date";

describe("formatJstDate", () => {
  it("writes the Japanese calendar date", () => {
    expect(formatJstDate(new Date("2026-11-03T10:00:00+09:00"))).toBe("2026年11月3日");
  });

  it("uses the day in Japan, not in UTC", () => {
    // 2026-11-02 16:30 UTC is already 3 November in Japan.
    expect(formatJstDate("2026-11-02T16:30:00.000Z")).toBe("2026年11月3日");
    expect(formatJstDate("2026-11-02T14:59:59.000Z")).toBe("2026年11月2日");
  });
});

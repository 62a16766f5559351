import { describe, expect, it } from "vitest";

import { jstDayNumber, jstDayOf, jstDayText, startOfJstDay } from "./jst-day";

describe("JST days", () => {
  it("a day turns at midnight in Tokyo, not at midnight UTC", () => {
    expect(jstDayOf(new Date("2026-11-02T14:59:59.999Z"))).toBe("2026-11-02");
    expect(jstDayOf(new Date("2026-11-02T15:00:00.000Z"))).toBe("2026-11-03");
  });

  it("day numbers count whole days and round-trip through their start", () => {
    const day = jstDayNumber(new Date("2026-11-03T10:00:00+09:00"));
    expect(jstDayNumber(new Date("2026-11-04T00:00:00+09:00"))).toBe(day + 1);
    expect(startOfJstDay(day).toISOString()).toBe("2026-11-02T15:00:00.000Z");
    expect(jstDayText(day)).toBe("2026-11-03");
    expect(jstDayText(day - 29)).toBe("2026-10-05");
  });
});

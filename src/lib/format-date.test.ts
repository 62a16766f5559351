import { describe, expect, it } from "vitest";

import { formatJstDate, formatJstDateTime, toJstIsoDate } from "./format-date";

describe("formatJstDate", () => {
  it("writes year, month and day in Japanese without zero padding", () => {
    expect(formatJstDate(new Date("2026-11-03T12:00:00+09:00"))).toBe("2026年11月3日");
    expect(formatJstDate(new Date("2026-01-09T00:00:00+09:00"))).toBe("2026年1月9日");
  });

  it("uses the day in Japan, not in UTC: 23:30 UTC is already the next morning in Tokyo", () => {
    expect(formatJstDate(new Date("2026-11-02T15:00:00Z"))).toBe("2026年11月3日");
    expect(formatJstDate(new Date("2026-11-02T14:59:59Z"))).toBe("2026年11月2日");
  });

  it("reads an ISO string as the API answers it", () => {
    expect(formatJstDate("2026-11-02T16:30:00.000Z")).toBe("2026年11月3日");
    expect(formatJstDate("2026-11-02T14:59:59.000Z")).toBe("2026年11月2日");
  });

  it("rolls over months and years at JST midnight", () => {
    expect(formatJstDate(new Date("2026-12-31T15:00:00Z"))).toBe("2027年1月1日");
    expect(formatJstDate(new Date("2028-02-28T15:00:00Z"))).toBe("2028年2月29日");
  });
});

describe("toJstIsoDate", () => {
  it("gives the JST calendar day, zero padded, for <time dateTime>", () => {
    expect(toJstIsoDate(new Date("2026-11-02T15:00:00Z"))).toBe("2026-11-03");
    expect(toJstIsoDate(new Date("2026-03-05T10:00:00+09:00"))).toBe("2026-03-05");
  });
});

describe("formatJstDateTime", () => {
  it("writes the Japan time of day with zero-padded hours and minutes", () => {
    expect(formatJstDateTime(new Date("2026-11-02T20:05:00Z"))).toBe("2026年11月3日 05:05");
    expect(formatJstDateTime(new Date("2026-11-03T14:30:00+09:00"))).toBe("2026年11月3日 14:30");
  });
});

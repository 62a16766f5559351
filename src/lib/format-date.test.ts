import { describe, expect, it } from "vitest";

import { formatJstDate, formatJstDateTime, toJstIsoDate, toJstIsoDateTime } from "./format-date";

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

describe("toJstIsoDateTime", () => {
  it("writes the moment in Japan time with the +09:00 offset, to the second", () => {
    expect(toJstIsoDateTime(new Date("2026-11-20T00:30:00Z"))).toBe("2026-11-20T09:30:00+09:00");
    expect(toJstIsoDateTime("2026-11-19T15:00:00.999Z")).toBe("2026-11-20T00:00:00+09:00");
  });

  it("rolls over the day, month and year at JST midnight", () => {
    expect(toJstIsoDateTime("2026-12-31T15:00:00.000Z")).toBe("2027-01-01T00:00:00+09:00");
    expect(toJstIsoDateTime("2026-12-31T14:59:59.000Z")).toBe("2026-12-31T23:59:59+09:00");
  });

  it("reads back as the same moment (whole seconds)", () => {
    const moment = new Date("2026-11-03T05:06:07Z");
    expect(new Date(toJstIsoDateTime(moment)).getTime()).toBe(moment.getTime());
  });

  it("refuses what is not a date", () => {
    expect(() => toJstIsoDateTime("not a date")).toThrow(RangeError);
  });
});

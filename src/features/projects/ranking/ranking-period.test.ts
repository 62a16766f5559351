import { describe, expect, it } from "vitest";

import { formatRankingPeriod } from "./ranking-period";

describe("formatRankingPeriod", () => {
  it("writes month and day without zero padding", () => {
    expect(formatRankingPeriod("2026-10-03", "2026-11-01")).toBe("10月3日〜11月1日");
  });

  it("names the years when the window crosses New Year", () => {
    expect(formatRankingPeriod("2026-12-10", "2027-01-08")).toBe("2026年12月10日〜2027年1月8日");
  });
});

import { describe, expect, it } from "vitest";

import { formatJapaneseDate } from "@/lib/format-date";
import { serializeJsonLd } from "@/lib/json-ld";

import { BUSINESS_FAQ_IDS } from "./business/business-content";
import { FAQ_GROUPS, listFaqEntries, pickFaqEntries } from "./faq/faq-entries";
import { ORDERER_PLANS, formatPlanPrice, priceExcludingTax } from "./plans";

describe("formatJapaneseDate", () => {
  it("prints an ISO date the Japanese way without leading zeros", () => {
    expect(formatJapaneseDate("2024-04-01")).toBe("2024年4月1日");
    expect(formatJapaneseDate("2026-11-20")).toBe("2026年11月20日");
  });
  it("rejects anything but YYYY-MM-DD", () => {
    expect(() => formatJapaneseDate("2024/4/1")).toThrow();
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element early, and still parses to the same value", () => {
    const data = { text: "</script><script>alert(1)</script>", line: "a\u2028b" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("the FAQ", () => {
  it("has at least 16 questions in the four groups, with unique ids", () => {
    expect(FAQ_GROUPS.map((group) => group.title)).toEqual(["プロの方", "企業の方", "アカウント・セキュリティ", "料金"]);
    const entries = listFaqEntries();
    expect(entries.length).toBeGreaterThanOrEqual(16);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it("picks entries by id in the order asked, and names an unknown id", () => {
    expect(pickFaqEntries(["fees-cancel", "pro-fee"]).map((entry) => entry.id)).toEqual(["fees-cancel", "pro-fee"]);
    expect(() => pickFaqEntries(["no-such-question"])).toThrow("unknown FAQ entry: no-such-question");
  });

  it("has every question /business shows, among them how a paid plan is bought and paid for", () => {
    expect(pickFaqEntries(BUSINESS_FAQ_IDS).map((entry) => entry.id)).toEqual([...BUSINESS_FAQ_IDS]);
    expect(BUSINESS_FAQ_IDS).toEqual(expect.arrayContaining(["fees-apply", "fees-payment"]));
  });
});

describe("plan prices", () => {
  it("prints the free plan as 0円 and paid plans as a tax-inclusive monthly price", () => {
    const [free, standard] = ORDERER_PLANS;
    expect(formatPlanPrice(free!)).toBe("0円");
    expect(formatPlanPrice(standard!)).toBe("月額 55,000円（税込）");
    expect(priceExcludingTax(standard!)).toBe(50_000);
  });

  it("sells exactly the plans an account can have (users.plan)", () => {
    expect(ORDERER_PLANS.map((plan) => plan.id)).toEqual(["free", "standard", "premium"]);
  });
});

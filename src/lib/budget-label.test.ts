import { describe, expect, it } from "vitest";

import { budgetInYen, formatBudget, formatProjectBudget, type ProjectBudgetFacts } from "./budget-label";

describe("formatBudget", () => {
  it.each([
    [60, 80, "60〜80万円"],
    [70, 70, "70万円"],
    [60, null, "60万円〜"],
    [null, 80, "〜80万円"],
    [null, null, "要相談"],
  ] as const)("%s–%s → %s", (min, max, label) => {
    expect(formatBudget(min, max)).toBe(label);
  });
});

describe("issue 14: formatProjectBudget by unit, budgetInYen for JSON-LD", () => {
  const facts = (budgetUnit: ProjectBudgetFacts["budgetUnit"], minMan: number | null, maxMan: number | null, minAmount: number | null, maxAmount: number | null) => ({
    budgetUnit,
    minBudgetMan: minMan,
    maxBudgetMan: maxMan,
    budgetMinAmount: minAmount,
    budgetMaxAmount: maxAmount,
  });

  it.each([
    [facts("monthly", 60, 80, null, null), "60〜80万円"],
    [facts("monthly", null, null, null, null), "要相談"],
    [facts("hourly", 48, 64, 3000, 4000), "時給 3,000〜4,000円"],
    [facts("hourly", 48, null, 3000, null), "時給 3,000円〜"],
    [facts("annual", 50, 67, 600, 800), "年収 600〜800万円"],
    [facts("annual", null, 100, null, 1200), "年収 〜1,200万円"],
  ] as const)("%o → %s", (budget, label) => {
    expect(formatProjectBudget(budget)).toBe(label);
  });

  it("JSON-LD amounts are the entered ones in yen: MONTH, HOUR, YEAR", () => {
    expect(budgetInYen(facts("monthly", 60, 80, null, null))).toEqual({ unitText: "MONTH", min: 600_000, max: 800_000 });
    expect(budgetInYen(facts("hourly", 48, 64, 3000, 4000))).toEqual({ unitText: "HOUR", min: 3000, max: 4000 });
    expect(budgetInYen(facts("annual", 50, 67, 600, 800))).toEqual({ unitText: "YEAR", min: 6_000_000, max: 8_000_000 });
  });
});

import { describe, expect, it } from "vitest";

import { formatBudget } from "./budget-label";

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

/** A project's monthly budget as Japanese listings write it: 「60〜80万円」, 「60万円〜」, 「〜80万円」. */
export function formatBudget(minMan: number | null, maxMan: number | null): string {
  return formatRange(minMan, maxMan, "万円", (n) => String(n));
}

function formatRange(min: number | null, max: number | null, unit: string, show: (n: number) => string): string {
  if (min !== null && max !== null) return min === max ? `${show(min)}${unit}` : `${show(min)}〜${show(max)}${unit}`;
  if (min !== null) return `${show(min)}${unit}〜`;
  if (max !== null) return `〜${show(max)}${unit}`;
  return "要相談";
}

/** How a budget is stated (decision 022); 要相談 is a monthly row with neither bound. */
export type ProjectBudgetFacts = {
  budgetUnit: "monthly" | "hourly" | "annual";
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  /** As entered: 円 for hourly, 万円 for annual; null for monthly. */
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
};

/**
 * The budget label by its unit (issue 14): monthly stays 「60〜80万円」 as every existing card and the
 * compatible API write it; 「時給 3,000〜4,000円」; 「年収 600〜800万円」 (正社員・契約社員).
 */
export function formatProjectBudget(budget: ProjectBudgetFacts): string {
  if (budget.budgetUnit === "hourly") {
    const label = formatRange(budget.budgetMinAmount, budget.budgetMaxAmount, "円", (n) => n.toLocaleString("ja-JP"));
    return label === "要相談" ? label : `時給 ${label}`;
  }
  if (budget.budgetUnit === "annual") {
    const label = formatRange(budget.budgetMinAmount, budget.budgetMaxAmount, "万円", (n) => n.toLocaleString("ja-JP"));
    return label === "要相談" ? label : `年収 ${label}`;
  }
  return formatBudget(budget.minBudgetMan, budget.maxBudgetMan);
}

/** The amounts in yen as entered, for JSON-LD's baseSalary: per month, hour or year. */
export function budgetInYen(budget: ProjectBudgetFacts): { unitText: "MONTH" | "HOUR" | "YEAR"; min: number | null; max: number | null } {
  const times = (n: number | null, k: number) => (n === null ? null : n * k);
  if (budget.budgetUnit === "hourly") return { unitText: "HOUR", min: budget.budgetMinAmount, max: budget.budgetMaxAmount };
  if (budget.budgetUnit === "annual") return { unitText: "YEAR", min: times(budget.budgetMinAmount, 10_000), max: times(budget.budgetMaxAmount, 10_000) };
  return { unitText: "MONTH", min: times(budget.minBudgetMan, 10_000), max: times(budget.maxBudgetMan, 10_000) };
}

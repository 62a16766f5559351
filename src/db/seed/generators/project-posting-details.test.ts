import { describe, expect, it } from "vitest";

import { monthlyEquivalentMan } from "@/features/project-posting/project-form.schemas";

import { CONTRACT_TYPE_ID } from "../reference/conditions";
import { generateCorporation } from "./companies";
import { generateProject } from "./projects";
import { Random } from "./random";

const reference = new Date("2026-11-01T00:00:00Z");

function projects(count: number, seed = 7) {
  const random = new Random(seed);
  const corporation = generateCorporation(random, 1);
  return Array.from({ length: count }, () => generateProject(random, corporation, reference));
}

describe("issue 14: generated projects state posting details (deterministic, fast)", () => {
  it("a share of budgets is hourly or annual (annual only for 正社員・契約社員), amounts consistent with the monthly equivalent", () => {
    const all = projects(5_000);
    const annual = all.filter((p) => p.budgetUnit === "annual");
    const hourly = all.filter((p) => p.budgetUnit === "hourly");
    expect(annual.length / all.length).toBeGreaterThan(0.1);
    expect(hourly.length / all.length).toBeGreaterThan(0.03);
    const employment: number[] = [CONTRACT_TYPE_ID.fulltime, CONTRACT_TYPE_ID.fixedTerm];
    for (const p of annual) expect(employment).toContain(p.contractTypeId);
    for (const p of [...annual, ...hourly]) {
      const unit = p.budgetUnit as "annual" | "hourly";
      expect(Math.abs((monthlyEquivalentMan(unit, p.budgetMaxAmount) ?? 0) - (p.maxBudgetMan ?? 0))).toBeLessThanOrEqual(1);
    }
    for (const p of all.filter((q) => q.budgetUnit === "monthly")) expect([p.budgetMinAmount, p.budgetMaxAmount]).toEqual([null, null]);
  });

  it("welcome skills outside the required ones, openings 1–3, dates after publication, screening steps", () => {
    const all = projects(2_000);
    expect(all.some((p) => p.welcomeSkillIds.length > 0)).toBe(true);
    for (const p of all) {
      for (const id of p.welcomeSkillIds) expect(p.skillIds).not.toContain(id);
      expect(p.openings).toBeGreaterThanOrEqual(1);
      expect(p.openings).toBeLessThanOrEqual(3);
      if (p.startsOn) expect(p.startsOn > p.publishedAt.toISOString().slice(0, 10)).toBe(true);
    }
    expect(all.filter((p) => p.screeningSteps.length > 0).length / all.length).toBeGreaterThan(0.5);
    expect(all.filter((p) => p.applicationClosesOn !== null).length).toBeGreaterThan(0);
  });

  it("the same seed gives the same projects", () => {
    expect(projects(200, 11)).toEqual(projects(200, 11));
  });
});

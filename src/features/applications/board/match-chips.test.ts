import { describe, expect, it } from "vitest";

import { matchChips, type MatchFacts } from "./match-chips";

const names = { skill: (id: number) => ({ 1: "TypeScript", 18: "React", 3: "Go" })[id], prefecture: (id: number) => ({ 13: "東京都", 27: "大阪府" })[id] };
const facts = (overrides: Partial<MatchFacts> = {}): MatchFacts => ({
  projectSkillIds: [1, 18],
  proSkillIds: [1, 18],
  budgetMinMan: 60,
  budgetMaxMan: 80,
  askingMonthlyMan: 70,
  projectDaysPerWeek: 3,
  proDaysPerWeek: 3,
  projectRemoteTypeId: 1,
  proRemoteTypeId: 1,
  projectPrefectureId: 13,
  proPrefectureId: 13,
  contractTypeId: 1,
  jobChangeIntention: null,
  ...overrides,
});
const labels = (f: MatchFacts) => matchChips(f, names).map((c) => `${c.tone}:${c.label}`);

describe("issue 15: match chips explain a card", () => {
  it("a pro with every required skill, within budget and days, on a fully remote project", () => {
    expect(labels(facts())).toEqual(["good:必須スキルすべて", "good:✓ TypeScript", "good:✓ React", "good:希望単価は予算内", "good:稼働 週3日で可"]);
  });

  it("names the missing skill, the rate over budget by how much, and too few days", () => {
    expect(labels(facts({ proSkillIds: [1], projectSkillIds: [1, 3], askingMonthlyMan: 95, proDaysPerWeek: 2 }))).toEqual([
      "good:✓ TypeScript",
      "warn:✗ Go",
      "warn:希望が予算超過（+15万円）",
      "warn:稼働 週2日（案件は週3日）",
    ]);
  });

  it("on-site work: a remote-only pro is flagged and the prefecture compared; a full-time offer shows the job-change intention", () => {
    const chips = labels(facts({ projectRemoteTypeId: 3, proRemoteTypeId: 1, proPrefectureId: 27, contractTypeId: 3, jobChangeIntention: "active" }));
    expect(chips).toContain("warn:フルリモート希望");
    expect(chips).toContain("info:大阪府在住");
    expect(chips).toContain("good:転職活動中");
    expect(labels(facts({ contractTypeId: 3, jobChangeIntention: "none" }))).toContain("warn:転職意向なし");
  });

  it("says nothing it cannot know: no budget, no days, no skills asked", () => {
    expect(labels(facts({ projectSkillIds: [], budgetMinMan: null, budgetMaxMan: null, projectDaysPerWeek: null }))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { normalizeSearchText, toSearchBigramsLiteral } from "../../lib/search-text";
import { CONTRACT_TYPE_ID, REMOTE_TYPE_ID } from "./reference/conditions";
import { PREFECTURES, REGIONS } from "./reference/locations";
import { PROFESSIONS } from "./reference/professions";
import { SKILLS } from "./reference/skills";
import { FEATURE_TAGS } from "./reference/tags";
import { generateCorporation, generatePersonName, generatePro, generateProject, Random } from "./factories";
import { generateCareer } from "./generators/pro-careers";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");

function generateMany(seed: number, count: number) {
  const random = new Random(seed);
  const corporation = generateCorporation(random, 1);
  return Array.from({ length: count }, () => generateProject(random, corporation, REFERENCE_DATE));
}

describe("Random", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            r.next()
        )(new Random(seed)),
      );
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps int() within its inclusive bounds and reaches both ends", () => {
    const random = new Random(7);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(1, 5)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("forks streams that do not depend on how much the parent was used", () => {
    const a = new Random(1).fork("projects").next();
    const b = new Random(1).fork("projects").next();
    expect(a).toBe(b);
    expect(new Random(1).fork("pros").next()).not.toBe(a);
  });

  it("samples distinct items", () => {
    const sample = new Random(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});

describe("generateProject", () => {
  const projects = generateMany(2026, 3_000);

  it("is deterministic for a fixed seed and reference date", () => {
    expect(generateMany(99, 20)).toEqual(generateMany(99, 20));
    expect(generateMany(99, 20)[0]!.title).not.toBe(generateMany(100, 20)[0]!.title);
  });

  it("writes Japanese titles and descriptions with the usual sections", () => {
    for (const project of projects.slice(0, 200)) {
      expect(project.title).toMatch(JAPANESE);
      expect(project.description).toContain("【業務内容】");
      expect(project.description).toContain("【必須スキル】");
      expect(project.description).toContain("【稼働条件】");
    }
  });

  it("varies titles enough for a free-word search to mean something", () => {
    const random = new Random(5);
    const titles = Array.from({ length: 2_000 }, (_, i) => generateProject(random, generateCorporation(random, i), REFERENCE_DATE).title);
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.8);
  });

  it("keeps budgets in 万円 with min ≤ max", () => {
    for (const { minBudgetMan: min, maxBudgetMan: max } of projects) {
      expect(min !== null || max !== null).toBe(true);
      if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
      for (const value of [min, max]) {
        if (value === null) continue;
        expect(value).toBeGreaterThanOrEqual(5);
        expect(value).toBeLessThanOrEqual(200);
      }
    }
  });

  it("has roughly 40 % full-time rows and 15 % closed rows", () => {
    const share = (test: (p: (typeof projects)[number]) => boolean) => projects.filter(test).length / projects.length;
    expect(share((p) => p.contractTypeId === CONTRACT_TYPE_ID.fulltime)).toBeGreaterThan(0.3);
    expect(share((p) => p.contractTypeId === CONTRACT_TYPE_ID.fulltime)).toBeLessThan(0.46);
    expect(share((p) => p.status === "closed")).toBeGreaterThan(0.1);
    expect(share((p) => p.status === "closed")).toBeLessThan(0.2);
  });

  it("dates projects within the last 180 days and closes them after publishing", () => {
    const earliest = REFERENCE_DATE.getTime() - 181 * 86_400_000;
    for (const p of projects) {
      expect(p.publishedAt.getTime()).toBeGreaterThan(earliest);
      expect(p.publishedAt.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
      expect(p.closedAt === null).toBe(p.status === "open");
      if (p.closedAt) expect(p.closedAt.getTime()).toBeGreaterThanOrEqual(p.publishedAt.getTime());
    }
  });

  it("leaves the prefecture empty only for fully remote work", () => {
    const withoutPlace = projects.filter((p) => p.prefectureId === null);
    expect(withoutPlace.length).toBeGreaterThan(0);
    for (const p of withoutPlace) expect(p.remoteTypeId).toBe(REMOTE_TYPE_ID.fullRemote);
  });

  it("refers only to existing skills and professions", () => {
    const skillIds = new Set(SKILLS.map((s) => s.id));
    const professionIds = new Set<number>(PROFESSIONS.map((p) => p.id));
    for (const p of projects) {
      expect(p.skillIds.length).toBeGreaterThan(0);
      for (const id of p.skillIds) expect(skillIds.has(id)).toBe(true);
      for (const id of p.professionIds) expect(professionIds.has(id)).toBe(true);
    }
  });

  it("issue 17: derives the search columns from the head (title, required skills, professions), then the description and every condition's label", () => {
    const p = projects.find((x) => x.prefectureId !== null && x.tagIds.length > 0)!;
    const name = (list: readonly { id: number; name: string }[], id: number) => list.find((x) => x.id === id)!.name;
    const head = normalizeSearchText([p.title, ...p.skillIds.map((id) => name(SKILLS, id)), ...p.professionIds.map((id) => name(PROFESSIONS, id))].join(" "));
    expect(p.searchText.startsWith(head)).toBe(true);
    expect(p.searchHeadLength).toBe(Array.from(head).length);
    // What a card shows is searchable: tags, the prefecture and its region.
    for (const tagId of p.tagIds) expect(p.searchText).toContain(normalizeSearchText(name(FEATURE_TAGS, tagId)));
    const prefecture = PREFECTURES.find((x) => x.id === p.prefectureId)!;
    expect(p.searchText).toContain(normalizeSearchText(prefecture.name));
    expect(p.searchText).toContain(normalizeSearchText(name(REGIONS, prefecture.regionId)));
    expect(p.searchBigrams).toBe(toSearchBigramsLiteral(p.searchText));
  });
});

describe("people and companies", () => {
  it("gives names with katakana readings, deterministically", () => {
    const a = generatePersonName(new Random(5));
    expect(a).toEqual(generatePersonName(new Random(5)));
    expect(a.lastName).toMatch(JAPANESE);
    expect(a.lastNameKana).toMatch(/^[\u30a0-\u30ff]+$/);
    expect(a.firstNameKana).toMatch(/^[\u30a0-\u30ff]+$/);
  });

  it("names corporations in the usual Japanese forms with valid invoice numbers", () => {
    const random = new Random(11);
    const generated = Array.from({ length: 300 }, (_, i) => generateCorporation(random, i));
    for (const c of generated) {
      expect(c.name).toMatch(/株式会社|合同会社/);
      if (c.invoiceRegistrationNumber !== null) expect(c.invoiceRegistrationNumber).toMatch(/^T[0-9]{13}$/);
    }
    expect(new Set(generated.map((c) => c.name)).size).toBeGreaterThan(150);
  });

  it("builds pro profiles with sensible numbers", () => {
    const random = new Random(8);
    for (let i = 0; i < 300; i++) {
      const pro = generatePro(random);
      expect(pro.headline).toMatch(JAPANESE);
      expect(pro.bio).toMatch(JAPANESE);
      expect(pro.skillIds.length).toBeGreaterThan(0);
      expect(pro.availableDaysPerWeek).toBeGreaterThanOrEqual(1);
      expect(pro.availableDaysPerWeek).toBeLessThanOrEqual(5);
      expect(pro.desiredMonthlyRateMan).toBeGreaterThanOrEqual(20);
      expect(pro.yearsOfExperience).toBeGreaterThanOrEqual(1);
    }
    expect(generatePro(new Random(1))).toEqual(generatePro(new Random(1)));
  });

  it("gives each pro a career that fits the card: skill years within the total, history newest first without overlaps", () => {
    const random = new Random(9);
    for (let i = 0; i < 300; i++) {
      const pro = generatePro(random);
      const career = generateCareer(random, pro, i);
      expect(career.skillYears).toHaveLength(pro.skillIds.length);
      for (const years of career.skillYears) expect(years).toBeLessThanOrEqual(pro.yearsOfExperience);
      expect(career.histories.length).toBeGreaterThan(0);
      for (let h = 0; h < career.histories.length; h++) {
        const history = career.histories[h]!;
        expect(history.description).toMatch(JAPANESE);
        expect(history.endedMonthsAgo ?? 0).toBeLessThan(history.startedMonthsAgo);
        for (const skill of history.skillIds) expect(pro.skillIds).toContain(skill);
        const older = career.histories[h + 1];
        if (older) expect(older.endedMonthsAgo!).toBeGreaterThanOrEqual(history.startedMonthsAgo);
      }
      for (const link of career.links) expect(link.url).toMatch(/^https:\/\//);
    }
  });
});

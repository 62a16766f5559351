import { describe, expect, it } from "vitest";

import {
  AVAILABLE_TIMES,
  BUDGET_BANDS,
  CONTRACT_TYPES,
  FEATURE_TAGS,
  PREFECTURES,
  PROFESSIONS,
  REGIONS,
  REMOTE_TYPES,
  SEARCH_ALIASES,
  SKILLS,
  SPECIAL_PROJECT_PAGES,
} from "./reference";

const uniqueBy = <T>(rows: readonly T[], key: (row: T) => unknown) => new Set(rows.map(key)).size === rows.length;

describe("reference data", () => {
  it.each([
    ["professions", PROFESSIONS, 12],
    ["skills", SKILLS, 60],
    ["feature tags", FEATURE_TAGS, 12],
    ["special pages", SPECIAL_PROJECT_PAGES, 5],
  ] as ReadonlyArray<readonly [string, ReadonlyArray<{ id: number }>, number]>)("has enough %s, with unique ids", (_, rows, minimum) => {
    expect(rows.length).toBeGreaterThanOrEqual(minimum);
    expect(uniqueBy(rows, (r) => r.id)).toBe(true);
  });

  it("keeps skill names unique and in a known category", () => {
    expect(uniqueBy(SKILLS, (s) => s.name)).toBe(true);
    for (const skill of SKILLS) expect(["language", "framework", "cloud", "database", "tool", "design", "business"]).toContain(skill.category);
    expect(SKILLS.map((s) => s.name)).toEqual(expect.arrayContaining(["TypeScript", "Go", "C#", "Next.js", "AWS", "Figma", "SAP"]));
  });

  it("lists the 47 prefectures with their JIS codes and the 8 regions", () => {
    expect(REGIONS).toHaveLength(8);
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES[0]).toEqual({ id: 1, name: "北海道", regionId: 1 });
    expect(PREFECTURES.find((p) => p.id === 13)?.name).toBe("東京都");
    expect(PREFECTURES.find((p) => p.id === 27)?.name).toBe("大阪府");
    expect(PREFECTURES[46]).toEqual({ id: 47, name: "沖縄県", regionId: 8 });
    const regionIds = new Set<number>(REGIONS.map((r) => r.id));
    for (const p of PREFECTURES) expect(regionIds.has(p.regionId)).toBe(true);
  });

  it("uses the URL keys the search conditions depend on", () => {
    expect(REMOTE_TYPES.map((r) => r.key)).toEqual(["full_remote", "partial_remote", "onsite"]);
    expect(CONTRACT_TYPES.map((c) => c.key)).toEqual(["outsourcing", "outsourcing_to_fulltime", "fulltime", "fixed_term"]);
    expect(AVAILABLE_TIMES.map((t) => t.daysPerWeek)).toEqual([1, 2, 3, 4, 5]);
  });

  it("has budget bands that tile the range without gaps", () => {
    for (let i = 1; i < BUDGET_BANDS.length; i++) expect(BUDGET_BANDS[i]!.minMan).toBe(BUDGET_BANDS[i - 1]!.maxMan);
    expect(BUDGET_BANDS[0]!.minMan).toBeNull();
    expect(BUDGET_BANDS.at(-1)!.maxMan).toBeNull();
  });

  it("has URL-safe special page slugs", () => {
    for (const page of SPECIAL_PROJECT_PAGES) expect(page.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("issue 17: seeds the search dictionary for every skill, profession and tag, once per word and target", () => {
    const targets = new Set(SEARCH_ALIASES.map((a) => a.target));
    for (const row of [...SKILLS, ...PROFESSIONS, ...FEATURE_TAGS]) expect(targets.has(row.name), row.name).toBe(true);
    expect(uniqueBy(SEARCH_ALIASES, (a) => `${a.word}\u0000${a.target}`)).toBe(true);
    // The short forms and readings people type most (issue 17's list).
    const words = new Set(SEARCH_ALIASES.map((a) => a.word));
    for (const word of ["JS", "TS", "k8s", "RoR", "Golang", "ML", "フロント", "インフラ", "PM", "PdM", "ジャバ", "リアクト", "パイソン"])
      expect(words.has(word), word).toBe(true);
  });
});

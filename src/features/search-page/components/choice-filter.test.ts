import { describe, expect, it } from "vitest";

import type { MetadataCondition } from "@/platform/search/search-metadata";

import { areaGroups, shownChoices, SHOWN_BEFORE_ALL, toNeedle } from "./choice-filter";

const skills: MetadataCondition[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, key: String(i + 1), name: i === 30 ? "TypeScript" : `Skill${i + 1}` }));
const nothingChosen = () => false;

const areas: MetadataCondition[] = [
  { id: 1, key: "region-1", name: "北海道", searchConditionKeys: ["1"] },
  { id: 3, key: "region-3", name: "関東", searchConditionKeys: ["13", "14"] },
  { id: 8, key: "region-8", name: "九州・沖縄", searchConditionKeys: ["40", "47"] },
  { id: 1, key: "1", name: "北海道" },
  { id: 13, key: "13", name: "東京都" },
  { id: 14, key: "14", name: "神奈川県" },
  { id: 40, key: "40", name: "福岡県" },
  { id: 47, key: "47", name: "沖縄県" },
];

describe("a long list of choices (issue 17: 「もっと見る」 and the narrowing box)", () => {
  it("shows its first entries until all are asked for", () => {
    const first = shownChoices(skills, { needle: "", isShowingAll: false, isChosen: nothingChosen });
    expect(first.shown).toHaveLength(SHOWN_BEFORE_ALL);
    expect(first.isCut).toBe(true);
    const all = shownChoices(skills, { needle: "", isShowingAll: true, isChosen: nothingChosen });
    expect(all.shown).toHaveLength(skills.length);
    expect(all.isCut).toBe(false);
  });

  it("always shows a chosen entry, even past the first ones", () => {
    const { shown } = shownChoices(skills, { needle: "", isShowingAll: false, isChosen: (key) => key === "31" });
    expect(shown.map((c) => c.name)).toContain("TypeScript");
    expect(shown).toHaveLength(SHOWN_BEFORE_ALL + 1);
  });

  it("shows every match while narrowing, whatever the width or case typed", () => {
    const { shown, isCut } = shownChoices(skills, { needle: toNeedle(" ｔｙｐｅ "), isShowingAll: false, isChosen: nothingChosen });
    expect(shown.map((c) => c.name)).toEqual(["TypeScript"]);
    expect(isCut).toBe(false);
  });

  it("is never cut when it is short", () => {
    expect(shownChoices(skills.slice(0, 10), { needle: "", isShowingAll: false, isChosen: nothingChosen })).toEqual({ shown: skills.slice(0, 10), isCut: false });
  });
});

describe("the area list by region", () => {
  it("gives a region of one prefecture a single box (北海道 once, not 「北海道すべて」 and 「北海道」)", () => {
    const groups = areaGroups(areas, "");
    expect(groups.map((g) => [g.region.name, g.isSingle, g.shown.map((p) => p.name)])).toEqual([
      ["北海道", true, ["北海道"]],
      ["関東", false, ["東京都", "神奈川県"]],
      ["九州・沖縄", false, ["福岡県", "沖縄県"]],
    ]);
  });

  it("narrows to matching prefectures, keeps a matching region whole and drops regions left empty", () => {
    expect(areaGroups(areas, toNeedle("沖縄")).map((g) => [g.region.name, g.shown.map((p) => p.name)])).toEqual([["九州・沖縄", ["福岡県", "沖縄県"]]]);
    expect(areaGroups(areas, toNeedle("神奈川")).map((g) => [g.region.name, g.shown.map((p) => p.name), g.members.length])).toEqual([["関東", ["神奈川県"], 2]]);
    expect(areaGroups(areas, toNeedle("大阪"))).toEqual([]);
  });
});

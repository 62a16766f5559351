import { describe, expect, it } from "vitest";

import { flagCondition, type GroupOf, type SearchCondition, type SearchDefinition } from "./search-definition";
import { findLandingCondition, isLandingPrefix, landingPath, searchLocation } from "./search-location";
import { toWireMetadata, type SearchMetadata } from "./search-metadata";
import { addCondition, isSearchParameter, parseSearchQuery, toSearchQuery, withLandingCondition } from "./search-query";
import { initialSearchState, searchStateReducer, type SearchAction, type SearchState } from "./search-state";
import { conditionLabel, searchTitle } from "./search-title";
import { MAX_FREE_WORD_LENGTH, resolveSearchConditions } from "./search-validation";
import { fromWireConditions, toWireConditions } from "./search-wire";

/**
 * The search functions know no product search: a second, made-up definition (a pro search, with
 * its own parameters, paths, landing pages and titles) runs through every one of them. The
 * product search's own rules are tested beside its definition.
 */
const PRO_SEARCH = {
  path: "/top/pros",
  parameterPrefixes: ["pro_search", "page", "order"],
  groups: {
    skill: { kind: "choice", wireName: "proSkillList", parameter: "pro_search[skill_ids][]", label: "スキル" },
    area: { kind: "choice", wireName: "proAreaList", parameter: "pro_search[area_ids][]", label: "居住地" },
    rate: { kind: "choice", wireName: "proRateList", parameter: "pro_search[rate_id]", label: "希望単価", isSingleValued: true },
    availableNow: { kind: "flag", wireName: "available_now", parameter: "pro_search[available_now]", label: "すぐ稼働できる", isSingleValued: true },
    freeWord: { kind: "freeWord", wireName: "keyword", parameter: "pro_search[free_word]", label: "フリーワード", isSingleValued: true },
  },
  sort: {
    wireName: "sort",
    parameter: "pro_search[order]",
    aliases: ["order"],
    label: "並び順",
    choices: [
      { id: 1, key: "1", name: "新着順" },
      { id: 2, key: "2", name: "評価順" },
    ],
  },
  page: { parameter: "page" },
  landings: [
    { group: "area", prefix: "pro_areas", accepts: ["id"], heading: "{name}在住のプロ" },
    { group: "skill", prefix: "pro_skills", accepts: ["id", "name"] },
  ],
  titles: { none: "プロを探す", list: "{names}のプロ一覧" },
} as const satisfies SearchDefinition;

type ProGroup = GroupOf<typeof PRO_SEARCH>;
type ProCondition = SearchCondition<ProGroup>;

const metadata: SearchMetadata<ProGroup> = {
  groups: [
    {
      group: "skill",
      conditions: [
        { id: 1, key: "1", name: "Go", baseUrl: landingPath(PRO_SEARCH, "skill", "Go") },
        { id: 2, key: "2", name: "C#", baseUrl: landingPath(PRO_SEARCH, "skill", "C#") },
      ],
    },
    {
      group: "area",
      conditions: [
        { id: 9, key: "north", name: "北日本", searchConditionKeys: ["1", "2"] },
        { id: 1, key: "1", name: "北海道", baseUrl: landingPath(PRO_SEARCH, "area", 1) },
        { id: 2, key: "2", name: "青森県", baseUrl: landingPath(PRO_SEARCH, "area", 2) },
      ],
    },
    {
      group: "rate",
      conditions: [
        { id: 1, key: "1", name: "〜50万円" },
        { id: 2, key: "2", name: "50万円〜" },
      ],
    },
  ],
};

const go: ProCondition = { group: "skill", key: "1", value: "Go" };
const csharp: ProCondition = { group: "skill", key: "2", value: "C#" };
const hokkaido: ProCondition = { group: "area", key: "1", value: "北海道" };
const rateLow: ProCondition = { group: "rate", key: "1", value: "〜50万円" };
const rateHigh: ProCondition = { group: "rate", key: "2", value: "50万円〜" };
const word: ProCondition = { group: "freeWord", key: "Rust", value: "Rust" };
const availableNow = flagCondition(PRO_SEARCH, "availableNow");

const parse = (query: string) => parseSearchQuery(PRO_SEARCH, new URLSearchParams(query));

describe("query strings of another search", () => {
  it("reads only the definition's parameter prefixes; unknown names under them are kept for a refusal", () => {
    expect(["pro_search[free_word]", "page", "order", "search_project[free_word]", "utm_source"].filter((n) => isSearchParameter(PRO_SEARCH, n))).toEqual([
      "pro_search[free_word]",
      "page",
      "order",
    ]);
    const parsed = parse("search_project[profession_ids][]=1&pro_search[colour]=red&pro_search[skill_ids][]=1");
    expect(parsed.conditions).toEqual([{ group: "skill", key: "1", value: "1" }]);
    expect(parsed.unknownParameters).toEqual(["pro_search[colour]"]);
  });

  it("reads the sort under its parameter or an alias, the page, and defaults for junk", () => {
    expect(parse("pro_search[order]=2&page=3")).toMatchObject({ sort: 2, page: 3, sortParameter: "pro_search[order]" });
    expect(parse("order=2")).toMatchObject({ sort: 2, sortParameter: "order" });
    expect(parse("order=x&page=0")).toMatchObject({ sort: 1, page: 1 });
  });

  it("keeps the last value of a single-valued group, collapses repeats, and takes a flag only as 1", () => {
    const parsed = parse("pro_search[rate_id]=1&pro_search[rate_id]=2&pro_search[skill_ids][]=1&pro_search[skill_ids][]=1&pro_search[available_now]=yes");
    expect(parsed.conditions.map((c) => [c.group, c.key])).toEqual([
      ["rate", "2"],
      ["skill", "1"],
    ]);
    expect(parse("pro_search[available_now]=1").conditions).toEqual([{ group: "availableNow", key: "1", value: "1" }]);
  });

  it("writes the definition's parameters, sort and page only when not the defaults, and reads them back", () => {
    const query = toSearchQuery(PRO_SEARCH, [go, csharp, rateLow, availableNow], 2, 2);
    expect(decodeURIComponent(query)).toBe(
      "pro_search[skill_ids][]=1&pro_search[skill_ids][]=2&pro_search[rate_id]=1&pro_search[available_now]=1&pro_search[order]=2&page=2",
    );
    expect(parse(query).conditions.map((c) => c.key)).toEqual(["1", "2", "1", "1"]);
    expect(toSearchQuery(PRO_SEARCH, [])).toBe("");
  });

  it("adding replaces a single-valued group's condition and ignores an exact repeat", () => {
    expect(addCondition(PRO_SEARCH, [rateLow, go], rateHigh)).toEqual([go, rateHigh]);
    expect(addCondition(PRO_SEARCH, [go], go)).toEqual([go]);
    expect(addCondition(PRO_SEARCH, [go], csharp)).toEqual([go, csharp]);
  });

  it("puts a landing path's condition first; for a single-valued group it replaces the query's", () => {
    expect(withLandingCondition(PRO_SEARCH, parse("pro_search[skill_ids][]=2&pro_search[skill_ids][]=1"), go).conditions).toEqual([
      go,
      { group: "skill", key: "2", value: "2" },
    ]);
    expect(withLandingCondition(PRO_SEARCH, parse("pro_search[rate_id]=1"), rateHigh).conditions).toEqual([rateHigh]);
  });
});

describe("the condition state of another search", () => {
  const run = (state: SearchState<ProGroup>, ...actions: SearchAction<ProGroup>[]) => actions.reduce((s, a) => searchStateReducer(PRO_SEARCH, s, a), state);

  it("starts from the URL and is dirty while the conditions differ from it, in any order", () => {
    const start = initialSearchState(PRO_SEARCH, "pro_search[skill_ids][]=1&pro_search[skill_ids][]=2&utm_source=x");
    expect(start).toMatchObject({ page: 1, sort: 1, isLoading: true, isDirty: false });
    expect(run(start, { type: "remove", group: "skill", key: "2" }).isDirty).toBe(true);
    expect(run(start, { type: "clear" }, { type: "addList", conditions: [csharp, go] }).isDirty).toBe(false);
  });

  it("a load writes the definition's query; restore reads it", () => {
    const loaded = run(
      initialSearchState(PRO_SEARCH, ""),
      { type: "add", condition: rateLow },
      { type: "add", condition: rateHigh },
      { type: "setSort", sort: 2 },
      { type: "loadStarted" },
    );
    expect(decodeURIComponent(loaded.urlQuery)).toBe("pro_search[rate_id]=2&pro_search[order]=2");
    expect(run(loaded, { type: "restore", urlQuery: "order=2&page=4" })).toMatchObject({ conditions: [], sort: 2, page: 4, isDirty: false });
  });
});

describe("where a search of another definition lives", () => {
  it("lands on the first landing group (in the definition's order) with exactly one condition", () => {
    expect(searchLocation(PRO_SEARCH, metadata, [go, hokkaido]).href).toBe(`/pro_areas/1?${new URLSearchParams([["pro_search[skill_ids][]", "1"]])}`);
    expect(searchLocation(PRO_SEARCH, metadata, [csharp]).href).toBe("/pro_skills/C%23");
    expect(searchLocation(PRO_SEARCH, metadata, [go, csharp, word], 2).href).toBe(
      `/top/pros?${new URLSearchParams([
        ["pro_search[skill_ids][]", "1"],
        ["pro_search[skill_ids][]", "2"],
        ["pro_search[free_word]", "Rust"],
        ["page", "2"],
      ])}`,
    );
  });

  it("finds a landing path's condition by what the landing accepts", () => {
    expect(isLandingPrefix(PRO_SEARCH, "pro_skills")).toBe(true);
    expect(isLandingPrefix(PRO_SEARCH, "professions")).toBe(false);
    expect(findLandingCondition(PRO_SEARCH, metadata, "pro_skills", "C#")).toEqual(csharp);
    expect(findLandingCondition(PRO_SEARCH, metadata, "pro_skills", "1")).toEqual(go);
    expect(findLandingCondition(PRO_SEARCH, metadata, "pro_areas", "北海道")).toBeNull();
    expect(findLandingCondition(PRO_SEARCH, metadata, "pro_areas", "2")?.value).toBe("青森県");
    expect(findLandingCondition(PRO_SEARCH, metadata, "professions", "1")).toBeNull();
  });
});

describe("checking and naming the conditions of another search", () => {
  const resolve = (query: string) => resolveSearchConditions(PRO_SEARCH, parse(query), metadata);

  it("names each refused value by the definition's parameter, and the sort by the name it came under", () => {
    const { issues } = resolve(`pro_search[skill_ids][]=99&pro_search[colour]=red&order=7&pro_search[free_word]=${"x".repeat(MAX_FREE_WORD_LENGTH + 1)}`);
    expect(issues.map((i) => i.path)).toEqual(["pro_search[colour]", "pro_search[skill_ids][]", "pro_search[free_word]", "order"]);
  });

  it("gives known values their names, a flag its label, and expands an entry standing for several", () => {
    const { conditions, issues } = resolve("pro_search[area_ids][]=north&pro_search[available_now]=1&pro_search[skill_ids][]=2");
    expect(issues).toEqual([]);
    expect(conditions.map((c) => [c.group, c.key, c.value])).toEqual([
      ["area", "1", "北海道"],
      ["area", "2", "青森県"],
      ["availableNow", "1", "すぐ稼働できる"],
      ["skill", "2", "C#"],
    ]);
  });

  it("titles a search with the definition's words: none, a landing heading, a list of up to three", () => {
    expect(searchTitle(PRO_SEARCH, metadata, [availableNow])).toBe("プロを探す");
    expect(searchTitle(PRO_SEARCH, metadata, [hokkaido])).toBe("北海道在住のプロ");
    expect(searchTitle(PRO_SEARCH, metadata, [go], 2)).toBe("Goのプロ一覧（2ページ目）");
    expect(searchTitle(PRO_SEARCH, metadata, [rateLow])).toBe("〜50万円のプロ一覧");
    expect(searchTitle(PRO_SEARCH, metadata, [go, csharp, rateLow, word])).toBe("Go・C#・〜50万円などのプロ一覧");
    expect(searchTitle(PRO_SEARCH, metadata, [{ group: "freeWord", key: "$& $'", value: "$& $'" }])).toBe("「$& $'」のプロ一覧");
    expect(conditionLabel(PRO_SEARCH, metadata, availableNow)).toBe("すぐ稼働できる");
  });
});

describe("wire names of another search", () => {
  it("spells groups by their wire names only in the JSON, and reads them back", () => {
    const wire = toWireConditions(PRO_SEARCH, [go, availableNow, word]);
    expect(wire.map((c) => c.group)).toEqual(["proSkillList", "available_now", "keyword"]);
    expect(fromWireConditions(PRO_SEARCH, [...wire, { group: "searchProfessionList", key: "1", value: "x" }])).toEqual([go, availableNow, word]);
  });

  it("answers the metadata with each group's wire name, label and parameter, then the sorts", () => {
    const { groups } = toWireMetadata(PRO_SEARCH, metadata);
    expect(groups.map((g) => [g.group, g.label, g.parameter])).toEqual([
      ["proSkillList", "スキル", "pro_search[skill_ids][]"],
      ["proAreaList", "居住地", "pro_search[area_ids][]"],
      ["proRateList", "希望単価", "pro_search[rate_id]"],
      ["sort", "並び順", "pro_search[order]"],
    ]);
    expect(Object.keys(groups[0]!)).toEqual(["group", "label", "parameter", "conditions"]);
    expect(groups.at(-1)!.conditions.map((c) => c.name)).toEqual(["新着順", "評価順"]);
  });
});

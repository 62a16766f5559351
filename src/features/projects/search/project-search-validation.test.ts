import { describe, expect, it } from "vitest";

import { catalogOf } from "@tests/support/catalog";

import { parseSearchQuery } from "@/platform/search/search-query";
import { MAX_FREE_WORD_LENGTH, resolveSearchConditions } from "@/platform/search/search-validation";

import { PROJECT_SEARCH } from "../project-search.definition";
import { buildSearchMetadata } from "./search-metadata";

// A small but real-shaped reference set; the metadata builder is the one the API uses.
const metadata = buildSearchMetadata(
  catalogOf({
    professions: [{ id: 1, name: "エンジニア" }],
    skills: [{ id: 5, name: "TypeScript", category: "language" }],
    remoteTypes: [{ id: 1, key: "full_remote", name: "フルリモート" }],
    featureTags: [{ id: 4, name: "フルリモート" }],
    budgetBands: [{ id: 3, label: "60〜80万円", minMan: 60, maxMan: 80 }],
    availableTimes: [{ id: 2, label: "週2日（週16〜23h）", daysPerWeek: 2 }],
    regions: [{ id: 3, name: "関東" }],
    prefectures: [
      { id: 13, name: "東京都", regionId: 3 },
      { id: 14, name: "神奈川県", regionId: 3 },
    ],
    contractTypes: [{ id: 1, key: "outsourcing", name: "業務委託" }],
    specialProjectPages: [{ id: 1, slug: "high-paying", title: "高単価案件特集" }],
  }),
);

function resolve(query: string) {
  return resolveSearchConditions(PROJECT_SEARCH, parseSearchQuery(PROJECT_SEARCH, new URLSearchParams(query)), metadata);
}

describe("resolving search conditions", () => {
  it("S-SRCH-6: known values get their display names", () => {
    const { conditions, issues } = resolve(
      "search_project[profession_ids][]=1&search_project[remote_types][]=full_remote&search_project[special_projects_page]=high-paying&search_project[free_word]=React&search_project[exclude_closed_projects]=1",
    );
    expect(issues).toEqual([]);
    expect(conditions.map((c) => c.value)).toEqual(["エンジニア", "フルリモート", "高単価案件特集", "React", "募集終了を除く"]);
  });

  it("S-SRCH-6: an unknown value of a known parameter is an issue naming the parameter", () => {
    const { issues } = resolve("search_project[profession_ids][]=999&search_project[budget_id]=abc&search_project[sort]=9");
    expect(issues.map((i) => i.path)).toEqual(["search_project[profession_ids][]", "search_project[budget_id]", "search_project[sort]"]);
    expect(issues[0]!.message).toBe("「999」という検索条件はありません。");
  });

  it("S-SRCH-6: a bad sort is named under the parameter it came in (search_project[sort] or sort)", () => {
    expect(resolve("sort=9").issues.map((i) => i.path)).toEqual(["sort"]);
    expect(resolve("search_project[sort]=2&sort=9").issues.map((i) => i.path)).toEqual(["sort"]);
    expect(resolve("sort=9&search_project[sort]=0").issues).toEqual([]);
  });

  it("an unknown search_project parameter is an issue too; unrelated parameters are ignored", () => {
    expect(resolve("search_project[colour]=red&utm_source=mail").issues).toEqual([{ path: "search_project[colour]", message: "この検索条件は使えません。" }]);
  });

  it("S-SRCH-10: a region stands for its prefectures", () => {
    const { conditions } = resolve("search_project[area_ids][]=region-3&search_project[area_ids][]=13");
    expect(conditions.map((c) => [c.key, c.value])).toEqual([
      ["13", "東京都"],
      ["14", "神奈川県"],
    ]);
  });

  it("refuses a free word longer than the limit", () => {
    const { issues } = resolve(`search_project[free_word]=${"あ".repeat(MAX_FREE_WORD_LENGTH + 1)}`);
    expect(issues.map((i) => i.path)).toEqual(["search_project[free_word]"]);
  });
});

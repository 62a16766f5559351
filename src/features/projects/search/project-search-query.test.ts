import { describe, expect, it } from "vitest";

import { addCondition, isSearchParameter, parseSearchQuery, toSearchQuery, withLandingCondition } from "@/platform/search/search-query";

import { PROJECT_SEARCH, type ProjectSearchCondition } from "../project-search.definition";

const engineer: ProjectSearchCondition = { group: "profession", key: "1", value: "エンジニア" };
const designer: ProjectSearchCondition = { group: "profession", key: "2", value: "デザイナー" };
const budget40: ProjectSearchCondition = { group: "budget", key: "2", value: "40〜60万円" };
const budget60: ProjectSearchCondition = { group: "budget", key: "3", value: "60〜80万円" };

describe("search query", () => {
  it("S-SRCH-2: keeps only parameters starting with search_project, page or sort", () => {
    expect(["search_project[free_word]", "page", "sort", "utm_source", "_on", "q"].filter((name) => isSearchParameter(PROJECT_SEARCH, name))).toEqual([
      "search_project[free_word]",
      "page",
      "sort",
    ]);
    const parsed = parseSearchQuery(PROJECT_SEARCH, new URLSearchParams("utm_source=x&_on=navbar&search_project[profession_ids][]=1"));
    expect(parsed.conditions).toEqual([{ group: "profession", key: "1", value: "1" }]);
    expect(parsed.unknownParameters).toEqual([]);
  });

  it("S-SRCH-6: reads every parameter name of the spec", () => {
    const query = [
      "search_project[profession_ids][]=1",
      "search_project[searchable_language_skill_ids][]=5",
      "search_project[budget_id]=3",
      "search_project[remote_types][]=full_remote",
      "search_project[tag_ids][]=4",
      "search_project[available_time_ids][]=2",
      "search_project[area_ids][]=13",
      "search_project[special_projects_page]=high-paying",
      "search_project[contract_types][]=outsourcing",
      "search_project[sort]=2",
      "search_project[exclude_closed_projects]=1",
      "search_project[free_word]=React",
      "page=3",
    ].join("&");
    const parsed = parseSearchQuery(PROJECT_SEARCH, new URLSearchParams(query));
    expect(parsed.conditions.map((c) => [c.group, c.key])).toEqual([
      ["profession", "1"],
      ["skill", "5"],
      ["budget", "3"],
      ["remoteType", "full_remote"],
      ["tag", "4"],
      ["availableTime", "2"],
      ["area", "13"],
      ["specialPage", "high-paying"],
      ["contractType", "outsourcing"],
      ["excludeClosed", "1"],
      ["freeWord", "React"],
    ]);
    expect([parsed.page, parsed.sort]).toEqual([3, 2]);
  });

  it("S-SRCH-3: page and sort default to 1, also for junk values", () => {
    expect(parseSearchQuery(PROJECT_SEARCH, new URLSearchParams(""))).toMatchObject({ page: 1, sort: 1 });
    expect(parseSearchQuery(PROJECT_SEARCH, new URLSearchParams("page=0&search_project[sort]=abc"))).toMatchObject({ page: 1, sort: 1 });
  });

  it("names unknown search_project parameters so the API can refuse them", () => {
    expect(parseSearchQuery(PROJECT_SEARCH, new URLSearchParams("search_project[colour]=red")).unknownParameters).toEqual(["search_project[colour]"]);
  });

  it("a URL with two budgets or two free words keeps the last; repeated list values collapse", () => {
    const parsed = parseSearchQuery(
      PROJECT_SEARCH,
      new URLSearchParams(
        "search_project[budget_id]=2&search_project[budget_id]=3&search_project[free_word]=a&search_project[free_word]=b&search_project[tag_ids][]=4&search_project[tag_ids][]=4",
      ),
    );
    expect(parsed.conditions.map((c) => c.key)).toEqual(["3", "b", "4"]);
  });

  it("S-SRCH-1: writing and reading the query round-trips, with defaults left out", () => {
    const conditions = [engineer, designer, budget40];
    const query = toSearchQuery(PROJECT_SEARCH, conditions, 1, 1);
    expect(decodeURIComponent(query)).toBe("search_project[profession_ids][]=1&search_project[profession_ids][]=2&search_project[budget_id]=2");
    expect(parseSearchQuery(PROJECT_SEARCH, new URLSearchParams(query)).conditions.map((c) => c.key)).toEqual(["1", "2", "2"]);
    expect(decodeURIComponent(toSearchQuery(PROJECT_SEARCH, [engineer], 4, 2))).toBe("search_project[profession_ids][]=1&search_project[sort]=2&page=4");
  });

  it("S-SRCH-4: adding a budget replaces the earlier budget", () => {
    expect(addCondition(PROJECT_SEARCH, [engineer, budget40], budget60)).toEqual([engineer, budget60]);
  });

  it("S-SRCH-8: a landing path's condition comes first; a repeat of it collapses; a special page's path wins over the query's", () => {
    const parsed = parseSearchQuery(PROJECT_SEARCH, new URLSearchParams("search_project[profession_ids][]=2&search_project[profession_ids][]=1&page=3"));
    const merged = withLandingCondition(PROJECT_SEARCH, parsed, engineer);
    expect(merged.conditions.map((c) => c.key)).toEqual(["1", "2"]);
    expect(merged.page).toBe(3);
    const special: ProjectSearchCondition = { group: "specialPage", key: "high-paying", value: "高単価案件特集" };
    const onSpecial = withLandingCondition(
      PROJECT_SEARCH,
      parseSearchQuery(PROJECT_SEARCH, new URLSearchParams("search_project[special_projects_page]=startup")),
      special,
    );
    expect(onSpecial.conditions).toEqual([special]);
  });
});

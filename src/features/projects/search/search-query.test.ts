import { describe, expect, it } from "vitest";

import { addCondition, isSearchParameter, parseSearchQuery, toSearchQuery, withLandingCondition, type SearchCondition } from "./search-query";

const engineer: SearchCondition = { group: "searchProfessionList", key: "1", value: "エンジニア" };
const designer: SearchCondition = { group: "searchProfessionList", key: "2", value: "デザイナー" };
const budget40: SearchCondition = { group: "searchBudgetList", key: "2", value: "40〜60万円" };
const budget60: SearchCondition = { group: "searchBudgetList", key: "3", value: "60〜80万円" };

describe("search query", () => {
  it("S-SRCH-2: keeps only parameters starting with search_project, page or sort", () => {
    expect(["search_project[free_word]", "page", "sort", "utm_source", "_on", "q"].filter(isSearchParameter)).toEqual(["search_project[free_word]", "page", "sort"]);
    const parsed = parseSearchQuery(new URLSearchParams("utm_source=x&_on=navbar&search_project[profession_ids][]=1"));
    expect(parsed.conditions).toEqual([{ group: "searchProfessionList", key: "1", value: "1" }]);
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
    const parsed = parseSearchQuery(new URLSearchParams(query));
    expect(parsed.conditions.map((c) => [c.group, c.key])).toEqual([
      ["searchProfessionList", "1"],
      ["searchProgramLanguageList", "5"],
      ["searchBudgetList", "3"],
      ["searchRemotableList", "full_remote"],
      ["searchFeatureList", "4"],
      ["searchAvailableTimeList", "2"],
      ["searchAreaList", "13"],
      ["special_projects_pages", "high-paying"],
      ["searchContractualList", "outsourcing"],
      ["exclude_closed_projects", "1"],
      ["keyword", "React"],
    ]);
    expect([parsed.page, parsed.sort]).toEqual([3, 2]);
  });

  it("S-SRCH-3: page and sort default to 1, also for junk values", () => {
    expect(parseSearchQuery(new URLSearchParams(""))).toMatchObject({ page: 1, sort: 1 });
    expect(parseSearchQuery(new URLSearchParams("page=0&search_project[sort]=abc"))).toMatchObject({ page: 1, sort: 1 });
  });

  it("names unknown search_project parameters so the API can refuse them", () => {
    expect(parseSearchQuery(new URLSearchParams("search_project[colour]=red")).unknownParameters).toEqual(["search_project[colour]"]);
  });

  it("a URL with two budgets or two free words keeps the last; repeated list values collapse", () => {
    const parsed = parseSearchQuery(new URLSearchParams("search_project[budget_id]=2&search_project[budget_id]=3&search_project[free_word]=a&search_project[free_word]=b&search_project[tag_ids][]=4&search_project[tag_ids][]=4"));
    expect(parsed.conditions.map((c) => c.key)).toEqual(["3", "b", "4"]);
  });

  it("S-SRCH-1: writing and reading the query round-trips, with defaults left out", () => {
    const conditions = [engineer, designer, budget40];
    const query = toSearchQuery(conditions, 1, 1);
    expect(decodeURIComponent(query)).toBe("search_project[profession_ids][]=1&search_project[profession_ids][]=2&search_project[budget_id]=2");
    expect(parseSearchQuery(new URLSearchParams(query)).conditions.map((c) => c.key)).toEqual(["1", "2", "2"]);
    expect(decodeURIComponent(toSearchQuery([engineer], 4, 2))).toBe("search_project[profession_ids][]=1&search_project[sort]=2&page=4");
  });

  it("S-SRCH-4: adding a budget replaces the earlier budget", () => {
    expect(addCondition([engineer, budget40], budget60)).toEqual([engineer, budget60]);
  });

  it("S-SRCH-8: a landing path's condition comes first; a repeat of it collapses; a special page's path wins over the query's", () => {
    const parsed = parseSearchQuery(new URLSearchParams("search_project[profession_ids][]=2&search_project[profession_ids][]=1&page=3"));
    const merged = withLandingCondition(parsed, engineer);
    expect(merged.conditions.map((c) => c.key)).toEqual(["1", "2"]);
    expect(merged.page).toBe(3);
    const special: SearchCondition = { group: "special_projects_pages", key: "high-paying", value: "高単価案件特集" };
    const onSpecial = withLandingCondition(parseSearchQuery(new URLSearchParams("search_project[special_projects_page]=startup")), special);
    expect(onSpecial.conditions).toEqual([special]);
  });
});

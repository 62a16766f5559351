import { describe, expect, it } from "vitest";

import { initialSearchState, searchStateReducer, type SearchAction, type SearchState } from "@/platform/search/search-state";

import { PROJECT_SEARCH, type ProjectSearchCondition, type ProjectSearchGroup } from "../project-search.definition";

const engineer: ProjectSearchCondition = { group: "profession", key: "1", value: "エンジニア" };
const designer: ProjectSearchCondition = { group: "profession", key: "2", value: "デザイナー" };
const react: ProjectSearchCondition = { group: "skill", key: "5", value: "React" };
const budget40: ProjectSearchCondition = { group: "budget", key: "2", value: "40〜60万円" };
const budget60: ProjectSearchCondition = { group: "budget", key: "3", value: "60〜80万円" };

function run(state: SearchState<ProjectSearchGroup>, ...actions: SearchAction<ProjectSearchGroup>[]): SearchState<ProjectSearchGroup> {
  return actions.reduce((current, action) => searchStateReducer(PROJECT_SEARCH, current, action), state);
}

const empty = initialSearchState(PROJECT_SEARCH, "");

describe("search condition state", () => {
  it("S-SRCH-3: starts from the URL with page 1, sort 1, loading and not dirty", () => {
    expect(empty).toMatchObject({ conditions: [], page: 1, sort: 1, isLoading: true, isDirty: false });
    const fromUrl = initialSearchState(PROJECT_SEARCH, "search_project[profession_ids][]=1&page=2&utm_source=x");
    expect(fromUrl).toMatchObject({ page: 2, isDirty: false });
    expect(fromUrl.conditions.map((c) => c.key)).toEqual(["1"]);
  });

  it("S-SRCH-4: add appends", () => {
    expect(run(empty, { type: "add", condition: engineer }, { type: "add", condition: designer }).conditions).toEqual([engineer, designer]);
  });

  it("S-SRCH-4: adding a budget replaces any earlier budget (one budget at most)", () => {
    const state = run(empty, { type: "add", condition: budget40 }, { type: "add", condition: engineer }, { type: "add", condition: budget60 });
    expect(state.conditions).toEqual([engineer, budget60]);
  });

  it("S-SRCH-4: add-list appends all", () => {
    expect(run(empty, { type: "add", condition: engineer }, { type: "addList", conditions: [designer, react] }).conditions).toEqual([engineer, designer, react]);
  });

  it("S-SRCH-4: remove drops the entry with the same group and key only", () => {
    const sameKeyOtherGroup: ProjectSearchCondition = { group: "tag", key: "1", value: "高単価" };
    const state = run(empty, { type: "addList", conditions: [engineer, sameKeyOtherGroup] }, { type: "remove", group: "profession", key: "1" });
    expect(state.conditions).toEqual([sameKeyOtherGroup]);
  });

  it("S-SRCH-4: update replaces the entry with the same group and key, or adds it", () => {
    const renamed = { ...engineer, value: "ソフトウェアエンジニア" };
    expect(run(empty, { type: "add", condition: engineer }, { type: "update", condition: renamed }).conditions).toEqual([renamed]);
    expect(run(empty, { type: "update", condition: designer }).conditions).toEqual([designer]);
  });

  it("S-SRCH-4: clear empties the list", () => {
    expect(run(empty, { type: "addList", conditions: [engineer, react] }, { type: "clear" }).conditions).toEqual([]);
  });

  it("S-SRCH-3: dirty when the conditions differ from the URL's, clean again when they match", () => {
    const state = initialSearchState(PROJECT_SEARCH, "search_project[profession_ids][]=1");
    const added = run(state, { type: "add", condition: designer });
    expect(added.isDirty).toBe(true);
    expect(run(added, { type: "remove", group: "profession", key: "2" }).isDirty).toBe(false);
  });

  it("S-SRCH-3: the order of conditions does not make the state dirty", () => {
    const state = initialSearchState(PROJECT_SEARCH, "search_project[profession_ids][]=1&search_project[profession_ids][]=2");
    const reordered = run(state, { type: "clear" }, { type: "addList", conditions: [designer, engineer] });
    expect(reordered.isDirty).toBe(false);
  });

  it("S-SRCH-3: a page different from the URL's makes the state dirty", () => {
    expect(run(empty, { type: "setPage", page: 2 }).isDirty).toBe(true);
  });

  it("S-SRCH-5: starting a load clears dirty, sets loading and moves the URL to the conditions", () => {
    const state = run(empty, { type: "loadFinished" }, { type: "add", condition: engineer }, { type: "loadStarted" });
    expect(state).toMatchObject({ isLoading: true, isDirty: false });
    expect(decodeURIComponent(state.urlQuery)).toBe("search_project[profession_ids][]=1");
  });

  it("S-SRCH-5: loading clears when the search ends, also after a failure, with nothing else changed", () => {
    const loading = run(empty, { type: "add", condition: engineer }, { type: "loadStarted" });
    const finished = run(loading, { type: "loadFinished" });
    expect(finished).toEqual({ ...loading, isLoading: false });
  });

  it("S-SRCH-1: back/forward restores the conditions, page and sort of the URL, not dirty", () => {
    const edited = run(empty, { type: "add", condition: engineer }, { type: "loadStarted" }, { type: "loadFinished" }, { type: "add", condition: react });
    const restored = run(edited, { type: "restore", urlQuery: "search_project%5Bprofession_ids%5D%5B%5D=2&search_project%5Bsort%5D=3&page=4" });
    expect(restored).toMatchObject({ conditions: [{ group: "profession", key: "2" }], page: 4, sort: 3, isDirty: false, isLoading: false });
    expect(run(restored, { type: "remove", group: "profession", key: "2" }).isDirty).toBe(true);
  });
});

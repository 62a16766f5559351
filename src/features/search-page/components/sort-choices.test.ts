import { describe, expect, it } from "vitest";

import { PROJECT_SEARCH } from "@/features/projects/project-search.definition";
import { PRO_SEARCH } from "@/features/pros/search/pro-search.definition";

import { offeredSorts, usableSort } from "./sort-choices";

describe("おすすめ順 only with a free word (issue 17)", () => {
  it("is offered for projects (4) and pros (5) only when the search has a free word", () => {
    expect(offeredSorts(PROJECT_SEARCH, false).map((s) => s.name)).not.toContain("おすすめ順");
    expect(offeredSorts(PROJECT_SEARCH, true).find((s) => s.name === "おすすめ順")?.id).toBe(4);
    expect(offeredSorts(PRO_SEARCH, false).map((s) => s.name)).not.toContain("おすすめ順");
    expect(offeredSorts(PRO_SEARCH, true).find((s) => s.name === "おすすめ順")?.id).toBe(5);
  });

  it("goes back to the default sort when the free word is removed, and keeps any other sort", () => {
    expect(usableSort(PROJECT_SEARCH, 4, true)).toBe(4);
    expect(usableSort(PROJECT_SEARCH, 4, false)).toBe(1);
    expect(usableSort(PROJECT_SEARCH, 2, false)).toBe(2);
    expect(usableSort(PRO_SEARCH, 5, false)).toBe(1);
  });
});

import { describe, expect, it } from "vitest";

import { PROJECT_SEARCH, type ProjectSearchGroup } from "@/features/projects/project-search.definition";
import type { SearchCondition } from "@/platform/search/search-definition";
import type { SearchMetadata } from "@/platform/search/search-metadata";
import { searchTitle } from "@/platform/search/search-title";

import { searchCrumbs } from "./search-crumbs";

const metadata: SearchMetadata<ProjectSearchGroup> = {
  groups: [
    { group: "profession", conditions: [{ id: 1, key: "1", name: "エンジニア", baseUrl: "/professions/1" }] },
    { group: "skill", conditions: [{ id: 3, key: "3", name: "TypeScript", baseUrl: "/required_skills/TypeScript" }] },
    { group: "area", conditions: [{ id: 13, key: "13", name: "東京都" }] },
  ],
};
const engineer: SearchCondition<ProjectSearchGroup> = { group: "profession", key: "1", value: "エンジニア" };
const typeScript: SearchCondition<ProjectSearchGroup> = { group: "skill", key: "3", value: "TypeScript" };
const tokyo: SearchCondition<ProjectSearchGroup> = { group: "area", key: "13", value: "東京都" };

function crumbsFor(conditions: SearchCondition<ProjectSearchGroup>[], landingCondition: SearchCondition<ProjectSearchGroup> | null, page = 1) {
  const heading = searchTitle(PROJECT_SEARCH, metadata, conditions, page);
  return { heading, crumbs: searchCrumbs(PROJECT_SEARCH, metadata, { crumbLabel: "案件を探す", heading, landingCondition }) };
}

describe("the search page's breadcrumb follows the search that ran (issue 17)", () => {
  it("ends with the heading after filtering", () => {
    const { heading, crumbs } = crumbsFor([engineer, typeScript], null);
    expect(heading).toBe("エンジニア・TypeScriptの案件一覧");
    expect(crumbs).toEqual([{ label: "トップ", href: "/" }, { label: "案件を探す", href: "/top/projects" }, { label: "エンジニア・TypeScriptの案件一覧" }]);
  });

  it("ends with 案件を探す itself when nothing is chosen, and names the page past the first", () => {
    expect(crumbsFor([], null).crumbs.map((c) => c.label)).toEqual(["トップ", "案件を探す"]);
    expect(crumbsFor([], null, 2).crumbs.at(-1)).toEqual({ label: "案件を探す（2ページ目）" });
  });

  it("puts a landing page narrowed further between the search and the heading", () => {
    expect(crumbsFor([engineer], engineer).crumbs.at(-1)).toEqual({ label: "エンジニアの案件一覧" });
    expect(crumbsFor([engineer, tokyo], engineer).crumbs.slice(2)).toEqual([
      { label: "エンジニアの案件一覧", href: "/professions/1" },
      { label: "エンジニア・東京都の案件一覧" },
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { catalogOf } from "@tests/support/catalog";

import { findLandingCondition, searchLocation } from "@/platform/search/search-location";

import { PROJECT_SEARCH, type ProjectSearchCondition } from "../project-search.definition";
import { buildSearchMetadata } from "./search-metadata";

const metadata = buildSearchMetadata(
  catalogOf({
    professions: [
      { id: 1, name: "エンジニア" },
      { id: 2, name: "デザイナー" },
    ],
    skills: [
      { id: 5, name: "TypeScript", category: "language" },
      { id: 11, name: "C#", category: "language" },
    ],
    remoteTypes: [{ id: 1, key: "full_remote", name: "フルリモート" }],
    featureTags: [{ id: 4, name: "週3日から" }],
    budgetBands: [{ id: 3, label: "60〜80万円", minMan: 60, maxMan: 80 }],
    availableTimes: [{ id: 2, label: "週2日（週16〜23h）", daysPerWeek: 2 }],
    regions: [{ id: 3, name: "関東" }],
    prefectures: [{ id: 13, name: "東京都", regionId: 3 }],
    contractTypes: [{ id: 1, key: "outsourcing", name: "業務委託" }],
    specialProjectPages: [{ id: 1, slug: "high-paying", title: "高単価案件特集" }],
  }),
);

const engineer: ProjectSearchCondition = { group: "profession", key: "1", value: "エンジニア" };
const designer: ProjectSearchCondition = { group: "profession", key: "2", value: "デザイナー" };
const typescript: ProjectSearchCondition = { group: "skill", key: "5", value: "TypeScript" };
const tokyo: ProjectSearchCondition = { group: "area", key: "13", value: "東京都" };
const word: ProjectSearchCondition = { group: "freeWord", key: "React", value: "React" };

describe("where a search lives", () => {
  it("S-SRCH-9: exactly one condition of a group with a baseUrl uses that page, the rest stays in the query", () => {
    expect(searchLocation(PROJECT_SEARCH, metadata, [engineer]).href).toBe("/professions/1");
    const location = searchLocation(PROJECT_SEARCH, metadata, [tokyo, engineer, word], 2, 3);
    expect(location.path).toBe("/professions/1");
    expect(decodeURIComponent(location.query)).toBe("search_project[area_ids][]=13&search_project[free_word]=React&search_project[sort]=3&page=2");
    expect(location.landingCondition).toEqual(engineer);
  });

  it("S-SRCH-9: two conditions of the group stay on /top/projects; another group's single condition may take the page", () => {
    expect(searchLocation(PROJECT_SEARCH, metadata, [engineer, designer]).path).toBe("/top/projects");
    expect(searchLocation(PROJECT_SEARCH, metadata, [engineer, designer, typescript]).href).toBe(
      `/required_skills/TypeScript?${new URLSearchParams([
        ["search_project[profession_ids][]", "1"],
        ["search_project[profession_ids][]", "2"],
      ])}`,
    );
  });

  it("S-SRCH-9: conditions without landing pages (area, free word) stay on /top/projects", () => {
    expect(searchLocation(PROJECT_SEARCH, metadata, []).href).toBe("/top/projects");
    expect(searchLocation(PROJECT_SEARCH, metadata, [tokyo, word]).path).toBe("/top/projects");
  });

  it("S-SRCH-9: a skill's page encodes its name", () => {
    expect(searchLocation(PROJECT_SEARCH, metadata, [{ group: "skill", key: "11", value: "C#" }]).href).toBe("/required_skills/C%23");
  });
});

describe("a landing path's condition", () => {
  it("S-SRCH-8: the last segment or the matching condition's id becomes the condition", () => {
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "professions", "2")).toEqual(designer);
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "required_skills", "TypeScript")).toEqual(typescript);
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "required_skills", "5")).toEqual(typescript);
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "remote_types", "1")?.key).toBe("full_remote");
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "tags", "4")?.value).toBe("週3日から");
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "special_projects_pages", "high-paying")?.value).toBe("高単価案件特集");
  });

  it("S-SRCH-8: unknown conditions are null (the page answers 404)", () => {
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "professions", "99")).toBeNull();
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "required_skills", "COBOL")).toBeNull();
    expect(findLandingCondition(PROJECT_SEARCH, metadata, "special_projects_pages", "1")).toBeNull();
  });
});

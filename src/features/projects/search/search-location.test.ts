import { describe, expect, it } from "vitest";

import { catalogOf } from "@tests/support/catalog";

import { findLandingCondition } from "../landing-conditions";
import { buildSearchMetadata } from "./search-metadata";
import { searchLocation } from "./search-location";
import type { SearchCondition } from "./search-query";

const metadata = buildSearchMetadata(catalogOf({
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
  availableTimes: [{ id: 2, label: "週2日（週16〜23h）" }],
  regions: [{ id: 3, name: "関東" }],
  prefectures: [{ id: 13, name: "東京都", regionId: 3 }],
  contractTypes: [{ id: 1, key: "outsourcing", name: "業務委託" }],
  specialProjectPages: [{ id: 1, slug: "high-paying", title: "高単価案件特集" }],
}));

const engineer: SearchCondition = { group: "searchProfessionList", key: "1", value: "エンジニア" };
const designer: SearchCondition = { group: "searchProfessionList", key: "2", value: "デザイナー" };
const typescript: SearchCondition = { group: "searchProgramLanguageList", key: "5", value: "TypeScript" };
const tokyo: SearchCondition = { group: "searchAreaList", key: "13", value: "東京都" };
const word: SearchCondition = { group: "keyword", key: "React", value: "React" };

describe("where a search lives", () => {
  it("S-SRCH-9: exactly one condition of a group with a baseUrl uses that page, the rest stays in the query", () => {
    expect(searchLocation(metadata, [engineer]).href).toBe("/professions/1");
    const location = searchLocation(metadata, [tokyo, engineer, word], 2, 3);
    expect(location.path).toBe("/professions/1");
    expect(decodeURIComponent(location.query)).toBe("search_project[area_ids][]=13&search_project[free_word]=React&search_project[sort]=3&page=2");
    expect(location.landingCondition).toEqual(engineer);
  });

  it("S-SRCH-9: two conditions of the group stay on /top/projects; another group's single condition may take the page", () => {
    expect(searchLocation(metadata, [engineer, designer]).path).toBe("/top/projects");
    expect(searchLocation(metadata, [engineer, designer, typescript]).href).toBe(
      `/required_skills/TypeScript?${new URLSearchParams([["search_project[profession_ids][]", "1"], ["search_project[profession_ids][]", "2"]])}`,
    );
  });

  it("S-SRCH-9: conditions without landing pages (area, free word) stay on /top/projects", () => {
    expect(searchLocation(metadata, []).href).toBe("/top/projects");
    expect(searchLocation(metadata, [tokyo, word]).path).toBe("/top/projects");
  });

  it("S-SRCH-9: a skill's page encodes its name", () => {
    expect(searchLocation(metadata, [{ group: "searchProgramLanguageList", key: "11", value: "C#" }]).href).toBe("/required_skills/C%23");
  });
});

describe("a landing path's condition", () => {
  it("S-SRCH-8: the last segment or the matching condition's id becomes the condition", () => {
    expect(findLandingCondition(metadata, "professions", "2")).toEqual(designer);
    expect(findLandingCondition(metadata, "required_skills", "TypeScript")).toEqual(typescript);
    expect(findLandingCondition(metadata, "required_skills", "5")).toEqual(typescript);
    expect(findLandingCondition(metadata, "remote_types", "1")?.key).toBe("full_remote");
    expect(findLandingCondition(metadata, "tags", "4")?.value).toBe("週3日から");
    expect(findLandingCondition(metadata, "special_projects_pages", "high-paying")?.value).toBe("高単価案件特集");
  });

  it("S-SRCH-8: unknown conditions are null (the page answers 404)", () => {
    expect(findLandingCondition(metadata, "professions", "99")).toBeNull();
    expect(findLandingCondition(metadata, "required_skills", "COBOL")).toBeNull();
    expect(findLandingCondition(metadata, "special_projects_pages", "1")).toBeNull();
  });
});

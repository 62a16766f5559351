import { describe, expect, it } from "vitest";

import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";

import type { FooterLinkGroup } from "../footer-project-list";
import type { ProjectMetadataCondition } from "./search-metadata";

type MetadataAnswer = {
  groups: { group: string; label: string; parameter: string; conditions: ProjectMetadataCondition[] }[];
  footerProjectList: FooterLinkGroup[];
};

/** Spec S-SRCH-7: the condition groups, as the API names them. */
const CONDITION_GROUPS = [
  "searchProfessionList",
  "searchProgramLanguageList",
  "searchRemotableList",
  "searchFeatureList",
  "searchBudgetList",
  "searchAvailableTimeList",
  "searchAreaList",
  "searchContractualList",
  "special_projects_pages",
  "sort",
  "page",
  "exclude_closed_projects",
  "keyword",
];

const context = useApiTestContext();

async function fetchMetadata(): Promise<{ status: number; body: MetadataAnswer; cacheControl: string | null }> {
  // A visitor: the metadata is public.
  const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/top/project_search_metadata");
  return { status: response.status, body: await json<MetadataAnswer>(response), cacheControl: response.headers.get("cache-control") };
}

describe("GET /api/v2/top/project_search_metadata", () => {
  it("S-SRCH-7, S-SRCH-10: lists every condition group of the spec with its query parameter", async () => {
    const { status, body, cacheControl } = await fetchMetadata();
    expect(status).toBe(200);
    expect(cacheControl).toBe("public, max-age=300");
    const groups = body.groups.map((g) => g.group);
    // page, exclude_closed_projects and keyword have no list of choices.
    expect([...groups].sort()).toEqual(CONDITION_GROUPS.filter((g) => !["page", "exclude_closed_projects", "keyword"].includes(g)).sort());
    const professions = body.groups.find((g) => g.group === "searchProfessionList")!;
    expect(professions.parameter).toBe("search_project[profession_ids][]");
    expect(professions.conditions[0]).toEqual({ id: 1, key: "1", name: "エンジニア", baseUrl: "/professions/1" });
  });

  it("S-SRCH-9: conditions with a landing page carry its baseUrl (skills by name, special pages by slug)", async () => {
    const { body } = await fetchMetadata();
    const skills = body.groups.find((g) => g.group === "searchProgramLanguageList")!;
    expect(skills.conditions.find((c) => c.name === "TypeScript")?.baseUrl).toBe("/required_skills/TypeScript");
    expect(skills.conditions.find((c) => c.name === "C#")?.baseUrl).toBe("/required_skills/C%23");
    const special = body.groups.find((g) => g.group === "special_projects_pages")!;
    expect(special.conditions[0]).toMatchObject({ key: "high-paying", baseUrl: "/special_projects_pages/high-paying" });
    const remote = body.groups.find((g) => g.group === "searchRemotableList")!;
    expect(remote.conditions[0]).toMatchObject({ key: "full_remote", name: "フルリモート", baseUrl: "/remote_types/1" });
    const budgets = body.groups.find((g) => g.group === "searchBudgetList")!;
    expect(budgets.conditions.every((c) => c.baseUrl === undefined)).toBe(true);
  });

  it("S-SRCH-10: a region lists the keys of its prefectures in searchConditionKeys", async () => {
    const { body } = await fetchMetadata();
    const area = body.groups.find((g) => g.group === "searchAreaList")!;
    const kanto = area.conditions.find((c) => c.name === "関東")!;
    expect(kanto.searchConditionKeys).toEqual(["8", "9", "10", "11", "12", "13", "14"]);
    expect(area.conditions.filter((c) => !c.searchConditionKeys)).toHaveLength(47);
    expect(area.conditions.find((c) => c.key === "13")?.name).toBe("東京都");
  });

  it("names the sorts, newest first as the default, and おすすめ順 as one for a free word only (issue 17)", async () => {
    const { body } = await fetchMetadata();
    const sorts = body.groups.find((g) => g.group === "sort")?.conditions;
    expect(sorts?.map((c) => c.name)).toEqual(["新着順", "単価が高い順", "人気順", "おすすめ順"]);
    expect(sorts?.filter((c) => (c as { needsFreeWord?: boolean }).needsFreeWord).map((c) => c.name)).toEqual(["おすすめ順"]);
  });

  it("S-FOOT-1, S-500-5: carries footerProjectList, four groups of landing-page links", async () => {
    const { body } = await fetchMetadata();
    expect(body.footerProjectList.map((g) => g.name)).toEqual(["professions", "skills", "features", "special_pages"]);
    expect(body.footerProjectList[0]!.projectList[0]).toEqual({ url: "/professions/1", text: "エンジニア", label: "エンジニアの案件一覧" });
    expect(body.footerProjectList[1]!.projectList).toHaveLength(24);
    const features = body.footerProjectList[2]!.projectList.map((i) => i.text);
    expect(features.filter((t) => t === "フルリモート")).toHaveLength(1);
  });
});

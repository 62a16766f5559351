"use client";

import { callApi } from "@/platform/api-contract/call-api";

import { PROJECT_SEARCH, type ProjectSearchGroup } from "@/features/projects/project-search.definition";
import { PROJECT_SEARCH_ENDPOINTS } from "@/features/projects/project-search.endpoints";
import { fromProjectSearchAnswer } from "@/features/projects/search/project-search-answer";
import { SearchPage, type SearchPageParts, type SearchPageServerProps } from "@/features/search-page/components/search-page";
import { toProjectCards, type ProjectCardData, type ProjectCardsResult } from "./project-cards";
import { ProjectResultCard, ProjectResultSkeleton } from "./project-result-card";

/** The project search's own parts of the shared search page: its words, filter panel and cards. */
const PROJECT_SEARCH_PARTS: SearchPageParts<ProjectSearchGroup, ProjectCardsResult, ProjectCardData> = {
  definition: PROJECT_SEARCH,
  wording: {
    noun: "案件",
    lead: "仲介手数料0円。気になる案件に応募すると、企業と直接チャットで話を進められます。",
    freeWordPlaceholder: "キーワード（例: React リモート）",
    nothingOnPage: "このページには案件がありません",
  },
  // The order a pro narrows a search: what, with which skills, for how much, how.
  filterSections: [
    { group: "profession", kind: "checkboxes", isOpen: true },
    { group: "skill", kind: "checkboxes", isOpen: true },
    { group: "budget", kind: "oneOf", isOpen: true },
    { group: "remoteType", kind: "checkboxes", isOpen: true },
    { group: "availableTime", kind: "checkboxes" },
    { group: "tag", kind: "checkboxes" },
    { group: "contractType", kind: "checkboxes" },
    { group: "area", kind: "area" },
    { group: "specialPage", kind: "oneOf" },
  ],
  toolbarFlag: { group: "excludeClosed", label: "募集終了を除く" },
  cards: {
    itemsOf: (result) => result.projectList,
    keyOf: (project) => project.id,
    renderCard: (project) => <ProjectResultCard project={project} />,
    renderSkeleton: () => <ProjectResultSkeleton />,
  },
  fetchResult: async (query) => {
    const answer = await callApi(PROJECT_SEARCH_ENDPOINTS.search, { query });
    return answer.ok ? toProjectCards(fromProjectSearchAnswer(answer.data)) : null;
  },
};

/** /top/projects and its landing pages in the browser: the shared search page with the project search's parts. */
export function ProjectSearch(props: SearchPageServerProps<ProjectSearchGroup, ProjectCardsResult>) {
  return <SearchPage parts={PROJECT_SEARCH_PARTS} {...props} />;
}

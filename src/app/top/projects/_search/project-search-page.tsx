import { PROJECT_SEARCH, type ProjectSearchGroup } from "@/features/projects/project-search.definition";
import type { ProjectSearchMetadata } from "@/features/projects/search/search-metadata";
import { getSearchMetadata, searchLandingProjects, searchProjects, type ProjectSearchResult } from "@/features/projects/search/search-projects.service";
import { searchPageRoutes } from "@/features/search-page/components/search-page-routes";
import { searchPageLoader } from "@/features/search-page/search-page.service";
import { toProjectCards, type ProjectCardsResult } from "./project-cards";
import { ProjectSearch } from "./project-search";

const routes = searchPageRoutes<ProjectSearchGroup, ProjectSearchMetadata, ProjectSearchResult, ProjectCardsResult>({
  definition: PROJECT_SEARCH,
  load: searchPageLoader<ProjectSearchGroup, typeof PROJECT_SEARCH, ProjectSearchMetadata, ProjectSearchResult>({
    definition: PROJECT_SEARCH,
    getMetadata: getSearchMetadata,
    search: searchProjects,
    searchLanding: searchLandingProjects,
  }),
  crumbLabel: "案件を探す",
  description: "かけはしは仲介手数料0円。企業と直接つながり、検索から最短1日で商談できます。プロの利用は無料です。",
  toBrowser: toProjectCards,
  Search: ProjectSearch,
});

/** /top/projects: every condition in the query string (spec S-SRCH-1). */
export const searchPage = routes.searchPage;

/** A landing page such as /required_skills/TypeScript (spec S-SRCH-8). */
export const landingSearchPage = routes.landingSearchPage;

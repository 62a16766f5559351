import { getCatalog } from "@/features/catalog/catalog.service";
import type { AppDeps } from "@/platform/context";
import { flagCondition } from "@/platform/search/search-definition";
import { toSearchQuery } from "@/platform/search/search-query";
import type { Reader } from "@/platform/actor/actor";

import { PROJECT_SEARCH } from "./project-search.definition";
import { popularConditionsFrom, type PopularConditionGroup } from "./popular-conditions";
import { projectSummarizer } from "./project-summary";
import type { ProjectSummary } from "./project-summary.schemas";
import { getProjectRanking, type ProjectRanking } from "./ranking/project-ranking.service";
import { TOP_PAGE_RANKING_SIZE } from "./ranking/ranking-window";
import { findProjectPage, NO_FILTERS, type ProjectFilters } from "./search/search-projects.queries";

export const TOP_PAGE_NEWEST_COUNT = 6;

/** The search for open projects, newest first (sort 1): where the top page's list links to. */
export const NEWEST_OPEN_PROJECTS_QUERY = toSearchQuery(PROJECT_SEARCH, [flagCondition(PROJECT_SEARCH, "excludeClosed")], 1, 1);

/** The same search as NEWEST_OPEN_PROJECTS_QUERY, as the search's page query reads it. */
const OPEN_PROJECTS: ProjectFilters = { ...NO_FILTERS, excludeClosed: true };

export type TopPageProjects = {
  newest: ProjectSummary[];
  ranking: ProjectRanking;
  popularConditions: PopularConditionGroup[];
};

/**
 * Everything the top page shows about projects. The newest list is the first rows of the search it
 * links to, read with the search's own page query (the same order, walking the newest-first index)
 * but without the search's capped count, which the top page does not show and which cost ~30 ms on
 * PGlite (docs/decisions/008). The ranking is the cached one; the shortcuts come from the catalog
 * already in memory.
 */
export async function getTopPageProjects(deps: Pick<AppDeps, "db" | "now" | "logger">, viewer: Reader): Promise<TopPageProjects> {
  const viewerId = viewer?.userId ?? null;
  const [newest, ranking, catalog] = await Promise.all([
    findProjectPage(deps.db, OPEN_PROJECTS, undefined, { sort: "newest", limit: TOP_PAGE_NEWEST_COUNT, offset: 0, viewerId, walkSortIndex: false }),
    getProjectRanking(deps, viewer, TOP_PAGE_RANKING_SIZE),
    getCatalog(deps.db),
  ]);
  const summarize = projectSummarizer(catalog);
  return {
    newest: newest.map((row) => summarize(row, viewer === null)),
    ranking,
    popularConditions: popularConditionsFrom(catalog),
  };
}

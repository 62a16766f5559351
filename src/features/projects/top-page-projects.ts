import type { AppDeps } from "@/server/context";

import { popularConditionsFrom, type PopularConditionGroup } from "./popular-conditions";
import type { ProjectSummary } from "./project-summary";
import { getProjectRanking, type ProjectRanking } from "./ranking/project-ranking.service";
import { TOP_PAGE_RANKING_SIZE } from "./ranking/ranking-window";
import { getSearchMetadata } from "./search/search-metadata";
import { searchProjects } from "./search/search-projects.service";
import { toSearchQuery } from "./search/search-query";

export const TOP_PAGE_NEWEST_COUNT = 6;

/** The search for open projects, newest first (sort 1): the top page's list and its "more" link. */
export const NEWEST_OPEN_PROJECTS_QUERY = toSearchQuery([{ group: "exclude_closed_projects", key: "1", value: "募集終了を除く" }], 1, 1);

export type TopPageProjects = {
  newest: ProjectSummary[];
  ranking: ProjectRanking;
  popularConditions: PopularConditionGroup[];
};

/**
 * Everything the top page shows about projects. The newest list goes through the search service, so
 * it is exactly the first page of the search it links to; the ranking is the cached one; the
 * shortcuts come from the search metadata already in memory.
 */
export async function getTopPageProjects(deps: Pick<AppDeps, "db" | "now" | "logger">, viewer: { userId: number } | null): Promise<TopPageProjects> {
  const [search, ranking, metadata] = await Promise.all([
    searchProjects(deps.db, new URLSearchParams(NEWEST_OPEN_PROJECTS_QUERY), viewer),
    getProjectRanking(deps, viewer, TOP_PAGE_RANKING_SIZE),
    getSearchMetadata(deps.db),
  ]);
  return { newest: search.projects.slice(0, TOP_PAGE_NEWEST_COUNT), ranking, popularConditions: popularConditionsFrom(metadata) };
}

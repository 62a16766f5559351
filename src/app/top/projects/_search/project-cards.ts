import type { ProjectSummary } from "@/features/projects/project-summary.schemas";
import type { ProjectSearchResult } from "@/features/projects/search/search-projects.service";

/** What a result card draws of a project (project-result-card.tsx and its like button). */
export type ProjectCardData = Pick<
  ProjectSummary,
  | "id"
  | "title"
  | "state"
  | "createdAt"
  | "budgetLabel"
  | "budgetUnit"
  | "remoteTypeLabel"
  | "projectAvailableTime"
  | "prefecture"
  | "contractTypeLabel"
  | "tags"
  | "requiredSkills"
  | "likeCount"
  | "isLiked"
> & { corporation: Pick<ProjectSummary["corporation"], "name"> };

/** A project search as the search page holds it: the cards' fields only. */
export type ProjectCardsResult = Omit<ProjectSearchResult, "projectList"> & { projectList: ProjectCardData[] };

function toCardData(p: ProjectSummary): ProjectCardData {
  return {
    id: p.id,
    title: p.title,
    state: p.state,
    createdAt: p.createdAt,
    budgetLabel: p.budgetLabel,
    budgetUnit: p.budgetUnit,
    remoteTypeLabel: p.remoteTypeLabel,
    projectAvailableTime: p.projectAvailableTime,
    prefecture: p.prefecture,
    contractTypeLabel: p.contractTypeLabel,
    tags: p.tags,
    requiredSkills: p.requiredSkills,
    likeCount: p.likeCount,
    isLiked: p.isLiked,
    corporation: { name: p.corporation.name },
  };
}

/**
 * The search with only what the cards draw: the first result travels in the page's flight data,
 * where each project's unused fields (budget amounts, professions, the corporation's ids …) cost
 * ~6 KB a page (the 100 KB rule, docs/benchmarks.md).
 */
export function toProjectCards(result: ProjectSearchResult): ProjectCardsResult {
  return { ...result, projectList: result.projectList.map(toCardData) };
}

import type { ProjectSummary } from "@/features/projects/project-summary.schemas";
import type { ProjectSearchResult } from "@/features/projects/search/search-projects.service";

/**
 * What a result card draws of a project (project-result-card.tsx and its like button), ready to
 * draw: the first result travels in the page's flight data, where a summary's unused fields (budget
 * amounts, professions, the corporation's ids …) cost ~6 KB a page and its nested {id, label}
 * objects another ~5 KB (the 100 KB rule, decision 032). The API's later answers go through the same
 * function, so the cards draw one shape.
 */
export type ProjectCardData = {
  id: number;
  title: string;
  isClosed: boolean;
  corporationName: string;
  createdAt: string;
  budgetLabel: string;
  /** 「／月」 after the budget: 時給 and 年収 say their unit in the label, and 要相談 has none. */
  isPerMonth: boolean;
  /** How and where: remote type, hours, prefecture and contract type, joined by 「・」. */
  workStyle: string;
  skills: string[];
  tags: string[];
  likeCount: number;
  isLiked: boolean;
};

/** A project search as the search page holds it: the cards' fields only. */
export type ProjectCardsResult = Omit<ProjectSearchResult, "projectList"> & { projectList: ProjectCardData[] };

function toCardData(p: ProjectSummary): ProjectCardData {
  return {
    id: p.id,
    title: p.title,
    isClosed: p.state === "closed",
    corporationName: p.corporation.name,
    createdAt: p.createdAt,
    budgetLabel: p.budgetLabel,
    isPerMonth: p.budgetUnit === "monthly" && p.budgetLabel !== "要相談",
    workStyle: [p.remoteTypeLabel, p.projectAvailableTime?.label, p.prefecture?.label, p.contractTypeLabel].filter(Boolean).join("・"),
    skills: p.requiredSkills.map((skill) => skill.label),
    tags: p.tags.map((tag) => tag.label),
    likeCount: p.likeCount,
    isLiked: p.isLiked,
  };
}

/** The search with only what the cards draw. */
export function toProjectCards(result: ProjectSearchResult): ProjectCardsResult {
  return { ...result, projectList: result.projectList.map(toCardData) };
}

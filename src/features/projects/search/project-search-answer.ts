import { toWireConditions, fromWireConditions } from "@/platform/search/search-wire";

import { PROJECT_SEARCH } from "../project-search.definition";
import type { ProjectSearchAnswer } from "./project-search-answer.schemas";
import type { ProjectSearchResult } from "./search-projects.service";

export type { ProjectSearchAnswer } from "./project-search-answer.schemas";

/**
 * A project search as GET /api/v2/top/projects answers it (docs/api.md): the result with each
 * condition's group under its spec name (S-SRCH-7, e.g. searchAreaList).
 */
export function toProjectSearchAnswer(result: ProjectSearchResult): ProjectSearchAnswer {
  return { ...result, conditions: toWireConditions(PROJECT_SEARCH, result.conditions) };
}

/** The answer read back (the browser's later searches): group names become ours again. */
export function fromProjectSearchAnswer(answer: ProjectSearchAnswer): ProjectSearchResult {
  return { ...answer, conditions: fromWireConditions(PROJECT_SEARCH, answer.conditions) };
}

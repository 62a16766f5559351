import { fromWireConditions, toWireConditions } from "@/platform/search/search-wire";

import type { ProSearchAnswer } from "./pro-search-answer.schemas";
import { PRO_SEARCH } from "./pro-search.definition";
import type { ProSearchResult } from "./search-pros.service";

/** A pro search as the API answers it: each condition's group under its wire name. */
export function toProSearchAnswer(result: ProSearchResult): ProSearchAnswer {
  return { ...result, conditions: toWireConditions(PRO_SEARCH, result.conditions) };
}

/** The answer read back (the browser's later searches): group names become ours again. */
export function fromProSearchAnswer(answer: ProSearchAnswer): ProSearchResult {
  return { ...answer, conditions: fromWireConditions(PRO_SEARCH, answer.conditions) };
}

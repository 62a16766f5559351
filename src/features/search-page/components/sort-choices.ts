import { DEFAULT_SORT, type SearchDefinition, type SortChoice } from "@/platform/search/search-definition";

/** The sorts the select offers: おすすめ順 ranks by where the free word matches, so only with a free word (issue 17). */
export function offeredSorts(definition: SearchDefinition, hasFreeWord: boolean): SortChoice[] {
  return definition.sort.choices.filter((s) => hasFreeWord || !s.needsFreeWord);
}

/**
 * The sort to search with: a sort that needs a free word falls back to the default once the word is
 * gone (the API would sort newest first anyway, and the select no longer offers it).
 */
export function usableSort(definition: SearchDefinition, sort: number, hasFreeWord: boolean): number {
  return offeredSorts(definition, hasFreeWord).some((s) => s.id === sort) ? sort : DEFAULT_SORT;
}

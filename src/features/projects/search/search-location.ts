import { conditionsOf, type SearchMetadata } from "./search-metadata";
import { toSearchQuery, type FilterGroup, type SearchCondition } from "./search-query";

export const SEARCH_PATH = "/top/projects";

/**
 * Groups whose conditions have a landing page, in the order that decides which page a search lands
 * on when several could (a profession outranks a skill: it is the broader page).
 */
const LANDING_GROUPS: readonly FilterGroup[] = [
  "searchProfessionList",
  "searchProgramLanguageList",
  "searchRemotableList",
  "searchFeatureList",
  "special_projects_pages",
];

export type SearchLocation = {
  /** The page's path: a landing page or /top/projects. */
  path: string;
  /** The query string without "?": the conditions the path does not already say, then sort and page. */
  query: string;
  href: string;
  /** The condition the path stands for, if the path is a landing page. */
  landingCondition: SearchCondition | null;
};

/**
 * Where a search lives (spec S-SRCH-9): when exactly one condition of a group with landing pages is
 * selected, its baseUrl is the path and it leaves the query string; otherwise /top/projects with
 * every condition in the query. Used for the address bar, page links and the canonical URL.
 */
export function searchLocation(metadata: SearchMetadata, conditions: readonly SearchCondition[], page = 1, sort = 1): SearchLocation {
  for (const group of LANDING_GROUPS) {
    const selected = conditions.filter((c) => c.group === group);
    if (selected.length !== 1) continue;
    const landing = selected[0]!;
    const baseUrl = conditionsOf(metadata, group).find((c) => c.key === landing.key)?.baseUrl;
    if (!baseUrl) continue;
    return located(baseUrl, toSearchQuery(conditions.filter((c) => c !== landing), page, sort), landing);
  }
  return located(SEARCH_PATH, toSearchQuery(conditions, page, sort), null);
}

function located(path: string, query: string, landingCondition: SearchCondition | null): SearchLocation {
  return { path, query, href: query ? `${path}?${query}` : path, landingCondition };
}

/**
 * The search conditions and their query-string form (spec S-SRCH-1, S-SRCH-2, S-SRCH-6, S-SRCH-7).
 * Pure: used by the API to read a request, and by pages and the browser to read and write the URL.
 */

/** Spec S-SRCH-7: the condition groups. */
export const CONDITION_GROUPS = [
  "searchProfessionList",
  "searchProgramLanguageList",
  "searchRemotableList",
  "searchFeatureList",
  "searchBudgetList",
  "searchAvailableTimeList",
  "searchAreaList",
  "searchContractualList",
  "special_projects_pages",
  "sort",
  "page",
  "exclude_closed_projects",
  "keyword",
] as const;

export type ConditionGroup = (typeof CONDITION_GROUPS)[number];

/** One selected condition: its group, its key in the query (an id, a key or a slug), and what to show. */
export type SearchCondition = { group: ConditionGroup; key: string; value: string };

/** Groups kept as conditions; page and sort are separate numbers in the state (spec S-SRCH-3). */
export type FilterGroup = Exclude<ConditionGroup, "page" | "sort">;

/** Spec S-SRCH-6: the query parameter of each group; `[]` marks a list. */
export const GROUP_PARAMETERS: Record<FilterGroup, string> = {
  searchProfessionList: "search_project[profession_ids][]",
  searchProgramLanguageList: "search_project[searchable_language_skill_ids][]",
  searchBudgetList: "search_project[budget_id]",
  searchRemotableList: "search_project[remote_types][]",
  searchFeatureList: "search_project[tag_ids][]",
  searchAvailableTimeList: "search_project[available_time_ids][]",
  searchAreaList: "search_project[area_ids][]",
  special_projects_pages: "search_project[special_projects_page]",
  searchContractualList: "search_project[contract_types][]",
  exclude_closed_projects: "search_project[exclude_closed_projects]",
  keyword: "search_project[free_word]",
};

export const SORT_PARAMETER = "search_project[sort]";
export const PAGE_PARAMETER = "page";
export const DEFAULT_PAGE = 1;
export const DEFAULT_SORT = 1;

/** Spec S-SRCH-2: only these parameters are read; everything else is dropped. */
export function isSearchParameter(name: string): boolean {
  return name.startsWith("search_project") || name.startsWith("page") || name.startsWith("sort");
}

/** Groups that hold one value; in a URL the last one wins. */
const SINGLE_VALUE_GROUPS: ReadonlySet<FilterGroup> = new Set(["searchBudgetList", "special_projects_pages", "exclude_closed_projects", "keyword"]);

const GROUP_BY_PARAMETER = new Map(Object.entries(GROUP_PARAMETERS).map(([group, parameter]) => [parameter, group as FilterGroup]));

export type ParsedSearchQuery = {
  conditions: SearchCondition[];
  page: number;
  sort: number;
  /** Search parameters whose name is not one of S-SRCH-6's, kept so the API can name them in a 422. */
  unknownParameters: string[];
  /** The name the sort came under (search_project[sort] or sort), so a 422 names the one sent. */
  sortParameter?: string;
};

function positiveInteger(value: string | null | undefined, fallback: number): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : fallback;
}

/**
 * Reads the query string (spec S-SRCH-2): unrelated parameters are dropped, page and sort become
 * numbers (defaults 1), and each search parameter becomes a condition whose value is its key until
 * a label is known. Duplicates collapse; a one-value group (budget, special page, exclude-closed,
 * free word) keeps the last value.
 */
export function parseSearchQuery(params: URLSearchParams): ParsedSearchQuery {
  let conditions: SearchCondition[] = [];
  const unknownParameters: string[] = [];
  let page = DEFAULT_PAGE;
  let sort = DEFAULT_SORT;
  let sortParameter: string | undefined;
  for (const [name, rawValue] of params) {
    if (!isSearchParameter(name)) continue;
    const value = rawValue.trim();
    if (name === PAGE_PARAMETER) {
      page = positiveInteger(value, DEFAULT_PAGE);
      continue;
    }
    if (name === SORT_PARAMETER || name === "sort") {
      sort = positiveInteger(value, DEFAULT_SORT);
      sortParameter = name;
      continue;
    }
    const group = GROUP_BY_PARAMETER.get(name);
    if (!group) {
      unknownParameters.push(name);
      continue;
    }
    if (value === "") continue;
    if (group === "exclude_closed_projects" && value !== "1") continue;
    const condition = { group, key: value, value };
    conditions = SINGLE_VALUE_GROUPS.has(group) ? [...conditions.filter((c) => c.group !== group), condition] : addCondition(conditions, condition);
  }
  return { conditions, page, sort, unknownParameters, sortParameter };
}

/**
 * Writes the query string: conditions in the order chosen, then sort and page when they differ from
 * the defaults, so the default search has the shortest URL.
 */
export function toSearchQuery(conditions: readonly SearchCondition[], page = DEFAULT_PAGE, sort = DEFAULT_SORT): string {
  const params = new URLSearchParams();
  for (const condition of conditions) {
    if (condition.group === "page" || condition.group === "sort") continue;
    const parameter = GROUP_PARAMETERS[condition.group];
    if (SINGLE_VALUE_GROUPS.has(condition.group)) params.set(parameter, condition.key);
    else params.append(parameter, condition.key);
  }
  if (sort !== DEFAULT_SORT) params.set(SORT_PARAMETER, String(sort));
  if (page !== DEFAULT_PAGE) params.set(PAGE_PARAMETER, String(page));
  return params.toString();
}

/** Spec S-SRCH-4: adding appends; a budget replaces any earlier budget; an exact repeat is ignored. */
export function addCondition(conditions: readonly SearchCondition[], condition: SearchCondition): SearchCondition[] {
  if (condition.group === "searchBudgetList") {
    return [...conditions.filter((c) => c.group !== "searchBudgetList"), condition];
  }
  if (conditions.some((c) => c.group === condition.group && c.key === condition.key)) return [...conditions];
  return [...conditions, condition];
}

/**
 * A landing page's search (spec S-SRCH-8): the path's condition first, then the query's; for a
 * one-value group (a special page) the path's replaces the query's. The API and the page's
 * back/forward both read a landing URL this way.
 */
export function withLandingCondition(parsed: ParsedSearchQuery, landing: SearchCondition): ParsedSearchQuery {
  const others = parsed.conditions.filter((c) => c.group !== landing.group || (c.key !== landing.key && landing.group !== "special_projects_pages"));
  return { ...parsed, conditions: [landing, ...others] };
}

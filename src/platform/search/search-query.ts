/**
 * A search's conditions and their query-string form. Pure: the API reads a request with it, pages
 * and the browser read and write the URL.
 */
import { DEFAULT_PAGE, DEFAULT_SORT, FLAG_ON, isSingleValued, type SearchCondition, type SearchDefinition } from "./search-definition";

export type ParsedSearchQuery<G extends string = string> = {
  conditions: SearchCondition<G>[];
  page: number;
  sort: number;
  /** Search parameters that name no group, kept so the API can name them in a 422. */
  unknownParameters: string[];
  /** The name the sort came under (its parameter or an alias), so a 422 names the one sent. */
  sortParameter?: string;
};

/** Spec S-SRCH-2: only these parameters are read; everything else is dropped. */
export function isSearchParameter(definition: SearchDefinition, name: string): boolean {
  return definition.parameterPrefixes.some((prefix) => name.startsWith(prefix));
}

function groupOfParameter<G extends string>(definition: SearchDefinition<G>, name: string): G | undefined {
  return (Object.keys(definition.groups) as G[]).find((group) => definition.groups[group].parameter === name);
}

function positiveInteger(value: string | null | undefined, fallback: number): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : fallback;
}

/**
 * Reads the query string (spec S-SRCH-2): unrelated parameters are dropped, page and sort become
 * numbers (defaults 1), and each search parameter becomes a condition whose value is its key until
 * a label is known. Duplicates collapse; a single-valued group keeps the last value; a flag counts
 * only when it is `1`.
 */
export function parseSearchQuery<G extends string>(definition: SearchDefinition<G>, params: URLSearchParams): ParsedSearchQuery<G> {
  let conditions: SearchCondition<G>[] = [];
  const unknownParameters: string[] = [];
  let page = DEFAULT_PAGE;
  let sort = DEFAULT_SORT;
  let sortParameter: string | undefined;
  for (const [name, rawValue] of params) {
    if (!isSearchParameter(definition, name)) continue;
    const value = rawValue.trim();
    if (name === definition.page.parameter) {
      page = positiveInteger(value, DEFAULT_PAGE);
      continue;
    }
    if (name === definition.sort.parameter || definition.sort.aliases.includes(name)) {
      sort = positiveInteger(value, DEFAULT_SORT);
      sortParameter = name;
      continue;
    }
    const group = groupOfParameter(definition, name);
    if (!group) {
      unknownParameters.push(name);
      continue;
    }
    if (value === "") continue;
    if (definition.groups[group].kind === "flag" && value !== FLAG_ON) continue;
    conditions = addCondition(definition, conditions, { group, key: value, value });
  }
  return { conditions, page, sort, unknownParameters, sortParameter };
}

/**
 * Writes the query string: conditions in the order chosen, then sort and page when they differ from
 * the defaults, so the default search has the shortest URL.
 */
export function toSearchQuery<G extends string>(
  definition: SearchDefinition<G>,
  conditions: readonly SearchCondition<G>[],
  page = DEFAULT_PAGE,
  sort = DEFAULT_SORT,
): string {
  const params = new URLSearchParams();
  for (const condition of conditions) {
    const { parameter } = definition.groups[condition.group];
    if (isSingleValued(definition, condition.group)) params.set(parameter, condition.key);
    else params.append(parameter, condition.key);
  }
  if (sort !== DEFAULT_SORT) params.set(definition.sort.parameter, String(sort));
  if (page !== DEFAULT_PAGE) params.set(definition.page.parameter, String(page));
  return params.toString();
}

/**
 * Spec S-SRCH-4: adding appends; a single-valued group's condition (a budget) replaces its earlier
 * one; an exact repeat is ignored.
 */
export function addCondition<G extends string>(
  definition: SearchDefinition<G>,
  conditions: readonly SearchCondition<G>[],
  condition: SearchCondition<G>,
): SearchCondition<G>[] {
  if (isSingleValued(definition, condition.group)) return [...conditions.filter((c) => c.group !== condition.group), condition];
  if (conditions.some((c) => c.group === condition.group && c.key === condition.key)) return [...conditions];
  return [...conditions, condition];
}

/**
 * A landing page's search (spec S-SRCH-8): the path's condition first, then the query's; for a
 * single-valued group (a special page) the path's replaces the query's. The API and the page's
 * back/forward both read a landing URL this way.
 */
export function withLandingCondition<G extends string>(definition: SearchDefinition<G>, parsed: ParsedSearchQuery<G>, landing: SearchCondition<G>): ParsedSearchQuery<G> {
  const replacesGroup = isSingleValued(definition, landing.group);
  const others = parsed.conditions.filter((c) => c.group !== landing.group || (c.key !== landing.key && !replacesGroup));
  return { ...parsed, conditions: [landing, ...others] };
}

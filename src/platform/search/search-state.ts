import { DEFAULT_PAGE, type SearchCondition, type SearchDefinition } from "./search-definition";
import { addCondition, parseSearchQuery, toSearchQuery } from "./search-query";

/**
 * A search page's condition state and its rules, as a pure reducer so every rule is unit-tested. `urlQuery` is the query string in the address bar;
 * `isDirty` says whether the chosen conditions differ from it.
 */
export type SearchState<G extends string = string> = {
  conditions: SearchCondition<G>[];
  page: number;
  sort: number;
  /** Initially true: the first result is on its way (spec S-SRCH-3). */
  isLoading: boolean;
  isDirty: boolean;
  urlQuery: string;
};

export type SearchAction<G extends string = string> =
  | { type: "add"; condition: SearchCondition<G> }
  | { type: "addList"; conditions: SearchCondition<G>[] }
  | { type: "remove"; group: G; key: string }
  | { type: "update"; condition: SearchCondition<G> }
  | { type: "clear" }
  | { type: "setPage"; page: number }
  | { type: "setSort"; sort: number }
  /** The search starts for the current conditions; the URL now says them (spec S-SRCH-5). */
  | { type: "loadStarted" }
  /** The search answered or failed: loading ends either way, and a failure says nothing. */
  | { type: "loadFinished" }
  /** Back or forward moved to another search: the URL's conditions become the state (spec S-SRCH-1). */
  | { type: "restore"; urlQuery: string };

export function initialSearchState<G extends string>(definition: SearchDefinition<G>, urlQuery: string): SearchState<G> {
  const { conditions, page, sort } = parseSearchQuery(definition, new URLSearchParams(urlQuery));
  return { conditions, page, sort, isLoading: true, isDirty: false, urlQuery: toSearchQuery(definition, conditions, page, sort) };
}

export function searchStateReducer<G extends string>(definition: SearchDefinition<G>, state: SearchState<G>, action: SearchAction<G>): SearchState<G> {
  /** The conditions and page as an order-free set, the way S-SRCH-3 compares them. */
  const comparable = (conditions: readonly SearchCondition<G>[], page: number) =>
    [...new URLSearchParams(toSearchQuery(definition, conditions, page))]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join("&");
  const withConditions = (conditions: SearchCondition<G>[], page = state.page): SearchState<G> => {
    const url = parseSearchQuery(definition, new URLSearchParams(state.urlQuery));
    return { ...state, conditions, page, isDirty: comparable(conditions, page) !== comparable(url.conditions, url.page) };
  };
  const add = (conditions: readonly SearchCondition<G>[], condition: SearchCondition<G>) => addCondition(definition, conditions, condition);

  switch (action.type) {
    case "add":
      return withConditions(add(state.conditions, action.condition));
    case "addList":
      return withConditions(action.conditions.reduce(add, state.conditions));
    case "remove":
      return withConditions(state.conditions.filter((c) => !(c.group === action.group && c.key === action.key)));
    case "update": {
      const { group, key } = action.condition;
      const index = state.conditions.findIndex((c) => c.group === group && c.key === key);
      if (index === -1) return withConditions(add(state.conditions, action.condition));
      return withConditions(state.conditions.map((c, i) => (i === index ? action.condition : c)));
    }
    case "clear":
      return withConditions([], DEFAULT_PAGE);
    case "setPage":
      return withConditions(state.conditions, action.page);
    case "setSort":
      return { ...state, sort: action.sort };
    case "loadStarted":
      return { ...state, isLoading: true, isDirty: false, urlQuery: toSearchQuery(definition, state.conditions, state.page, state.sort) };
    case "loadFinished":
      return { ...state, isLoading: false };
    case "restore":
      return { ...initialSearchState(definition, action.urlQuery), isLoading: state.isLoading };
  }
}

import {
  addCondition,
  DEFAULT_PAGE,
  parseSearchQuery,
  toSearchQuery,
  type ConditionGroup,
  type SearchCondition,
} from "./search-query";

/**
 * The search page's condition state and its rules (spec S-SRCH-3 … S-SRCH-5), as a pure reducer so
 * every rule is unit-tested. `urlQuery` is the query string in the address bar; `isDirty` says
 * whether the chosen conditions differ from it.
 */
export type SearchState = {
  conditions: SearchCondition[];
  page: number;
  sort: number;
  /** Initially true: the first result is on its way (spec S-SRCH-3). */
  isLoading: boolean;
  isDirty: boolean;
  urlQuery: string;
};

export type SearchAction =
  | { type: "add"; condition: SearchCondition }
  | { type: "addList"; conditions: SearchCondition[] }
  | { type: "remove"; group: ConditionGroup; key: string }
  | { type: "update"; condition: SearchCondition }
  | { type: "clear" }
  | { type: "setPage"; page: number }
  | { type: "setSort"; sort: number }
  /** The search starts for the current conditions; the URL now says them (spec S-SRCH-5). */
  | { type: "loadStarted" }
  /** The search answered or failed: loading ends either way, and a failure says nothing. */
  | { type: "loadFinished" }
  /** Back or forward moved to another search: the URL's conditions become the state (spec S-SRCH-1). */
  | { type: "restore"; urlQuery: string };

export function initialSearchState(urlQuery: string): SearchState {
  const { conditions, page, sort } = parseSearchQuery(new URLSearchParams(urlQuery));
  return { conditions, page, sort, isLoading: true, isDirty: false, urlQuery: toSearchQuery(conditions, page, sort) };
}

/** The conditions and page as an order-free set, the way S-SRCH-3 compares them. */
function comparable(conditions: readonly SearchCondition[], page: number): string {
  return [...new URLSearchParams(toSearchQuery(conditions, page))].map(([name, value]) => `${name}=${value}`).sort().join("&");
}

function withConditions(state: SearchState, conditions: SearchCondition[], page = state.page): SearchState {
  const url = parseSearchQuery(new URLSearchParams(state.urlQuery));
  return { ...state, conditions, page, isDirty: comparable(conditions, page) !== comparable(url.conditions, url.page) };
}

export function searchStateReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "add":
      return withConditions(state, addCondition(state.conditions, action.condition));
    case "addList":
      return withConditions(state, action.conditions.reduce(addCondition, state.conditions));
    case "remove":
      return withConditions(state, state.conditions.filter((c) => !(c.group === action.group && c.key === action.key)));
    case "update": {
      const { group, key } = action.condition;
      const index = state.conditions.findIndex((c) => c.group === group && c.key === key);
      if (index === -1) return withConditions(state, addCondition(state.conditions, action.condition));
      return withConditions(state, state.conditions.map((c, i) => (i === index ? action.condition : c)));
    }
    case "clear":
      return withConditions(state, [], DEFAULT_PAGE);
    case "setPage":
      return withConditions(state, state.conditions, action.page);
    case "setSort":
      return { ...state, sort: action.sort };
    case "loadStarted":
      return { ...state, isLoading: true, isDirty: false, urlQuery: toSearchQuery(state.conditions, state.page, state.sort) };
    case "loadFinished":
      return { ...state, isLoading: false };
    case "restore":
      return { ...initialSearchState(action.urlQuery), isLoading: state.isLoading };
  }
}

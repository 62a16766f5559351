/**
 * A search, declared once as plain data (the browser's search page reads it too): its condition
 * groups under the product's own names, and how each is spelled at the edges — its name in the
 * API's JSON and its query parameter. The functions beside this file (query, state, location,
 * validation, titles, wire names) are generic over it; a feature declares its search once, in
 * its `*-search.definition.ts`.
 */

/** How a group's conditions are chosen. */
export type SearchGroupKind =
  /** A list of choices the metadata holds (ids, keys, slugs); an unknown key is refused. */
  | "choice"
  /** Typed words (the free word); the condition's key is the text. */
  | "freeWord"
  /** On or off: chosen when its parameter is `1`; the condition reads as the group's label. */
  | "flag";

export type SearchGroupDefinition = {
  readonly kind: SearchGroupKind;
  /** The group's name in the API's JSON: the metadata's `groups[].group`, a result's `conditions[].group`. */
  readonly wireName: string;
  /** Its query parameter; a trailing `[]` marks a list. */
  readonly parameter: string;
  /** What the filters and the metadata call the group; a flag's condition reads as this. */
  readonly label: string;
  /** At most one condition: in a URL the last one wins, and a new one replaces the old. */
  readonly isSingleValued?: boolean;
  /** A row must match every condition of the group (otherwise any one): each condition narrows on its own. */
  readonly matchesEvery?: boolean;
};

/** What a landing path's last segment may name: the condition's id, its name or its key (a slug). */
export type LandingSegment = "id" | "name" | "key";

export type LandingDefinition<Group extends string = string> = {
  readonly group: Group;
  /** The path's segment before the condition's: `{landingBasePath}/{prefix}/{segment}`. */
  readonly prefix: string;
  /** What the last segment may be, e.g. a skill's id or its name. */
  readonly accepts: readonly LandingSegment[];
  /** The page's heading when its condition is the only one; `{name}` is the condition's name. Default: titles.list. */
  readonly heading?: string;
};

export type SortChoice = {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  /** Ranks by where the free word matches: offered only with a free word, and newest first without one. */
  readonly needsFreeWord?: boolean;
};

export type SearchDefinition<Group extends string = string> = {
  /** The search page's path (conditions without a landing page stay here). */
  readonly path: string;
  /** Only query parameters whose names start with one of these are read; every other is ignored. */
  readonly parameterPrefixes: readonly string[];
  /** Where landing paths start (`/top/pros` for `/top/pros/required_skills/Go`); default: the site's root. */
  readonly landingBasePath?: string;
  readonly groups: { readonly [G in Group]: SearchGroupDefinition };
  readonly sort: {
    readonly wireName: string;
    readonly parameter: string;
    /** Other names the sort is read under (and named under in a refusal). */
    readonly aliases: readonly string[];
    readonly label: string;
    /** The sorts, numbered from 1; the first is the default. */
    readonly choices: readonly SortChoice[];
  };
  readonly page: { readonly parameter: string };
  /**
   * Groups whose conditions have landing pages, in the order that decides which page a search lands
   * on when several could (the broader page first).
   */
  readonly landings: readonly LandingDefinition<Group>[];
  readonly titles: {
    /** The title of a search without conditions. */
    readonly none: string;
    /** The title naming up to three conditions; `{names}` is their names. */
    readonly list: string;
  };
};

/** The internal group names of a definition. */
export type GroupOf<D extends SearchDefinition> = keyof D["groups"] & string;

/** The groups of a definition that have landing pages. */
export type LandingGroupOf<D extends SearchDefinition> = D["landings"][number]["group"];

/** The first path segments of a definition's landing pages. */
export type LandingPrefixOf<D extends SearchDefinition> = D["landings"][number]["prefix"];

/** One chosen condition: its group, its key in the query (an id, a key, a slug or the words), and what to show. */
export type SearchCondition<Group extends string = string> = { group: Group; key: string; value: string };

/** The value that turns a flag on. */
export const FLAG_ON = "1";

export const DEFAULT_PAGE = 1;
/** Sorts are numbered from 1, and the first is the default. */
export const DEFAULT_SORT = 1;

/** A flag group's condition, as the URL and the API carry it. */
export function flagCondition<G extends string>(definition: SearchDefinition<G>, group: G): SearchCondition<G> {
  return { group, key: FLAG_ON, value: definition.groups[group].label };
}

export function isSingleValued(definition: SearchDefinition, group: string): boolean {
  return definition.groups[group]?.isSingleValued === true;
}

export function landingOf<G extends string>(definition: SearchDefinition<G>, group: G): LandingDefinition<G> | undefined {
  return definition.landings.find((landing) => landing.group === group);
}

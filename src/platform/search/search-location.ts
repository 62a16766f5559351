import { parsePositiveId } from "@/lib/positive-id";

import type { LandingGroupOf, LandingPrefixOf, SearchCondition, SearchDefinition } from "./search-definition";
import { conditionsOf, type MetadataCondition, type SearchMetadata } from "./search-metadata";
import { toSearchQuery } from "./search-query";

export type SearchLocation<G extends string = string> = {
  /** The page's path: a landing page or the search's own path. */
  path: string;
  /** The query string without "?": the conditions the path does not already say, then sort and page. */
  query: string;
  href: string;
  /** The condition the path stands for, if the path is a landing page. */
  landingCondition: SearchCondition<G> | null;
};

/**
 * Where a search lives: when exactly one condition of a group with
 * landing pages is selected, its baseUrl is the path and it leaves the query string; the groups are
 * tried in the definition's order. Otherwise the search's path with every condition in the query.
 * Used for the address bar, page links and the canonical URL, so they cannot disagree.
 */
export function searchLocation<G extends string>(
  definition: SearchDefinition<G>,
  metadata: SearchMetadata<G>,
  conditions: readonly SearchCondition<G>[],
  page = 1,
  sort = 1,
): SearchLocation<G> {
  for (const { group } of definition.landings) {
    const selected = conditions.filter((c) => c.group === group);
    if (selected.length !== 1) continue;
    const landing = selected[0]!;
    const baseUrl = conditionsOf(metadata, group).find((c) => c.key === landing.key)?.baseUrl;
    if (!baseUrl) continue;
    return located(
      baseUrl,
      toSearchQuery(
        definition,
        conditions.filter((c) => c !== landing),
        page,
        sort,
      ),
      landing,
    );
  }
  return located(definition.path, toSearchQuery(definition, conditions, page, sort), null);
}

function located<G extends string>(path: string, query: string, landingCondition: SearchCondition<G> | null): SearchLocation<G> {
  return { path, query, href: query ? `${path}?${query}` : path, landingCondition };
}

/** A landing page's path: `{landingBasePath}/{prefix}/{segment}`, the segment encoded (`/skills/C%23`). */
export function landingPath<D extends SearchDefinition>(definition: D, group: LandingGroupOf<D>, segment: string | number): string {
  const landing = definition.landings.find((l) => l.group === group)!;
  return `${definition.landingBasePath ?? ""}/${landing.prefix}/${encodeURIComponent(String(segment))}`;
}

export function isLandingPrefix<D extends SearchDefinition>(definition: D, value: string): value is LandingPrefixOf<D> & string {
  return definition.landings.some((landing) => landing.prefix === value);
}

function accepts(condition: MetadataCondition, segment: string, id: number | null, what: readonly string[]): boolean {
  return (
    (what.includes("id") && id !== null && condition.id === id) ||
    (what.includes("name") && condition.name === segment) ||
    (what.includes("key") && condition.key === segment)
  );
}

/**
 * The condition a landing path stands for: its last segment is the
 * condition's id, or what else the landing accepts (a skill's name, a remote type's key, a special
 * page's slug). Null when there is no such condition or landing.
 */
export function findLandingCondition<G extends string>(
  definition: SearchDefinition<G>,
  metadata: SearchMetadata<G>,
  prefix: string,
  segment: string,
): SearchCondition<G> | null {
  const landing = definition.landings.find((l) => l.prefix === prefix);
  if (!landing) return null;
  const id = parsePositiveId(segment);
  const match = conditionsOf(metadata, landing.group).find((c) => accepts(c, segment, id, landing.accepts));
  return match ? { group: landing.group, key: match.key, value: match.name } : null;
}

import { landingOf, type SearchCondition, type SearchDefinition } from "./search-definition";
import { conditionsOf, type SearchMetadata } from "./search-metadata";

/** How many condition names a title lists before it says 「など」. */
const NAMED_IN_TITLE = 3;

/** What a chosen condition reads as: its name from the metadata (a URL only carries its key). */
export function conditionLabel<G extends string>(definition: SearchDefinition<G>, metadata: SearchMetadata<G>, condition: SearchCondition<G>): string {
  const group = definition.groups[condition.group];
  if (group.kind === "freeWord") return `「${condition.key}」`;
  if (group.kind === "flag") return group.label;
  return conditionsOf(metadata, condition.group).find((c) => c.key === condition.key)?.name ?? condition.value;
}

/**
 * The heading and title of a search: a landing page's own heading when its condition is the only
 * one (the landing's heading, else titles.list with its name), else up to three condition names in
 * titles.list (「Java・東京都」, 「…など」 past three), else titles.none. Flags are not named.
 * Page 2 and on say so, so that titles stay distinct for search engines.
 */
export function searchTitle<G extends string>(definition: SearchDefinition<G>, metadata: SearchMetadata<G>, conditions: readonly SearchCondition<G>[], page = 1): string {
  const named = conditions.filter((c) => definition.groups[c.group].kind !== "flag");
  const label = (condition: SearchCondition<G>) => conditionLabel(definition, metadata, condition);
  // A function as the replacement: a typed word may hold "$&", which a replacement string would expand.
  const fill = (template: string, slot: string, text: string) => template.replace(slot, () => text);
  let title: string;
  if (named.length === 0) title = definition.titles.none;
  else if (named.length === 1 && hasLandingPage(metadata, named[0]!)) {
    const heading = landingOf(definition, named[0]!.group)?.heading;
    title = heading ? fill(heading, "{name}", label(named[0]!)) : fill(definition.titles.list, "{names}", label(named[0]!));
  } else {
    const names = named.slice(0, NAMED_IN_TITLE).map(label).join("・");
    title = fill(definition.titles.list, "{names}", `${names}${named.length > NAMED_IN_TITLE ? "など" : ""}`);
  }
  return page > 1 ? `${title}（${page}ページ目）` : title;
}

function hasLandingPage<G extends string>(metadata: SearchMetadata<G>, condition: SearchCondition<G>): boolean {
  return Boolean(conditionsOf(metadata, condition.group).find((c) => c.key === condition.key)?.baseUrl);
}

import { splitSearchTerms } from "@/lib/search-text";

import type { SearchCondition, SearchDefinition } from "./search-definition";
import type { SearchDictionary } from "./search-dictionary";
import { searchLocation } from "./search-location";
import type { SearchMetadata } from "./search-metadata";
import { COUNT_CAP } from "./capped-count";

/** What a search that found nothing suggests (the answers' ZeroResultHintsSchema documents each field). */
export type ZeroResultHints = {
  didYouMean: { word: string; href: string }[];
  withoutCondition: { label: string; count: number; isCountCapped: boolean; href: string }[];
};

/** At most this many conditions are tried without: each costs one capped count. */
const MAX_RELAXATIONS = 6;
const MAX_SUGGESTIONS = 3;

type HintInput<G extends string> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  conditions: readonly SearchCondition<G>[];
  sort: number;
  dictionary: SearchDictionary;
  /** The capped count of a search with these conditions (COUNT_CAP + 1 means more). */
  count: (conditions: readonly SearchCondition<G>[]) => Promise<number>;
};

/**
 * The ways out of an empty result (decision 027), computed with capped counts only:
 * - each chosen condition the search could do without, with what it would find. Conditions of one
 *   group are alternatives (東京都 or 大阪府), so dropping one of them cannot find more: a group is
 *   dropped whole, except where a row must match every condition of the group (a pro's skills);
 * - for a free word, near names from the dictionary (「もしかして: React」), each only when the search
 *   with it finds something.
 */
export async function zeroResultHints<G extends string>(input: HintInput<G>): Promise<ZeroResultHints> {
  const { definition, metadata, conditions, sort } = input;
  const href = (remaining: readonly SearchCondition<G>[]) => searchLocation(definition, metadata, remaining, 1, sort).href;
  const didYouMean: ZeroResultHints["didYouMean"] = [];
  for (const word of suggestedWords(input)) {
    if (didYouMean.length === MAX_SUGGESTIONS) break;
    const replaced = conditions.map((c) => (c.group === freeWordGroup(definition) ? { ...c, key: word, value: word } : c));
    if ((await input.count(replaced)) > 0) didYouMean.push({ word, href: href(replaced) });
  }
  const withoutCondition: ZeroResultHints["withoutCondition"] = [];
  for (const dropped of relaxations(definition, conditions).slice(0, MAX_RELAXATIONS)) {
    const remaining = conditions.filter((c) => !dropped.includes(c));
    const count = await input.count(remaining);
    if (count === 0) continue;
    withoutCondition.push({ label: labelOf(definition, dropped), count: Math.min(count, COUNT_CAP), isCountCapped: count > COUNT_CAP, href: href(remaining) });
  }
  return { didYouMean, withoutCondition };
}

function freeWordGroup<G extends string>(definition: SearchDefinition<G>): G | undefined {
  return (Object.keys(definition.groups) as G[]).find((g) => definition.groups[g].kind === "freeWord");
}

/** Free words with one term replaced by a near name, the nearest first. */
function suggestedWords<G extends string>({ definition, conditions, dictionary }: HintInput<G>): string[] {
  const freeWord = conditions.find((c) => c.group === freeWordGroup(definition))?.key;
  if (!freeWord) return [];
  const terms = splitSearchTerms(freeWord);
  return terms.flatMap((term, i) => dictionary.nearNames(term, MAX_SUGGESTIONS).map((name) => terms.map((other, j) => (j === i ? name : other)).join(" ")));
}

/** The sets of conditions to try without, in the order the conditions were chosen. */
function relaxations<G extends string>(definition: SearchDefinition<G>, conditions: readonly SearchCondition<G>[]): SearchCondition<G>[][] {
  const sets: SearchCondition<G>[][] = [];
  for (const condition of conditions) {
    if (definition.groups[condition.group].matchesEvery) sets.push([condition]);
    else if (!sets.some((set) => set[0]!.group === condition.group)) sets.push(conditions.filter((c) => c.group === condition.group));
  }
  return sets;
}

/** 「東京都・大阪府」, 「フリーワード「Elixir」」, 「募集終了を除く」. */
function labelOf<G extends string>(definition: SearchDefinition<G>, dropped: readonly SearchCondition<G>[]): string {
  const group = definition.groups[dropped[0]!.group];
  if (group.kind === "freeWord") return `フリーワード「${dropped[0]!.value}」`;
  return dropped.map((c) => c.value).join("・");
}

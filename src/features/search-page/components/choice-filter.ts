import type { MetadataCondition } from "@/platform/search/search-metadata";

/** A list longer than this gets a box to narrow it and shows its first entries until 「もっと見る」. */
export const FILTERABLE_AFTER = 20;
/** How many entries a long list shows before 「もっと見る」 (the most used come first in the catalog). */
export const SHOWN_BEFORE_ALL = 16;

/**
 * What was typed, ready to compare: full-width letters and digits become half-width (ｒｅａｃｔ),
 * case is ignored, and surrounding spaces do not count.
 */
export function toNeedle(typed: string): string {
  return typed.normalize("NFKC").trim().toLowerCase();
}

export function matchesNeedle(name: string, needle: string): boolean {
  return name.normalize("NFKC").toLowerCase().includes(needle);
}

/**
 * The entries a long list shows: every match while narrowing; otherwise, until all are asked for,
 * the first ones and any chosen further down (a chosen entry never hides).
 */
export function shownChoices<C extends MetadataCondition>(
  choices: readonly C[],
  { needle, isShowingAll, isChosen }: { needle: string; isShowingAll: boolean; isChosen: (key: string) => boolean },
): { shown: C[]; isCut: boolean } {
  if (needle) return { shown: choices.filter((c) => matchesNeedle(c.name, needle)), isCut: false };
  if (choices.length <= FILTERABLE_AFTER || isShowingAll) return { shown: [...choices], isCut: false };
  const shown = choices.filter((c, index) => index < SHOWN_BEFORE_ALL || isChosen(c.key));
  return { shown, isCut: shown.length < choices.length };
}

/** A region of the area list with the prefectures to show under it. */
export type AreaGroup<C extends MetadataCondition> = {
  region: C;
  /** All of the region's prefectures (what 「{region}すべて」 ticks). */
  members: C[];
  /** The prefectures shown: all of them, or while narrowing those that match. */
  shown: C[];
  /** A region of one prefecture (北海道) is that prefecture's box alone: no 「北海道すべて」 beside 「北海道」. */
  isSingle: boolean;
};

/**
 * The area list by region (decision 009). While narrowing, a region whose name matches keeps all
 * its prefectures, another keeps the prefectures that match, and a region with none left drops out.
 */
export function areaGroups<C extends MetadataCondition>(choices: readonly C[], needle: string): AreaGroup<C>[] {
  const prefectures = new Map(choices.filter((c) => !c.searchConditionKeys).map((p) => [p.key, p]));
  return choices
    .filter((c) => c.searchConditionKeys)
    .flatMap((region) => {
      const members = (region.searchConditionKeys ?? []).flatMap((key) => prefectures.get(key) ?? []);
      const shown = !needle || matchesNeedle(region.name, needle) ? members : members.filter((p) => matchesNeedle(p.name, needle));
      return shown.length === 0 ? [] : [{ region, members, shown, isSingle: members.length === 1 }];
    });
}

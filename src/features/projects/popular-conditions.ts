import { conditionsOf, type SearchMetadata } from "./search/search-metadata";
import type { ConditionGroup } from "./search/search-query";

export type PopularConditionGroup = { label: string; links: { name: string; href: string }[] };

/**
 * The conditions the top page offers as shortcuts, each a search landing page. Professions and
 * skills keep their reference order, which puts the most-used first (the footer relies on it too).
 */
const SHORTCUTS: { group: ConditionGroup; label: string; count: number }[] = [
  { group: "searchProfessionList", label: "職種", count: 8 },
  { group: "searchProgramLanguageList", label: "スキル・言語", count: 12 },
  { group: "searchRemotableList", label: "働き方", count: 3 },
];

/** Groups without any condition (reference data not loaded yet) are left out. */
export function popularConditionsFrom(metadata: SearchMetadata): PopularConditionGroup[] {
  return SHORTCUTS.map(({ group, label, count }) => ({
    label,
    links: conditionsOf(metadata, group)
      .filter((c) => c.baseUrl)
      .slice(0, count)
      .map((c) => ({ name: c.name, href: c.baseUrl! })),
  })).filter((g) => g.links.length > 0);
}

import type { Catalog } from "@/features/catalog/catalog.service";
import { landingPath } from "@/platform/search/search-location";

import { PROJECT_SEARCH } from "./project-search.definition";

export type PopularConditionGroup = { label: string; links: { name: string; href: string }[] };

/**
 * The conditions the top page offers as shortcuts, each a search landing page. Professions and
 * skills keep their reference order, which puts the most-used first (the footer relies on it too).
 * Groups without any condition (reference data not loaded yet) are left out.
 */
export function popularConditionsFrom(catalog: Catalog): PopularConditionGroup[] {
  const groups: PopularConditionGroup[] = [
    { label: "職種", links: catalog.professions.all.slice(0, 8).map((p) => ({ name: p.name, href: landingPath(PROJECT_SEARCH, "profession", p.id) })) },
    { label: "スキル・言語", links: catalog.skills.all.slice(0, 12).map((s) => ({ name: s.name, href: landingPath(PROJECT_SEARCH, "skill", s.name) })) },
    { label: "働き方", links: catalog.remoteTypes.all.slice(0, 3).map((r) => ({ name: r.name, href: landingPath(PROJECT_SEARCH, "remoteType", r.id) })) },
  ];
  return groups.filter((g) => g.links.length > 0);
}

import type { Catalog } from "@/features/catalog/catalog.service";
import { landingPath } from "@/platform/search/search-location";
import type { MetadataCondition, SearchMetadata } from "@/platform/search/search-metadata";

import { PROJECT_SEARCH, type ProjectSearchGroup } from "../project-search.definition";

/** A project search choice; a budget band also carries its range in 万円 per month (null = open-ended). */
export type ProjectMetadataCondition = MetadataCondition & { minMan?: number | null; maxMan?: number | null };

export type ProjectSearchMetadata = SearchMetadata<ProjectSearchGroup, ProjectMetadataCondition>;

/**
 * The static search metadata (spec S-SRCH-10): every choice group in display order, a projection of
 * the catalog (pure, so it is tested without a database; search-projects.service.ts keeps one per
 * catalog). A condition with a landing page carries it as baseUrl (S-SRCH-9); a region stands for
 * its prefectures (searchConditionKeys).
 */
export function buildSearchMetadata(catalog: Catalog): ProjectSearchMetadata {
  const prefecturesOf = (regionId: number) => catalog.prefectures.all.filter((p) => p.regionId === regionId).map((p) => String(p.id));
  return {
    groups: [
      {
        group: "profession",
        conditions: catalog.professions.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name, baseUrl: landingPath(PROJECT_SEARCH, "profession", p.id) })),
      },
      {
        group: "skill",
        conditions: catalog.skills.all.map((s) => ({ id: s.id, key: String(s.id), name: s.name, baseUrl: landingPath(PROJECT_SEARCH, "skill", s.name) })),
      },
      { group: "budget", conditions: catalog.budgetBands.all.map((b) => ({ id: b.id, key: String(b.id), name: b.label, minMan: b.minMan, maxMan: b.maxMan })) },
      {
        group: "remoteType",
        conditions: catalog.remoteTypes.all.map((r) => ({ id: r.id, key: r.key, name: r.name, baseUrl: landingPath(PROJECT_SEARCH, "remoteType", r.id) })),
      },
      {
        group: "tag",
        conditions: catalog.featureTags.all.map((t) => ({ id: t.id, key: String(t.id), name: t.name, baseUrl: landingPath(PROJECT_SEARCH, "tag", t.id) })),
      },
      { group: "availableTime", conditions: catalog.availableTimes.all.map((t) => ({ id: t.id, key: String(t.id), name: t.label })) },
      {
        group: "area",
        conditions: [
          ...catalog.regions.all.map((r) => ({ id: r.id, key: `region-${r.id}`, name: r.name, searchConditionKeys: prefecturesOf(r.id) })),
          ...catalog.prefectures.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name })),
        ],
      },
      { group: "contractType", conditions: catalog.contractTypes.all.map((c) => ({ id: c.id, key: c.key, name: c.name })) },
      {
        group: "specialPage",
        conditions: catalog.specialProjectPages.all.map((s) => ({ id: s.id, key: s.slug, name: s.title, baseUrl: landingPath(PROJECT_SEARCH, "specialPage", s.slug) })),
      },
    ],
  };
}

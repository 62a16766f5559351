import type { Catalog } from "@/features/catalog/catalog.service";
import { landingPath } from "@/platform/search/search-location";
import type { MetadataCondition, SearchMetadata } from "@/platform/search/search-metadata";

import { ACTIVE_WITHIN_WINDOWS, JOB_CHANGE_LABELS } from "../pro-activity";
import { PRO_SEARCH, type ProSearchGroup } from "./pro-search.definition";

/** A pro search choice; a rate band carries its range in 万円 a month (null = open-ended). */
export type ProMetadataCondition = MetadataCondition & { minMan?: number | null; maxMan?: number | null };

export type ProSearchMetadata = SearchMetadata<ProSearchGroup, ProMetadataCondition>;

/**
 * The pro search's choices, a projection of the catalog (pure; the service keeps one per catalog).
 * Rate bands are the projects' budget bands, so a searcher reads the same ranges on both sides of
 * the marketplace; available days are minimums (「週3日以上」); a region stands for its prefectures.
 */
export function buildProSearchMetadata(catalog: Catalog): ProSearchMetadata {
  const prefecturesOf = (regionId: number) => catalog.prefectures.all.filter((p) => p.regionId === regionId).map((p) => String(p.id));
  return {
    groups: [
      {
        group: "profession",
        conditions: catalog.professions.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name, baseUrl: landingPath(PRO_SEARCH, "profession", p.id) })),
      },
      {
        group: "skill",
        conditions: catalog.skills.all.map((s) => ({ id: s.id, key: String(s.id), name: s.name, baseUrl: landingPath(PRO_SEARCH, "skill", s.name) })),
      },
      { group: "rate", conditions: catalog.budgetBands.all.map((b) => ({ id: b.id, key: String(b.id), name: b.label, minMan: b.minMan, maxMan: b.maxMan })) },
      {
        group: "availableDays",
        conditions: catalog.availableTimes.all.map((t) => ({ id: t.daysPerWeek, key: String(t.daysPerWeek), name: `週${t.daysPerWeek}日以上` })),
      },
      { group: "remoteType", conditions: catalog.remoteTypes.all.map((r) => ({ id: r.id, key: r.key, name: r.name })) },
      {
        group: "area",
        conditions: [
          ...catalog.regions.all.map((r) => ({ id: r.id, key: `region-${r.id}`, name: r.name, searchConditionKeys: prefecturesOf(r.id) })),
          ...catalog.prefectures.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name })),
        ],
      },
      {
        group: "jobChange",
        conditions: Object.entries(JOB_CHANGE_LABELS).map(([key, name], i) => ({ id: i + 1, key, name })),
      },
      { group: "activeWithin", conditions: ACTIVE_WITHIN_WINDOWS.map((w) => ({ id: w.days, key: String(w.days), name: w.label })) },
    ],
  };
}

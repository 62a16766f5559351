import type { Catalog } from "@/features/catalog/catalog.service";

import { landingPaths } from "../landing-paths";
import { GROUP_PARAMETERS, SORT_PARAMETER, type ConditionGroup } from "./search-query";

/**
 * One selectable condition (spec S-SRCH-10): `key` is its value in the query string, `baseUrl` its
 * landing page (spec S-SRCH-9), and an entry standing for several conditions (a region) lists
 * their keys in `searchConditionKeys`.
 */
export type MetadataCondition = {
  id: number;
  key: string;
  name: string;
  baseUrl?: string;
  searchConditionKeys?: string[];
  /** Budget bands: the band in 万円 per month (null = open-ended). */
  minMan?: number | null;
  maxMan?: number | null;
};

export type MetadataGroup = { group: ConditionGroup; label: string; parameter: string; conditions: MetadataCondition[] };

/** Sorts (stated in docs/api.md): newest first is the default. */
export const SORTS = [
  { id: 1, key: "1", name: "新着順" },
  { id: 2, key: "2", name: "単価が高い順" },
  { id: 3, key: "3", name: "人気順" },
] as const satisfies readonly MetadataCondition[];

export type SearchMetadata = { groups: MetadataGroup[] };

/**
 * The static search metadata: a projection of the catalog (pure, so it is tested without a
 * database; search-projects.service.ts keeps one per catalog).
 */
export function buildSearchMetadata(catalog: Catalog): SearchMetadata {
  const prefecturesOf = (regionId: number) => catalog.prefectures.all.filter((p) => p.regionId === regionId).map((p) => String(p.id));
  const group = (name: Exclude<ConditionGroup, "page" | "sort">, label: string, conditions: MetadataCondition[]): MetadataGroup => ({
    group: name,
    label,
    parameter: GROUP_PARAMETERS[name],
    conditions,
  });
  return {
    groups: [
      group("searchProfessionList", "職種", catalog.professions.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name, baseUrl: landingPaths.profession(p.id) }))),
      group("searchProgramLanguageList", "スキル・言語", catalog.skills.all.map((s) => ({ id: s.id, key: String(s.id), name: s.name, baseUrl: landingPaths.skill(s.name) }))),
      group("searchBudgetList", "単価", catalog.budgetBands.all.map((b) => ({ id: b.id, key: String(b.id), name: b.label, minMan: b.minMan, maxMan: b.maxMan }))),
      group("searchRemotableList", "リモート", catalog.remoteTypes.all.map((r) => ({ id: r.id, key: r.key, name: r.name, baseUrl: landingPaths.remoteType(r.id) }))),
      group("searchFeatureList", "特徴", catalog.featureTags.all.map((t) => ({ id: t.id, key: String(t.id), name: t.name, baseUrl: landingPaths.tag(t.id) }))),
      group("searchAvailableTimeList", "稼働日数", catalog.availableTimes.all.map((t) => ({ id: t.id, key: String(t.id), name: t.label }))),
      group("searchAreaList", "勤務地", [
        ...catalog.regions.all.map((r) => ({ id: r.id, key: `region-${r.id}`, name: r.name, searchConditionKeys: prefecturesOf(r.id) })),
        ...catalog.prefectures.all.map((p) => ({ id: p.id, key: String(p.id), name: p.name })),
      ]),
      group("searchContractualList", "契約形態", catalog.contractTypes.all.map((c) => ({ id: c.id, key: c.key, name: c.name }))),
      group("special_projects_pages", "特集", catalog.specialProjectPages.all.map((s) => ({ id: s.id, key: s.slug, name: s.title, baseUrl: landingPaths.specialPage(s.slug) }))),
      { group: "sort", label: "並び順", parameter: SORT_PARAMETER, conditions: [...SORTS] },
    ],
  };
}

/** The choices of one condition group (empty for groups without a list, such as the free word). */
export function conditionsOf(metadata: SearchMetadata, group: ConditionGroup): MetadataCondition[] {
  return metadata.groups.find((g) => g.group === group)?.conditions ?? [];
}

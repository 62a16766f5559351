import { formatBudget } from "./budget-label";
import { conditionsOf, type MetadataCondition, type SearchMetadata } from "./search/search-metadata";
import type { ProjectSearchRow } from "./search/search-projects.queries";
import type { ConditionGroup } from "./search/search-query";

/** What a visitor sees instead of the corporation's name (companies expect this of such services). */
export const MASKED_CORPORATION_NAME = "＊＊＊＊＊";

export type Named = { id: number; name: string };

export type ProjectSummary = {
  id: number;
  title: string;
  corporation: { id: number | null; name: string; isMasked: boolean };
  budget: { minMan: number | null; maxMan: number | null; label: string };
  remoteType: { key: string; name: string } | null;
  availableTime: Named | null;
  prefecture: Named | null;
  contractType: { key: string; name: string } | null;
  tags: Named[];
  professions: Named[];
  skills: Named[];
  likeCount: number;
  isLiked: boolean;
  status: "open" | "closed";
  publishedAt: string;
};

/**
 * Turns a project row into what lists and pages show: reference ids become names through the search
 * metadata (already in memory), and a visitor gets the corporation masked.
 */
export function projectSummarizer(metadata: SearchMetadata) {
  const byId = (group: ConditionGroup) => new Map(conditionsOf(metadata, group).filter((c) => !c.searchConditionKeys).map((c) => [c.id, c]));
  const maps = {
    professions: byId("searchProfessionList"),
    skills: byId("searchProgramLanguageList"),
    tags: byId("searchFeatureList"),
    remote: byId("searchRemotableList"),
    times: byId("searchAvailableTimeList"),
    prefectures: byId("searchAreaList"),
    contracts: byId("searchContractualList"),
  };
  const named = (map: Map<number, MetadataCondition>, ids: number[]): Named[] =>
    ids.flatMap((id) => {
      const c = map.get(id);
      return c ? [{ id, name: c.name }] : [];
    });
  const one = (map: Map<number, MetadataCondition>, id: number | null): Named | null => (id === null ? null : (named(map, [id])[0] ?? null));
  const keyed = (map: Map<number, MetadataCondition>, id: number) => {
    const c = map.get(id);
    return c ? { key: c.key, name: c.name } : null;
  };
  return (row: ProjectSearchRow, isVisitor: boolean): ProjectSummary => ({
    id: row.id,
    title: row.title,
    corporation: isVisitor
      ? { id: null, name: MASKED_CORPORATION_NAME, isMasked: true }
      : { id: row.corporationId, name: row.corporationName, isMasked: false },
    budget: { minMan: row.minBudgetMan, maxMan: row.maxBudgetMan, label: formatBudget(row.minBudgetMan, row.maxBudgetMan) },
    remoteType: keyed(maps.remote, row.remoteTypeId),
    availableTime: one(maps.times, row.availableTimeId),
    prefecture: one(maps.prefectures, row.prefectureId),
    contractType: keyed(maps.contracts, row.contractTypeId),
    tags: named(maps.tags, row.tagIds),
    professions: named(maps.professions, row.professionIds),
    skills: named(maps.skills, row.skillIds),
    likeCount: row.likeCount,
    isLiked: row.isLiked,
    status: row.status,
    publishedAt: new Date(row.publishedAt).toISOString(),
  });
}


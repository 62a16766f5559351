import type { Catalog, ReferenceList } from "@/features/catalog/catalog.service";

import { formatBudget } from "./budget-label";
import type { ProjectSearchRow } from "./search/search-projects.queries";

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
 * Turns a project row into what lists and pages show: reference ids become names through the
 * catalog (already in memory), and a visitor gets the corporation masked.
 */
export function projectSummarizer(catalog: Catalog) {
  const named = (list: ReferenceList<{ id: number }>, ids: number[]): Named[] =>
    ids.flatMap((id) => {
      const name = list.nameOf(id);
      return name === undefined ? [] : [{ id, name }];
    });
  const one = (list: ReferenceList<{ id: number }>, id: number | null): Named | null => (id === null ? null : (named(list, [id])[0] ?? null));
  const keyed = (list: ReferenceList<{ id: number; key: string; name: string }>, id: number) => {
    const row = list.get(id);
    return row ? { key: row.key, name: row.name } : null;
  };
  return (row: ProjectSearchRow, isVisitor: boolean): ProjectSummary => ({
    id: row.id,
    title: row.title,
    corporation: isVisitor ? { id: null, name: MASKED_CORPORATION_NAME, isMasked: true } : { id: row.corporationId, name: row.corporationName, isMasked: false },
    budget: { minMan: row.minBudgetMan, maxMan: row.maxBudgetMan, label: formatBudget(row.minBudgetMan, row.maxBudgetMan) },
    remoteType: keyed(catalog.remoteTypes, row.remoteTypeId),
    availableTime: one(catalog.availableTimes, row.availableTimeId),
    prefecture: one(catalog.prefectures, row.prefectureId),
    contractType: keyed(catalog.contractTypes, row.contractTypeId),
    tags: named(catalog.featureTags, row.tagIds),
    professions: named(catalog.professions, row.professionIds),
    skills: named(catalog.skills, row.skillIds),
    likeCount: row.likeCount,
    isLiked: row.isLiked,
    status: row.status,
    publishedAt: new Date(row.publishedAt).toISOString(),
  });
}

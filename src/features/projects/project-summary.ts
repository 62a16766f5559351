import type { Catalog, ReferenceList } from "@/features/catalog/catalog.service";
import { toJstIsoDateTime } from "@/lib/format-date";

import { formatProjectBudget } from "@/lib/budget-label";
import { MASKED_CORPORATION_NAME, type ContractType, type Labeled, type ProjectSummary, type RemoteType } from "./project-summary.schemas";
import type { ProjectSearchRow } from "./search/search-projects.queries";

/**
 * Our contract-type keys (the values of search_project[contract_types][], which stay as they are)
 * → the names the compatible shape uses (docs/decisions/013).
 */
const CONTRACT_TYPE_NAMES: Record<string, ContractType> = {
  outsourcing: "outsourcing",
  outsourcing_to_fulltime: "outsourcing_to_full_time",
  fulltime: "full_time",
  fixed_term: "fixed_term",
};

/** Our remote-type keys already are the compatible names; the table keeps the wire enum typed. */
const REMOTE_TYPE_NAMES: Record<string, RemoteType> = { full_remote: "full_remote", partial_remote: "partial_remote", onsite: "onsite" };

const HOURS_PER_DAY = 8;

/** 65 (万円) → `{ id: 650000, label: "65万" }`. */
function budgetAmount(man: number | null): ProjectSummary["minBudget"] {
  return man === null ? null : { id: man * 10_000, label: `${man}万` };
}

/**
 * Turns a project row into the one representation lists, pages and the API share (decision 013):
 * reference ids become labels through the catalog (already in memory), and a visitor gets the
 * corporation masked, its id and logo included, unless the corporation is public (is_name_public).
 */
export function projectSummarizer(catalog: Catalog) {
  const labeled = (list: ReferenceList<{ id: number }>, ids: number[]): Labeled[] =>
    ids.flatMap((id) => {
      const label = list.nameOf(id);
      return label === undefined ? [] : [{ id, label }];
    });
  const one = (list: ReferenceList<{ id: number }>, id: number | null): Labeled | null => (id === null ? null : (labeled(list, [id])[0] ?? null));
  return (row: ProjectSearchRow, isVisitor: boolean): ProjectSummary => {
    const contractType = catalog.contractTypes.get(row.contractTypeId);
    const remoteType = catalog.remoteTypes.get(row.remoteTypeId);
    const availableTime = catalog.availableTimes.get(row.availableTimeId);
    return {
      id: row.id,
      title: row.title,
      state: row.status === "open" ? "opened" : "closed",
      contractType: (contractType && CONTRACT_TYPE_NAMES[contractType.key]) ?? null,
      contractTypeLabel: contractType?.name ?? null,
      createdAt: toJstIsoDateTime(row.publishedAt),
      minBudget: budgetAmount(row.minBudgetMan),
      maxBudget: budgetAmount(row.maxBudgetMan),
      budgetLabel: formatProjectBudget(row),
      budgetUnit: row.budgetUnit,
      budgetMinAmount: row.budgetMinAmount,
      budgetMaxAmount: row.budgetMaxAmount,
      remoteType: (remoteType && REMOTE_TYPE_NAMES[remoteType.key]) ?? null,
      remoteTypeLabel: remoteType?.name ?? null,
      projectAvailableTime: availableTime ? { id: availableTime.id, label: availableTime.label } : null,
      minWorkingHoursLabel: availableTime ? `週${availableTime.daysPerWeek * HOURS_PER_DAY}h` : null,
      prefecture: one(catalog.prefectures, row.prefectureId),
      tags: labeled(catalog.featureTags, row.tagIds),
      professions: labeled(catalog.professions, row.professionIds),
      requiredSkills: labeled(catalog.skills, row.skillIds),
      // Masked for visitors unless the corporation chose to be public (decision 022).
      corporation:
        isVisitor && !row.corporationIsNamePublic
          ? { id: null, name: MASKED_CORPORATION_NAME, logoUrl: null, isMasked: true }
          : { id: row.corporationId, name: row.corporationName, logoUrl: row.corporationLogoUrl, isMasked: false },
      likeCount: row.likeCount,
      isLiked: row.isLiked,
    };
  };
}

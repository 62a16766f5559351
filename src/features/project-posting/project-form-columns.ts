import { conditionNamesOf, type Catalog } from "@/features/catalog/catalog.service";
import { projectSearchDocument } from "@/lib/project-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import type { FieldIssue } from "@/platform/errors";

import { monthlyEquivalentMan, type ProjectBudget, type ProjectDraftFields, type ProjectForm } from "./project-form.schemas";
import type { OwnedProjectRow, ProjectContentColumns } from "./project-posting.queries";

/**
 * The form ↔ the projects row, pure (tested without a database). Budgets follow decision 022:
 * min/max_budget_man always the monthly equivalent; the entered amounts kept for 時給 and 年収.
 */

export function budgetColumns(
  budget: ProjectBudget,
): Pick<ProjectContentColumns, "budgetUnit" | "minBudgetMan" | "maxBudgetMan" | "budgetMinAmount" | "budgetMaxAmount"> {
  if (budget.unit === "negotiable") return { budgetUnit: "monthly", minBudgetMan: null, maxBudgetMan: null, budgetMinAmount: null, budgetMaxAmount: null };
  if (budget.unit === "monthly") return { budgetUnit: "monthly", minBudgetMan: budget.min, maxBudgetMan: budget.max, budgetMinAmount: null, budgetMaxAmount: null };
  return {
    budgetUnit: budget.unit,
    minBudgetMan: monthlyEquivalentMan(budget.unit, budget.min),
    maxBudgetMan: monthlyEquivalentMan(budget.unit, budget.max),
    budgetMinAmount: budget.min,
    budgetMaxAmount: budget.max,
  };
}

/** The budget as the form states it again (the editor and a duplicate read it back). */
export function budgetOfRow(row: Pick<OwnedProjectRow, "budgetUnit" | "minBudgetMan" | "maxBudgetMan" | "budgetMinAmount" | "budgetMaxAmount">): ProjectBudget {
  if (row.budgetUnit === "monthly") {
    return row.minBudgetMan === null && row.maxBudgetMan === null ? { unit: "negotiable" } : { unit: "monthly", min: row.minBudgetMan, max: row.maxBudgetMan };
  }
  return { unit: row.budgetUnit, min: row.budgetMinAmount, max: row.budgetMaxAmount };
}

/** Every column the form writes, search text included (projectSearchDocument: the head, then every condition's label). */
export function projectContentColumns(catalog: Catalog, form: ProjectForm): ProjectContentColumns {
  const search = projectSearchDocument(conditionNamesOf(catalog), {
    title: form.title,
    description: form.description,
    skillIds: form.requiredSkillIds,
    welcomeSkillIds: form.welcomeSkillIds,
    professionIds: form.professionIds,
    tagIds: form.tagIds,
    remoteTypeId: form.remoteTypeId,
    prefectureId: form.prefectureId,
    contractTypeId: form.contractTypeId,
    availableTimeId: form.availableTimeId,
  });
  return {
    title: form.title,
    description: form.description,
    professionIds: form.professionIds,
    skillIds: form.requiredSkillIds,
    welcomeSkillIds: form.welcomeSkillIds,
    tagIds: form.tagIds,
    ...budgetColumns(form.budget),
    availableTimeId: form.availableTimeId,
    minHoursPerWeek: form.minHoursPerWeek,
    remoteTypeId: form.remoteTypeId,
    prefectureId: form.prefectureId,
    contractTypeId: form.contractTypeId,
    openings: form.openings,
    startsOn: form.startsOn,
    applicationClosesOn: form.applicationClosesOn,
    screeningSteps: form.screeningSteps,
    searchText: search.text,
    searchBigrams: toSearchBigramsLiteral(search.text),
    searchHeadLength: search.headLength,
    searchTextVersion: SEARCH_TEXT_VERSION,
  };
}

/** A published project's content as the form holds it (every field of ProjectDraftFields). */
export function formFieldsOfProject(row: OwnedProjectRow): Required<ProjectDraftFields> {
  return {
    title: row.title,
    description: row.description,
    professionIds: row.professionIds,
    requiredSkillIds: row.skillIds,
    welcomeSkillIds: row.welcomeSkillIds,
    budget: budgetOfRow(row),
    availableTimeId: row.availableTimeId,
    minHoursPerWeek: row.minHoursPerWeek,
    remoteTypeId: row.remoteTypeId,
    prefectureId: row.prefectureId,
    contractTypeId: row.contractTypeId,
    tagIds: row.tagIds,
    openings: row.openings,
    startsOn: row.startsOn,
    applicationClosesOn: row.applicationClosesOn,
    screeningSteps: row.screeningSteps,
  };
}

/** Ids the catalog does not know, as field issues (the schema checks shapes; only the catalog knows ids). */
export function unknownReferenceIssues(catalog: Catalog, form: ProjectForm): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const each = (ids: number[], known: (id: number) => unknown, path: string, message: string) =>
    ids.forEach((id, i) => {
      if (known(id) === undefined) issues.push({ path: `${path}.${i}`, message });
    });
  const one = (id: number | null, known: (id: number) => unknown, path: string, message: string) => {
    if (id !== null && known(id) === undefined) issues.push({ path, message });
  };
  each(form.professionIds, (id) => catalog.professions.get(id), "professionIds", "職種を一覧から選んでください");
  each(form.requiredSkillIds, (id) => catalog.skills.get(id), "requiredSkillIds", "必須スキルを一覧から選んでください");
  each(form.welcomeSkillIds, (id) => catalog.skills.get(id), "welcomeSkillIds", "歓迎スキルを一覧から選んでください");
  each(form.tagIds, (id) => catalog.featureTags.get(id), "tagIds", "特徴タグを一覧から選んでください");
  one(form.availableTimeId, (id) => catalog.availableTimes.get(id), "availableTimeId", "稼働日数を選んでください");
  one(form.remoteTypeId, (id) => catalog.remoteTypes.get(id), "remoteTypeId", "リモートの可否を選んでください");
  one(form.prefectureId, (id) => catalog.prefectures.get(id), "prefectureId", "都道府県を選んでください");
  one(form.contractTypeId, (id) => catalog.contractTypes.get(id), "contractTypeId", "契約形態を選んでください");
  return issues;
}

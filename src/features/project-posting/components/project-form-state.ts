import { formatProjectBudget } from "@/lib/budget-label";
import type { ProjectArticle } from "@/features/projects/components/project-article-body";

import { monthlyEquivalentMan, type ProjectDraftFields, type ProjectFormInput } from "../project-form.schemas";

export type Option = { id: number; name: string };
/** The catalog's lists the form picks from (the page reads them on the server and passes them in). */
export type ProjectFormOptions = {
  professions: Option[];
  skills: Option[];
  tags: Option[];
  remoteTypes: Option[];
  availableTimes: Option[];
  prefectures: Option[];
  contractTypes: Option[];
};

export type BudgetUnitChoice = "monthly" | "hourly" | "annual" | "negotiable";

/** The form as typed: numbers stay text until a submit, so a half-typed value is never lost. */
export type ProjectFormState = {
  title: string;
  description: string;
  professionIds: number[];
  requiredSkillIds: number[];
  welcomeSkillIds: number[];
  tagIds: number[];
  budgetUnit: BudgetUnitChoice;
  budgetMin: string;
  budgetMax: string;
  availableTimeId: string;
  minHoursPerWeek: string;
  remoteTypeId: string;
  prefectureId: string;
  contractTypeId: string;
  openings: string;
  startsOn: string;
  applicationClosesOn: string;
  screeningSteps: string[];
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** A saved draft or a published project's fields → what the form shows (missing fields start empty). */
export function toFormState(fields: ProjectDraftFields): ProjectFormState {
  const budget = fields.budget ?? { unit: "monthly" as const };
  return {
    title: fields.title ?? "",
    description: fields.description ?? "",
    professionIds: fields.professionIds ?? [],
    requiredSkillIds: fields.requiredSkillIds ?? [],
    welcomeSkillIds: fields.welcomeSkillIds ?? [],
    tagIds: fields.tagIds ?? [],
    budgetUnit: budget.unit,
    budgetMin: text(budget.min),
    budgetMax: text(budget.max),
    availableTimeId: text(fields.availableTimeId),
    minHoursPerWeek: text(fields.minHoursPerWeek),
    remoteTypeId: text(fields.remoteTypeId),
    prefectureId: text(fields.prefectureId),
    contractTypeId: text(fields.contractTypeId),
    openings: text(fields.openings ?? 1),
    startsOn: fields.startsOn ?? "",
    applicationClosesOn: fields.applicationClosesOn ?? "",
    screeningSteps: fields.screeningSteps ?? [],
  };
}

/** "" → null; anything else a number (NaN for text, which the schema refuses in Japanese). */
const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));
/** A required choice: "" stays unset, so the schema says 「…を選んでください」. */
const required = (value: string): number => (value === "" ? (undefined as unknown as number) : Number(value));

/** What a publish sends: ProjectFormSchema checks it in the browser and again on the server. */
export function toFormInput(state: ProjectFormState): ProjectFormInput {
  const budget: ProjectFormInput["budget"] =
    state.budgetUnit === "negotiable" ? { unit: "negotiable" } : { unit: state.budgetUnit, min: numberOrNull(state.budgetMin), max: numberOrNull(state.budgetMax) };
  return {
    title: state.title,
    description: state.description,
    professionIds: state.professionIds,
    requiredSkillIds: state.requiredSkillIds,
    welcomeSkillIds: state.welcomeSkillIds,
    budget,
    availableTimeId: required(state.availableTimeId),
    minHoursPerWeek: numberOrNull(state.minHoursPerWeek),
    remoteTypeId: required(state.remoteTypeId),
    prefectureId: numberOrNull(state.prefectureId),
    contractTypeId: required(state.contractTypeId),
    tagIds: state.tagIds,
    openings: required(state.openings),
    startsOn: state.startsOn === "" ? null : state.startsOn,
    applicationClosesOn: state.applicationClosesOn === "" ? null : state.applicationClosesOn,
    screeningSteps: state.screeningSteps,
  };
}

/** A whole number or null: a draft keeps what is usable and drops a half-typed figure. */
const intOrNull = (value: string): number | null => {
  const n = Number(value);
  return value.trim() !== "" && Number.isSafeInteger(n) ? n : null;
};

/** What 下書き保存 sends: every field, loosely (ProjectDraftFieldsSchema). */
export function toDraftFields(state: ProjectFormState): ProjectDraftFields {
  return {
    title: state.title.slice(0, 200),
    description: state.description.slice(0, 20_000),
    professionIds: state.professionIds,
    requiredSkillIds: state.requiredSkillIds,
    welcomeSkillIds: state.welcomeSkillIds,
    budget: state.budgetUnit === "negotiable" ? { unit: "negotiable" } : { unit: state.budgetUnit, min: intOrNull(state.budgetMin), max: intOrNull(state.budgetMax) },
    availableTimeId: intOrNull(state.availableTimeId),
    minHoursPerWeek: intOrNull(state.minHoursPerWeek),
    remoteTypeId: intOrNull(state.remoteTypeId),
    prefectureId: intOrNull(state.prefectureId),
    contractTypeId: intOrNull(state.contractTypeId),
    tagIds: state.tagIds,
    openings: intOrNull(state.openings),
    startsOn: state.startsOn.slice(0, 10) || null,
    applicationClosesOn: state.applicationClosesOn.slice(0, 10) || null,
    screeningSteps: state.screeningSteps.map((step) => step.slice(0, 100)),
  };
}

/** The offer's monthly equivalent for the market check: its upper bound, else its only bound. */
export function offerMonthlyMan(state: ProjectFormState): number | null {
  if (state.budgetUnit === "negotiable") return null;
  const bound = intOrNull(state.budgetMax) ?? intOrNull(state.budgetMin);
  return monthlyEquivalentMan(state.budgetUnit, bound);
}

/** The live preview: the public page's body built from what is typed now. */
export function toPreviewArticle(state: ProjectFormState, options: ProjectFormOptions, today: string): ProjectArticle {
  const labeled = (list: Option[], ids: number[]) => ids.flatMap((id) => list.filter((o) => o.id === id).map((o) => ({ id, label: o.name })));
  const one = (list: Option[], id: string) => list.find((o) => String(o.id) === id);
  const unit = state.budgetUnit === "negotiable" ? "monthly" : state.budgetUnit;
  const min = state.budgetUnit === "negotiable" ? null : intOrNull(state.budgetMin);
  const max = state.budgetUnit === "negotiable" ? null : intOrNull(state.budgetMax);
  const budget = {
    budgetUnit: unit,
    minBudgetMan: unit === "monthly" ? min : monthlyEquivalentMan(unit, min),
    maxBudgetMan: unit === "monthly" ? max : monthlyEquivalentMan(unit, max),
    budgetMinAmount: unit === "monthly" ? null : min,
    budgetMaxAmount: unit === "monthly" ? null : max,
  } as const;
  const time = one(options.availableTimes, state.availableTimeId);
  const prefecture = one(options.prefectures, state.prefectureId);
  return {
    title: state.title || "（タイトル未入力）",
    detail: state.description || "（案件の詳細が未入力です）",
    professions: labeled(options.professions, state.professionIds),
    requiredSkills: labeled(options.skills, state.requiredSkillIds),
    welcomeSkills: labeled(options.skills, state.welcomeSkillIds),
    tags: labeled(options.tags, state.tagIds),
    openings: intOrNull(state.openings) ?? 1,
    startsOn: state.startsOn || null,
    applicationClosesOn: state.applicationClosesOn || null,
    screeningSteps: state.screeningSteps.filter((s) => s.trim() !== ""),
    minHoursPerWeek: intOrNull(state.minHoursPerWeek),
    budgetLabel: formatProjectBudget(budget),
    budgetUnit: unit,
    projectAvailableTime: time ? { id: time.id, label: time.name } : null,
    remoteTypeLabel: one(options.remoteTypes, state.remoteTypeId)?.name ?? null,
    prefecture: prefecture ? { id: prefecture.id, label: prefecture.name } : null,
    contractTypeLabel: one(options.contractTypes, state.contractTypeId)?.name ?? null,
    createdAt: `${today}T09:00:00+09:00`,
  };
}

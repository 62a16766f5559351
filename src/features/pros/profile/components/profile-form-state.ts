import type { PortfolioLinkKind } from "@/db/schema/pros";

import type { ProProfileFields, ProProfileInput } from "../pro-profile.schemas";

export type Option = { id: number; name: string };
export type ProfileOptions = { professions: Option[]; skills: Option[]; remoteTypes: Option[]; prefectures: Option[] };

export type SkillRow = { key: string; name: string; years: string };
export type HistoryRow = {
  key: string;
  companyName: string;
  isCompanyNameHidden: boolean;
  projectName: string;
  role: string;
  startedOn: string;
  /** "" = 現在も継続中 */
  endedOn: string;
  description: string;
  /** Skill names separated by commas, as typed. */
  skills: string;
};
export type LinkRow = { key: string; kind: PortfolioLinkKind; title: string; url: string };

/** The form as typed: numbers stay text until the save, so a half-typed value is never lost. */
export type FormState = {
  headline: string;
  bio: string;
  professionIds: number[];
  skills: SkillRow[];
  yearsOfExperience: string;
  desiredMonthlyRateMan: string;
  desiredHourlyRateYen: string;
  availableDaysPerWeek: string;
  availableHoursPerDay: string;
  availableFrom: string;
  remoteTypeId: string;
  prefectureId: string;
  isPublic: boolean;
  workHistories: HistoryRow[];
  portfolioLinks: LinkRow[];
};

let rowCount = 0;
/** React keys for added rows (never rendered into the page, so server and browser need not agree). */
export const newRowKey = () => `row-${++rowCount}`;

const text = (n: number | null) => (n === null ? "" : String(n));

export function toFormState(fields: ProProfileFields, options: ProfileOptions): FormState {
  const skillName = (id: number) => options.skills.find((s) => s.id === id)?.name ?? "";
  return {
    headline: fields.headline,
    bio: fields.bio,
    professionIds: fields.professionIds,
    skills: fields.skills.map((s) => ({ key: newRowKey(), name: skillName(s.skillId), years: String(s.years) })),
    yearsOfExperience: text(fields.yearsOfExperience),
    desiredMonthlyRateMan: text(fields.desiredMonthlyRateMan),
    desiredHourlyRateYen: text(fields.desiredHourlyRateYen),
    availableDaysPerWeek: text(fields.availableDaysPerWeek),
    availableHoursPerDay: text(fields.availableHoursPerDay),
    availableFrom: fields.availableFrom ?? "",
    remoteTypeId: text(fields.remoteTypeId),
    prefectureId: text(fields.prefectureId),
    isPublic: fields.isPublic,
    workHistories: fields.workHistories.map((h) => ({
      key: newRowKey(),
      companyName: h.companyName,
      isCompanyNameHidden: h.isCompanyNameHidden,
      projectName: h.projectName,
      role: h.role,
      startedOn: h.startedOn,
      endedOn: h.endedOn ?? "",
      description: h.description,
      skills: h.skillIds.map(skillName).filter(Boolean).join(", "),
    })),
    portfolioLinks: fields.portfolioLinks.map((l) => ({ key: newRowKey(), ...l })),
  };
}

/** "" → null; anything else a number (NaN for text, which the schema answers with the field's message). */
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.normalize("NFKC").trim()));
const idOrNull = (value: string) => (value === "" ? null : Number(value));

/** Skill names as typed → ids; an unknown name becomes 0, which the schema refuses with 「スキルを一覧から選んでください」. */
export function skillIdResolver(options: ProfileOptions) {
  const byName = new Map(options.skills.map((s) => [s.name.toLowerCase(), s.id]));
  return (name: string) => byName.get(name.normalize("NFKC").trim().toLowerCase()) ?? 0;
}

export function splitSkillNames(value: string): string[] {
  return value
    .split(/[,、，]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** What the save sends: the schema's input, parsed by the same ProProfileBodySchema here and on the server. */
export function toBodyInput(state: FormState, skillId: (name: string) => number): ProProfileInput {
  return {
    headline: state.headline,
    bio: state.bio,
    professionIds: state.professionIds,
    skills: state.skills.map((s) => ({ skillId: skillId(s.name), years: numberOrNull(s.years) ?? Number.NaN })),
    yearsOfExperience: numberOrNull(state.yearsOfExperience),
    desiredMonthlyRateMan: numberOrNull(state.desiredMonthlyRateMan),
    desiredHourlyRateYen: numberOrNull(state.desiredHourlyRateYen),
    availableDaysPerWeek: numberOrNull(state.availableDaysPerWeek),
    availableHoursPerDay: numberOrNull(state.availableHoursPerDay),
    availableFrom: state.availableFrom === "" ? null : state.availableFrom,
    remoteTypeId: idOrNull(state.remoteTypeId),
    prefectureId: idOrNull(state.prefectureId),
    isPublic: state.isPublic,
    workHistories: state.workHistories.map((h) => ({
      companyName: h.companyName,
      isCompanyNameHidden: h.isCompanyNameHidden,
      projectName: h.projectName,
      role: h.role,
      startedOn: h.startedOn,
      endedOn: h.endedOn === "" ? null : h.endedOn,
      description: h.description,
      skillIds: splitSkillNames(h.skills).map(skillId),
    })),
    portfolioLinks: state.portfolioLinks.map((l) => ({ kind: l.kind, title: l.title, url: l.url })),
  };
}

/** The preview's fields: what parses is shown, what does not yet is left out (never an error in the preview). */
export function toPreviewFields(state: FormState, skillId: (name: string) => number): ProProfileFields {
  const body = toBodyInput(state, skillId);
  const finite = (n: number | null) => (n !== null && Number.isFinite(n) ? Math.trunc(n) : null);
  return {
    ...body,
    headline: body.headline.trim(),
    bio: body.bio,
    skills: body.skills.filter((s) => s.skillId > 0).map((s) => ({ skillId: s.skillId, years: finite(s.years) ?? 0 })),
    yearsOfExperience: finite(body.yearsOfExperience),
    desiredMonthlyRateMan: finite(body.desiredMonthlyRateMan),
    desiredHourlyRateYen: finite(body.desiredHourlyRateYen),
    availableDaysPerWeek: finite(body.availableDaysPerWeek),
    availableHoursPerDay: finite(body.availableHoursPerDay),
    availableFrom: body.availableFrom ?? null,
    workHistories: body.workHistories.map((h) => ({ ...h, endedOn: h.endedOn ?? null, skillIds: h.skillIds.filter((id) => id > 0) })),
    portfolioLinks: body.portfolioLinks,
  };
}

import type { JobChangeIntention } from "@/db/schema/user-values";

import { proDisplayName } from "../pro-name";
import { seesCompanyNames, seesFullName, type ProViewer } from "../pro-viewer";
import { lastActiveLabel } from "./pro-profile-format";
import type { ProProfile, ProProfileFields } from "./pro-profile.schemas";

/** Names of reference ids (the catalog on the server; the lists the form was given in the browser). */
export type ProfileLookups = {
  profession(id: number): string | undefined;
  skill(id: number): string | undefined;
  remoteType(id: number): string | undefined;
  prefecture(id: number): string | undefined;
};

export type ProProfileSource = {
  user: { id: number; lastName: string; firstName: string; firstNameKana: string; profileImageUrl: string | null };
  isRealNameVerified: boolean;
  jobChangeIntention: JobChangeIntention | null;
  lastActiveAt: Date | null;
  updatedAt: Date;
  /** The profile's fields as the editor holds them (histories' months as 2021-04). */
  fields: ProProfileFields;
};

const named = (lookup: (id: number) => string | undefined) => (id: number) => {
  const name = lookup(id);
  return name === undefined ? [] : [{ id, name }];
};

/**
 * The profile a viewer sees (decision 020): the name masked for visitors and other pros, company names
 * masked for them too, and a company the pro hid shown to no one but the pro. Pure, so the settings
 * page's live preview is built by the same function as the public page.
 */
export function buildProProfile(source: ProProfileSource, lookups: ProfileLookups, viewer: ProViewer, now: Date): ProProfile {
  const { user, fields } = source;
  const isOwner = viewer.userId === user.id;
  const mayReadCompanies = seesCompanyNames(viewer, user.id);
  const nameOf = (lookup: (id: number) => string | undefined, id: number | null) => (id === null ? null : (named(lookup)(id)[0] ?? null));
  return {
    id: user.id,
    displayName: proDisplayName(viewer, user),
    isNameMasked: !seesFullName(viewer, user.id),
    profileImageUrl: user.profileImageUrl,
    isRealNameVerified: source.isRealNameVerified,
    isPublic: fields.isPublic,
    headline: fields.headline,
    bio: fields.bio,
    professions: fields.professionIds.flatMap(named(lookups.profession)),
    skills: fields.skills.flatMap((s) => named(lookups.skill)(s.skillId).map((skill) => ({ ...skill, years: s.years }))),
    yearsOfExperience: fields.yearsOfExperience,
    desiredMonthlyRateMan: fields.desiredMonthlyRateMan,
    desiredHourlyRateYen: fields.desiredHourlyRateYen,
    availableDaysPerWeek: fields.availableDaysPerWeek,
    availableHoursPerDay: fields.availableHoursPerDay,
    availableFrom: fields.availableFrom,
    remoteType: nameOf(lookups.remoteType, fields.remoteTypeId),
    prefecture: nameOf(lookups.prefecture, fields.prefectureId),
    jobChangeIntention: source.jobChangeIntention,
    lastActiveLabel: lastActiveLabel(source.lastActiveAt, now),
    workHistories: fields.workHistories.map((h) => ({
      companyName: isOwner || (mayReadCompanies && !h.isCompanyNameHidden) ? h.companyName : null,
      isCompanyNameHidden: h.isCompanyNameHidden,
      projectName: h.projectName,
      role: h.role,
      startedOn: h.startedOn,
      endedOn: h.endedOn,
      description: h.description,
      skills: h.skillIds.flatMap(named(lookups.skill)),
    })),
    portfolioLinks: fields.portfolioLinks.map((l) => ({ kind: l.kind, title: l.title, url: l.url })),
    updatedAt: source.updatedAt.toISOString(),
  };
}

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { getCatalog, type Catalog } from "@/features/catalog/catalog.service";
import type { Actor } from "@/platform/actor/actor";
import { AppError, type FieldIssue } from "@/platform/errors";

import { proSearchDocumentOf } from "../pro-search-document";
import type { ProViewer } from "../pro-viewer";
import { loadProViewer } from "../pro-viewer.queries";
import { buildProProfile, type ProfileLookups } from "./pro-profile-model";
import { findProfileParts, findProfileRowVisibleTo, replaceProfile, type ProProfileRow } from "./pro-profile.queries";
import type { ProProfile, ProProfileBody, ProProfileEditor, ProProfileFields } from "./pro-profile.schemas";

export const PRO_PROFILE_NOT_FOUND = "プロフィールが見つかりませんでした。";
export const PRO_PROFILE_PRO_ONLY = "プロフィールを編集できるのはプロとして登録したアカウントだけです。";

/** The public page's path; also the JSON-LD's url and the canonical link. */
export function proProfilePath(userId: number): string {
  return `/top/pros/${userId}`;
}

export function catalogLookups(catalog: Catalog): ProfileLookups {
  return {
    profession: (id) => catalog.professions.nameOf(id),
    skill: (id) => catalog.skills.nameOf(id),
    remoteType: (id) => catalog.remoteTypes.nameOf(id),
    prefecture: (id) => catalog.prefectures.nameOf(id),
  };
}

async function fieldsOf(db: Database, row: NonNullable<ProProfileRow>): Promise<ProProfileFields> {
  const { profile } = row;
  const parts = await findProfileParts(db, profile.userId);
  return {
    headline: profile.headline,
    bio: profile.bio,
    professionIds: profile.professionIds,
    skills: parts.skills,
    yearsOfExperience: profile.yearsOfExperience,
    desiredMonthlyRateMan: profile.desiredMonthlyRateMan,
    desiredHourlyRateYen: profile.desiredHourlyRateYen,
    availableDaysPerWeek: profile.availableDaysPerWeek,
    availableHoursPerDay: profile.availableHoursPerDay,
    availableFrom: profile.availableFrom,
    remoteTypeId: profile.remoteTypeId,
    prefectureId: profile.prefectureId,
    isPublic: profile.isPublic,
    workHistories: parts.histories.map((h) => ({
      companyName: h.companyName,
      isCompanyNameHidden: h.isCompanyNameHidden,
      projectName: h.projectName,
      role: h.role,
      startedOn: h.startedOn.slice(0, 7),
      endedOn: h.endedOn === null ? null : h.endedOn.slice(0, 7),
      description: h.description,
      skillIds: h.skillIds,
    })),
    portfolioLinks: parts.links,
  };
}

/**
 * One pro's profile as this viewer may see it (/top/pros/{id}, GET /api/v2/pros/{id}); null when the
 * viewer may not see it at all — unknown, not a pro, 退会, private, shielded — so every case reads as 404.
 */
export async function findProProfile(db: Database, viewer: ProViewer, userId: number, now: Date): Promise<ProProfile | null> {
  const [row, catalog] = await Promise.all([findProfileRowVisibleTo(db, viewer, userId), getCatalog(db)]);
  if (!row) return null;
  const { profile } = row;
  const fields = await fieldsOf(db, row);
  const source = {
    user: row.user,
    isRealNameVerified: profile.isRealNameVerified,
    jobChangeIntention: profile.jobChangeIntention,
    lastActiveAt: profile.lastActiveAt,
    updatedAt: profile.updatedAt,
    fields,
  };
  return buildProProfile(source, catalogLookups(catalog), viewer, now);
}

/** The same for the actor behind a request: the page and the JSON route read the profile alike. */
export async function findProProfileForActor(db: Database, actor: Actor | null, userId: number, now: Date): Promise<ProProfile | null> {
  return findProProfile(db, await loadProViewer(db, actor), userId, now);
}

/** The signed-in pro's own profile for the editor (GET /api/v2/me/pro_profile); 404 when there is none. */
export async function getProProfileEditor(db: Database, pro: Actor): Promise<ProProfileEditor> {
  const row = await findProfileRowVisibleTo(db, "owner", pro.userId);
  if (!row) throw new AppError("not_found", PRO_PROFILE_NOT_FOUND);
  const { profile, user } = row;
  return {
    userId: user.id,
    profile: await fieldsOf(db, row),
    owner: {
      lastName: user.lastName,
      firstName: user.firstName,
      firstNameKana: user.firstNameKana,
      profileImageUrl: user.profileImageUrl,
      isRealNameVerified: profile.isRealNameVerified,
      jobChangeIntention: profile.jobChangeIntention,
    },
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/** Ids the catalog does not know, as field issues (the schema checks shapes; only the catalog knows ids). */
function unknownReferenceIssues(body: ProProfileBody, catalog: Catalog): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const check = (known: boolean, path: string, message: string) => {
    if (!known) issues.push({ path, message });
  };
  body.professionIds.forEach((id, i) => check(catalog.professions.get(id) !== undefined, `professionIds.${i}`, "職種を一覧から選んでください"));
  body.skills.forEach((s, i) => check(catalog.skills.get(s.skillId) !== undefined, `skills.${i}.skillId`, "スキルを一覧から選んでください"));
  if (body.remoteTypeId !== null) check(catalog.remoteTypes.get(body.remoteTypeId) !== undefined, "remoteTypeId", "リモート希望を一覧から選んでください");
  if (body.prefectureId !== null) check(catalog.prefectures.get(body.prefectureId) !== undefined, "prefectureId", "都道府県を一覧から選んでください");
  body.workHistories.forEach((h, i) =>
    h.skillIds.forEach((id, j) => check(catalog.skills.get(id) !== undefined, `workHistories.${i}.skillIds.${j}`, "スキルを一覧から選んでください")),
  );
  return issues;
}

/**
 * Saves the signed-in pro's whole profile in one transaction (PUT /api/v2/me/pro_profile): the row, its
 * search text without company names (decision 020), and skills, history and links replaced in order.
 */
export async function saveProProfile(db: Database, pro: Actor, body: ProProfileBody, now: Date): Promise<ProProfileEditor> {
  const catalog = await getCatalog(db);
  const issues = unknownReferenceIssues(body, catalog);
  if (issues.length) throw new AppError("validation_failed", undefined, { issues });
  const search = proSearchDocumentOf(catalog, {
    headline: body.headline,
    bio: body.bio,
    skillIds: body.skills.map((skill) => skill.skillId),
    professionIds: body.professionIds,
    remoteTypeId: body.remoteTypeId,
    prefectureId: body.prefectureId,
    histories: body.workHistories,
  });
  const saved = await inTransaction(db, (tx) => replaceProfile(tx, pro.userId, body, search, now));
  if (!saved) throw new AppError("not_found", PRO_PROFILE_NOT_FOUND);
  return getProProfileEditor(db, pro);
}

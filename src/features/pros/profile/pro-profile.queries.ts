import { SEARCH_TEXT_VERSION, type SearchDocument } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Database } from "@/db/client";
import { proPortfolioLinks, proProfiles, proSkills, proWorkHistories, users } from "@/db/schema";

import type { ProViewer } from "../pro-viewer";
import { proVisibleTo } from "../pro-visibility.queries";
import type { ProProfileBody } from "./pro-profile.schemas";

// proVisibleTo speaks of `pp` and `u`: the profile query uses the same aliases.
const pp = alias(proProfiles, "pp");
const u = alias(users, "u");

export type ProProfileRow = Awaited<ReturnType<typeof findProfileRowVisibleTo>>;

/** The profile of `userId` if this viewer may see it (decision 020), else undefined: no hint that it exists. */
export async function findProfileRowVisibleTo(db: Database, viewer: ProViewer | "owner", userId: number) {
  const visible = viewer === "owner" ? sql`u.is_pro and u.deactivated_at is null` : proVisibleTo(viewer);
  const [row] = await db
    .select({
      user: { id: u.id, lastName: u.lastName, firstName: u.firstName, firstNameKana: u.firstNameKana, profileImageUrl: u.profileImageUrl },
      profile: pp,
    })
    .from(pp)
    .innerJoin(u, eq(u.id, pp.userId))
    .where(and(eq(pp.userId, userId), visible))
    .limit(1);
  return row;
}

/** Skills, work history and portfolio of one profile, each in the pro's order. */
export async function findProfileParts(db: Database, userId: number) {
  const [skills, histories, links] = await Promise.all([
    db.select({ skillId: proSkills.skillId, years: proSkills.years }).from(proSkills).where(eq(proSkills.userId, userId)).orderBy(asc(proSkills.position)),
    db.select().from(proWorkHistories).where(eq(proWorkHistories.userId, userId)).orderBy(asc(proWorkHistories.position), asc(proWorkHistories.id)),
    db
      .select({ kind: proPortfolioLinks.kind, title: proPortfolioLinks.title, url: proPortfolioLinks.url })
      .from(proPortfolioLinks)
      .where(eq(proPortfolioLinks.userId, userId))
      .orderBy(asc(proPortfolioLinks.position), asc(proPortfolioLinks.id)),
  ]);
  return { skills, histories, links };
}

const firstOfMonth = (yearMonth: string) => `${yearMonth}-01`;

/**
 * Replaces the whole profile of `userId` (run inside the caller's transaction): the row's fields, the
 * search copies (skill_ids, search_text, search_bigrams) and the three child tables. Answers false when
 * the user has no profile row to write (not a pro, or 退会).
 */
export async function replaceProfile(tx: Database, userId: number, body: ProProfileBody, search: SearchDocument, now: Date): Promise<boolean> {
  const updated = await tx
    .update(proProfiles)
    .set({
      headline: body.headline,
      bio: body.bio,
      professionIds: body.professionIds,
      skillIds: body.skills.map((s) => s.skillId),
      yearsOfExperience: body.yearsOfExperience,
      desiredMonthlyRateMan: body.desiredMonthlyRateMan,
      desiredHourlyRateYen: body.desiredHourlyRateYen,
      availableDaysPerWeek: body.availableDaysPerWeek,
      availableHoursPerDay: body.availableHoursPerDay,
      availableFrom: body.availableFrom,
      remoteTypeId: body.remoteTypeId,
      prefectureId: body.prefectureId,
      isPublic: body.isPublic,
      searchText: search.text,
      searchBigrams: sql`${toSearchBigramsLiteral(search.text)}::tsvector` as unknown as string,
      searchHeadLength: search.headLength,
      searchTextVersion: SEARCH_TEXT_VERSION,
      updatedAt: now,
    })
    .where(and(eq(proProfiles.userId, userId), sql`exists (select 1 from users where users.id = ${userId} and users.is_pro and users.deactivated_at is null)`))
    .returning({ userId: proProfiles.userId });
  if (updated.length === 0) return false;
  await Promise.all([
    tx.delete(proSkills).where(eq(proSkills.userId, userId)),
    tx.delete(proWorkHistories).where(eq(proWorkHistories.userId, userId)),
    tx.delete(proPortfolioLinks).where(eq(proPortfolioLinks.userId, userId)),
  ]);
  if (body.skills.length) {
    await tx.insert(proSkills).values(body.skills.map((s, position) => ({ userId, skillId: s.skillId, years: s.years, position })));
  }
  if (body.workHistories.length) {
    await tx.insert(proWorkHistories).values(
      body.workHistories.map((h, position) => ({
        userId,
        companyName: h.companyName,
        isCompanyNameHidden: h.isCompanyNameHidden,
        projectName: h.projectName,
        role: h.role,
        startedOn: firstOfMonth(h.startedOn),
        endedOn: h.endedOn === null ? null : firstOfMonth(h.endedOn),
        description: h.description,
        skillIds: h.skillIds,
        position,
      })),
    );
  }
  if (body.portfolioLinks.length) {
    await tx.insert(proPortfolioLinks).values(body.portfolioLinks.map((l, position) => ({ userId, kind: l.kind, title: l.title, url: l.url, position })));
  }
  return true;
}

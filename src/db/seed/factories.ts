import { eq, sql } from "drizzle-orm";

import { hashPassword } from "@/lib/password-hash";
import type { Database } from "../client";
import { corporationMemberships, corporations, projects, users, type Plan } from "../schema";
import { generateCorporation } from "./generators/companies";
import { generatePersonName } from "./generators/names";
import { buildProjectSearchColumns, generateProject } from "./generators/projects";
import { Random } from "./generators/random";
import { SEARCH_TEXT_VERSION } from "../../lib/search-document";
import { toSearchBigramsLiteral } from "../../lib/search-text";

// The generators the demo seed uses, re-exported so tests build rows the same way.
export { Random, DEFAULT_SEED } from "./generators/random";
export { generatePersonName, type PersonName } from "./generators/names";
export { generateCorporation, type GeneratedCorporation } from "./generators/companies";
export { ARCHETYPES, buildProjectSearchColumns, generateProject, type GeneratedProject } from "./generators/projects";
export { generatePro, type GeneratedPro } from "./generators/pros";

export type UserRow = typeof users.$inferSelect;
export type CorporationRow = typeof corporations.$inferSelect;
export type MembershipRow = typeof corporationMemberships.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** The password every factory user gets unless told otherwise. */
export const FACTORY_PASSWORD = "password1234";

// Tests create many users: hash the default password once per process (argon2 takes ~40 ms).
let defaultHash: Promise<string> | undefined;
function getDefaultPasswordHash(): Promise<string> {
  defaultHash ??= hashPassword(FACTORY_PASSWORD);
  return defaultHash;
}

// A counter, not the clock or Math.random, keeps generated names and text the same on every run.
let sequence = 0;
// E-mails must also be unique across test files that share one database while each restarts the
// counter, so they carry a suffix of their own.
let emailSuffix = crypto.randomUUID().slice(0, 8);
const nextRandom = () => new Random(++sequence * 7_919);

/**
 * Starts the names and texts over, as a fresh load of this module does: each test file gets the same
 * generated rows whichever files ran before it in the same process (tests/support/per-file-setup.ts).
 */
export function restartFactorySequence(): void {
  sequence = 0;
  emailSuffix = crypto.randomUUID().slice(0, 8);
}

/**
 * A user. `plan` is a test's shorthand for "their current corporation is on this plan": the plan is the
 * corporation's (decision 030), so it is written there.
 */
export async function insertUser(db: Database, overrides: Partial<typeof users.$inferInsert> & { password?: string; plan?: Plan } = {}): Promise<UserRow> {
  const n = ++sequence;
  const { password, plan, ...columns } = overrides;
  if (plan !== undefined && columns.currentCorporationId) {
    await db.update(corporations).set({ plan }).where(eq(corporations.id, columns.currentCorporationId));
  }
  const passwordHash = password === undefined ? await getDefaultPasswordHash() : await hashPassword(password);
  const [row] = await db
    .insert(users)
    // Verified unless a test says otherwise: most tests are about what a verified member does.
    .values({ email: `user${n}.${emailSuffix}@example.test`, passwordHash, emailVerifiedAt: new Date(), ...generatePersonName(new Random(n)), ...columns })
    .returning();
  return row!;
}

export async function insertCorporation(db: Database, overrides: Partial<typeof corporations.$inferInsert> = {}): Promise<CorporationRow> {
  const generated = generateCorporation(nextRandom(), sequence);
  const [row] = await db
    .insert(corporations)
    .values({
      name: generated.name,
      description: generated.description,
      websiteUrl: generated.websiteUrl,
      prefectureId: generated.prefectureId,
      invoiceRegistrationNumber: generated.invoiceRegistrationNumber,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertMembership(db: Database, values: { userId: number; corporationId: number; role?: MembershipRow["role"] }): Promise<MembershipRow> {
  const [row] = await db.insert(corporationMemberships).values(values).returning();
  return row!;
}

/**
 * A realistic project (generated text and conditions) with any column overridden. The search columns
 * are derived from the final fields (buildProjectSearchColumns), exactly as every write path must,
 * unless a test sets them itself. Creates a corporation when none is given.
 */
export async function insertProject(db: Database, overrides: Partial<typeof projects.$inferInsert> & { referenceDate?: Date } = {}): Promise<ProjectRow> {
  const { referenceDate = new Date(), ...columns } = overrides;
  const random = nextRandom();
  const corporationId = columns.corporationId ?? (await insertCorporation(db)).id;
  const g = generateProject(random, generateCorporation(random, sequence), referenceDate);
  const merged = {
    title: g.title,
    description: g.description,
    professionIds: g.professionIds,
    skillIds: g.skillIds,
    tagIds: g.tagIds,
    specialPageIds: g.specialPageIds,
    minBudgetMan: g.minBudgetMan,
    maxBudgetMan: g.maxBudgetMan,
    remoteTypeId: g.remoteTypeId,
    availableTimeId: g.availableTimeId,
    prefectureId: g.prefectureId,
    contractTypeId: g.contractTypeId,
    status: g.status,
    publishedAt: g.publishedAt,
    closedAt: g.closedAt,
    viewCount: g.viewCount,
    // A test that sets the monthly figures means a monthly budget; otherwise the generated unit stands.
    ...(columns.minBudgetMan !== undefined || columns.maxBudgetMan !== undefined
      ? { budgetUnit: "monthly" as const, budgetMinAmount: null, budgetMaxAmount: null }
      : { budgetUnit: g.budgetUnit, budgetMinAmount: g.budgetMinAmount, budgetMaxAmount: g.budgetMaxAmount }),
    welcomeSkillIds: g.welcomeSkillIds,
    openings: g.openings,
    minHoursPerWeek: g.minHoursPerWeek,
    startsOn: g.startsOn,
    applicationClosesOn: g.applicationClosesOn,
    screeningSteps: g.screeningSteps,
    ...columns,
    corporationId,
  };
  const derived = buildProjectSearchColumns({
    title: merged.title,
    description: merged.description,
    skillIds: merged.skillIds ?? [],
    welcomeSkillIds: merged.welcomeSkillIds ?? [],
    professionIds: merged.professionIds ?? [],
    tagIds: merged.tagIds ?? [],
    remoteTypeId: merged.remoteTypeId,
    prefectureId: merged.prefectureId ?? null,
    contractTypeId: merged.contractTypeId,
    availableTimeId: merged.availableTimeId,
  });
  const searchText = columns.searchText ?? derived.searchText;
  const bigrams = typeof columns.searchBigrams === "string" ? columns.searchBigrams : toSearchBigramsLiteral(searchText);
  const searchHeadLength = columns.searchHeadLength ?? (columns.searchText === undefined ? derived.searchHeadLength : 0);
  const [row] = await db
    .insert(projects)
    .values({ ...merged, searchText, searchHeadLength, searchTextVersion: SEARCH_TEXT_VERSION, searchBigrams: sql`${bigrams}::tsvector` as unknown as string })
    .returning();
  return row!;
}

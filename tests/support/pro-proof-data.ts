import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "@/db/client";
import { applications, proEmployerShields, proProfiles, users } from "@/db/schema";
import { generatePro, insertCorporation, insertProject, Random } from "@/db/seed/factories";
import { REFERENCE_CONDITION_NAMES } from "@/db/seed/reference/condition-names";
import { proSearchDocument } from "@/lib/pro-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";

import { applyVariant, PROOF_REFERENCE_DATE, readProofReferenceData, type ProofReferenceData, type TextVariant } from "./search-proof-data";
import { referenceHaystack, type ReferenceHaystack } from "./search-reference";

/**
 * A pro data set for the pro search proofs (issue 13): generated pros written as rows, with the
 * variety a search and its visibility rule must cope with — headlines typed in other widths and
 * kana, pros without a monthly rate or a last login, equal update times (every sort's tie-break),
 * private profiles, employer shields on corporation A or its domain, applications to A, 退会.
 * Deterministic for a seed.
 */
export type ProofPro = {
  id: number;
  professionIds: number[];
  skillIds: number[];
  monthlyRateMan: number | null;
  daysPerWeek: number;
  remoteTypeId: number;
  prefectureId: number;
  jobChangeIntention: "none" | "considering" | "active" | null;
  isPublic: boolean;
  isDeactivated: boolean;
  updatedAtMs: number;
  lastActiveAtMs: number | null;
  isShieldedFromA: boolean;
  hasAppliedToA: boolean;
  /** What the reference searches: the head (headline, skill and profession names), then bio, remote type, prefecture and region. */
  haystack: ReferenceHaystack;
};

export const SHIELDED_DOMAIN = "corp-a.example";

/** The remote type's name, the prefecture's and its region's, from the reference tables. */
function proLabels(ref: ProofReferenceData, remoteTypeId: number, prefectureId: number): string[] {
  const prefecture = ref.prefectures.find((p) => p.id === prefectureId);
  return [
    ...ref.remoteTypes.filter((r) => r.id === remoteTypeId).map((r) => r.name),
    ...(prefecture ? [prefecture.name, ...ref.regions.filter((r) => r.id === prefecture.regionId).map((r) => r.name)] : []),
  ];
}
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Rows per INSERT: well under the 65,535 parameters a statement may carry. */
const BATCH = 1_000;
const VARIANTS: TextVariant[] = [
  { width: "full", letterCase: "keep", kana: "keep" },
  { width: "half", letterCase: "upper", kana: "katakana" },
  { width: "keep", letterCase: "lower", kana: "hiragana" },
];

export type ProProofSet = { pros: ProofPro[]; corporationA: number; ref: ProofReferenceData };

export async function seedProofPros(handle: DatabaseHandle, count: number, seed: number): Promise<ProProofSet> {
  const { db } = handle;
  const random = new Random(seed);
  const ref = await readProofReferenceData(handle);
  const skillName = new Map(ref.skills.map((s) => [s.id, s.name]));
  const professionName = new Map(ref.professions.map((p) => [p.id, p.name]));
  const corporationA = (await insertCorporation(db)).id;
  const projectOfA = await insertProject(db, { corporationId: corporationA });
  const pros: ProofPro[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const g = generatePro(random);
      const headline = random.chance(0.2) ? applyVariant(g.headline, random.pick(VARIANTS)) : g.headline;
      const names = [...g.skillIds.map((id) => skillName.get(id) ?? ""), ...g.professionIds.map((id) => professionName.get(id) ?? "")];
      return {
        n: start + i,
        g,
        headline,
        names,
        search: proSearchDocument(REFERENCE_CONDITION_NAMES, {
          headline,
          bio: g.bio,
          skillIds: g.skillIds,
          professionIds: g.professionIds,
          remoteTypeId: g.remoteTypeId,
          prefectureId: g.prefectureId,
          histories: [],
        }),
        monthlyRateMan: random.chance(0.1) ? null : g.desiredMonthlyRateMan,
        jobChangeIntention: g.jobChangeIntention,
        isPublic: random.chance(0.88),
        isDeactivated: random.chance(0.03),
        // Hours, so many pros share an update time.
        updatedAtMs: PROOF_REFERENCE_DATE.getTime() - random.int(0, 300) * HOUR,
        lastActiveAtMs: random.chance(0.15) ? null : PROOF_REFERENCE_DATE.getTime() - random.int(0, 60 * 24 * 45) * MINUTE,
        shield: random.weighted([
          ["none", 92],
          ["corporation", 5],
          ["domain", 3],
        ] as const),
        hasAppliedToA: random.chance(0.05),
      };
    });
    const inserted = await db
      .insert(users)
      .values(
        batch.map((b) => ({
          email: `proof-pro-${seed}-${b.n}@pros.example`,
          passwordHash: "not-a-login",
          lastName: b.g.lastName,
          firstName: b.g.firstName,
          lastNameKana: b.g.lastNameKana,
          firstNameKana: b.g.firstNameKana,
          isPro: true,
          deactivatedAt: b.isDeactivated ? PROOF_REFERENCE_DATE : null,
        })),
      )
      .returning({ id: users.id });
    await db.insert(proProfiles).values(
      batch.map((b, i) => ({
        userId: inserted[i]!.id,
        headline: b.headline,
        bio: b.g.bio,
        professionIds: b.g.professionIds,
        skillIds: b.g.skillIds,
        desiredMonthlyRateMan: b.monthlyRateMan,
        availableDaysPerWeek: b.g.availableDaysPerWeek,
        remoteTypeId: b.g.remoteTypeId,
        prefectureId: b.g.prefectureId,
        jobChangeIntention: b.jobChangeIntention,
        isPublic: b.isPublic,
        lastActiveAt: b.lastActiveAtMs === null ? null : new Date(b.lastActiveAtMs),
        updatedAt: new Date(b.updatedAtMs),
        searchText: b.search.text,
        searchBigrams: sql`${toSearchBigramsLiteral(b.search.text)}::tsvector` as unknown as string,
        searchHeadLength: b.search.headLength,
        searchTextVersion: SEARCH_TEXT_VERSION,
      })),
    );
    const shields = batch.flatMap((b, i) =>
      b.shield === "none"
        ? []
        : [b.shield === "corporation" ? { userId: inserted[i]!.id, corporationId: corporationA } : { userId: inserted[i]!.id, emailDomain: SHIELDED_DOMAIN }],
    );
    if (shields.length) await db.insert(proEmployerShields).values(shields);
    const applied = batch.flatMap((b, i) => (b.hasAppliedToA ? [{ projectId: projectOfA.id, proUserId: inserted[i]!.id }] : []));
    if (applied.length) await db.insert(applications).values(applied);
    batch.forEach((b, i) =>
      pros.push({
        id: inserted[i]!.id,
        professionIds: b.g.professionIds,
        skillIds: b.g.skillIds,
        monthlyRateMan: b.monthlyRateMan,
        daysPerWeek: b.g.availableDaysPerWeek,
        remoteTypeId: b.g.remoteTypeId,
        prefectureId: b.g.prefectureId,
        jobChangeIntention: b.jobChangeIntention,
        isPublic: b.isPublic,
        isDeactivated: b.isDeactivated,
        updatedAtMs: b.updatedAtMs,
        lastActiveAtMs: b.lastActiveAtMs,
        isShieldedFromA: b.shield !== "none",
        hasAppliedToA: b.hasAppliedToA,
        haystack: referenceHaystack([b.headline, ...b.names], [b.g.bio, ...proLabels(ref, b.g.remoteTypeId, b.g.prefectureId)]),
      }),
    );
  }
  // Fresh statistics for both tables the search joins, as autovacuum would gather them on a live database.
  await db.execute(sql`analyze pro_profiles`);
  await db.execute(sql`analyze users`);
  return { pros, corporationA, ref };
}

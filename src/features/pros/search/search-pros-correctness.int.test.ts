/**
 * Proof that GET /api/v2/top/pros answers what a plain filter over the rows answers (issue 13:
 * "≥ 200 generated pro searches on a generated set equal a plain reference filter"), for a visitor,
 * an orderer of a shielding corporation and an operator: same ids, same order, same count up to 1,000.
 *
 * Reproduce a failure with the seed it prints: PRO_SEARCH_PROOF_SEED=<seed> npx vitest run --project
 * integration src/features/pros/search/search-pros-correctness.int.test.ts (PRO_SEARCH_PROOF_RUNS: how many).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { insertMembership, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { seedProofPros, SHIELDED_DOMAIN, type ProofPro, type ProProofSet } from "@tests/support/pro-proof-data";
import { referenceProSearch, type ProReferenceQuery, type ProViewerKind } from "@tests/support/pro-search-reference";
import { applyVariant, PROOF_REFERENCE_DATE } from "@tests/support/search-proof-data";
import { TYPED_WORDS } from "@tests/support/search-proof-queries";
import { referenceDictionary, referenceTerms } from "@tests/support/search-reference";
import { logInAs } from "@tests/support/sessions";
import { createTestApp, getTestDatabase, resetDatabase } from "@tests/support/test-database";

const RUNS = Number(process.env.PRO_SEARCH_PROOF_RUNS ?? 220);
const SEED = process.env.PRO_SEARCH_PROOF_SEED ? Number(process.env.PRO_SEARCH_PROOF_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Over the 1,000 cap for every viewer, so the capped count and the sort-index walk are compared too. */
const PRO_COUNT = 1_400;
const PER_PAGE = 20;
const CAP = 1_000;
const DAY = 86_400_000;

let set: ProProofSet;
let clients: Record<ProViewerKind, BrowserLikeClient>;

beforeAll(async () => {
  const handle = await getTestDatabase();
  await resetDatabase(handle);
  set = await seedProofPros(handle, PRO_COUNT, 20_261_113);
  const app = createTestApp(handle, { anonymousReadLimit: null, now: () => PROOF_REFERENCE_DATE });
  const signedIn = async (user: Awaited<ReturnType<typeof insertUser>>) => {
    const client = new BrowserLikeClient(app);
    await logInAs(handle, client, user.id, PROOF_REFERENCE_DATE);
    return client;
  };
  const orderer = await insertUser(handle.db, { isOrderer: true, email: `boss@${SHIELDED_DOMAIN}`, currentCorporationId: set.corporationA });
  await insertMembership(handle.db, { userId: orderer.id, corporationId: set.corporationA });
  clients = {
    visitor: new BrowserLikeClient(app),
    ordererOfA: await signedIn(orderer),
    admin: await signedIn(await insertUser(handle.db, { isAdmin: true })),
  };
}, 120_000);

/** Null most of the time: a search with every group set finds nobody. */
const sometimes = <T>(arb: fc.Arbitrary<T>, outOf = 4) => fc.oneof({ weight: outOf - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

type Built = { params: URLSearchParams; reference: ProReferenceQuery };

/** One generated search: its query string and the same search for the reference. */
function searchArb(): fc.Arbitrary<Built> {
  const { ref, pros } = set;
  const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);
  const skillIdsInUse = [...new Set(pros.flatMap((p) => p.skillIds))];
  const professionIds = [...new Set(pros.flatMap((p) => p.professionIds))];
  // A word cut out of a pro's own text (so it often finds something), as someone else might type it.
  const wordArb = fc.tuple(fc.nat({ max: pros.length - 1 }), fc.nat(), fc.integer({ min: 1, max: 4 }), pick([...Array(4).keys()])).map(([index, at, length, variant]) => {
    const words = pros[index]!.haystack.all.split(" ").filter((w) => w.length > 0);
    const word = words[at % words.length]!;
    const start = at % Math.max(1, word.length - length + 1);
    const cut = word.slice(start, start + length);
    const variants = [
      { width: "full", letterCase: "keep", kana: "keep" },
      { width: "half", letterCase: "upper", kana: "katakana" },
      { width: "keep", letterCase: "upper", kana: "hiragana" },
      { width: "keep", letterCase: "keep", kana: "keep" },
    ] as const;
    return applyVariant(cut, variants[variant]!);
  });
  return fc
    .record({
      viewer: pick(["visitor", "ordererOfA", "admin"] as const),
      professions: sometimes(fc.subarray(professionIds, { minLength: 1, maxLength: 2 })).map((ids) => ids ?? []),
      // Skills of one pro, so "all of" has hits; sometimes none.
      skills: sometimes(fc.tuple(fc.nat({ max: pros.length - 1 }), fc.integer({ min: 1, max: 3 })), 3),
      otherSkill: sometimes(pick(skillIdsInUse), 8),
      rate: sometimes(pick(ref.budgetBands)),
      days: sometimes(fc.integer({ min: 1, max: 5 })),
      remote: sometimes(fc.subarray(["full_remote", "partial_remote", "onsite"], { minLength: 1, maxLength: 2 })).map((keys) => keys ?? []),
      area: sometimes(fc.oneof(pick(ref.prefectures.map((p) => String(p.id))), pick(ref.regions.map((r) => `region-${r.id}`)))),
      intentions: sometimes(fc.subarray(["considering", "active"], { minLength: 1, maxLength: 2 })).map((keys) => keys ?? []),
      within: sometimes(pick([3, 7, 30])),
      // Words cut from the pros' text, and words as people type them (issue 17: go, ジャバ, k8s, 東京 …).
      words: sometimes(
        fc.array(fc.oneof({ weight: 3, arbitrary: wordArb }, { weight: 1, arbitrary: fc.constantFrom(...TYPED_WORDS) }), { minLength: 1, maxLength: 2 }),
        3,
      ),
      sort: pick([1, 2, 3, 4, 5] as const),
    })
    .map((s) => {
      const params = new URLSearchParams();
      const skillIds = s.skills ? pros[s.skills[0]]!.skillIds.slice(0, s.skills[1]) : [];
      if (s.otherSkill !== null && !skillIds.includes(s.otherSkill)) skillIds.push(s.otherSkill);
      for (const id of s.professions) params.append("search_pro[profession_ids][]", String(id));
      for (const id of skillIds) params.append("search_pro[skill_ids][]", String(id));
      if (s.rate) params.set("search_pro[rate_id]", String(s.rate.id));
      if (s.days !== null) params.set("search_pro[available_days]", String(s.days));
      for (const key of s.remote) params.append("search_pro[remote_types][]", key);
      if (s.area !== null) params.append("search_pro[area_ids][]", s.area);
      for (const key of s.intentions) params.append("search_pro[job_change_intentions][]", key);
      if (s.within !== null) params.set("search_pro[active_within]", String(s.within));
      const freeWord = s.words ? s.words.join(s.words.length > 1 ? "\u3000" : "") : "";
      if (freeWord.trim()) params.set("search_pro[free_word]", freeWord);
      if (s.sort !== 1) params.set("search_pro[sort]", String(s.sort));
      const prefectureIds =
        s.area === null ? [] : s.area.startsWith("region-") ? ref.prefectures.filter((p) => `region-${p.regionId}` === s.area).map((p) => p.id) : [Number(s.area)];
      const remoteIds = { full_remote: 1, partial_remote: 2, onsite: 3 } as const;
      return {
        params,
        reference: {
          viewer: s.viewer,
          professionIds: s.professions,
          skillIds,
          rate: s.rate ? { minMan: s.rate.minMan, maxMan: s.rate.maxMan } : null,
          minDays: s.days,
          remoteTypeIds: s.remote.map((k) => remoteIds[k as keyof typeof remoteIds]),
          prefectureIds,
          intentions: s.intentions,
          activeSinceMs: s.within === null ? null : PROOF_REFERENCE_DATE.getTime() - s.within * DAY,
          terms: freeWord.trim() ? referenceTerms(freeWord, referenceDictionary(ref.aliases)) : [],
          sort: s.sort,
        },
      };
    });
}

type Answer = { proList: { id: number }[]; totalCount: number; isTotalCapped: boolean; totalPages: number };

async function expectPage(built: Built, expected: ProofPro[], page: number) {
  const query = new URLSearchParams(built.params);
  if (page !== 1) query.set("page", String(page));
  const response = await clients[built.reference.viewer].request("GET", `/api/v2/top/pros?${query}`);
  const body = await json<Answer>(response);
  const where = `seed ${SEED}: ${built.reference.viewer} GET /api/v2/top/pros?${decodeURIComponent(query.toString())}`;
  if (response.status !== 200) throw new Error(`${where} answered ${response.status} ${JSON.stringify(body)}`);
  const total = Math.min(expected.length, CAP);
  if (body.totalCount !== total || body.isTotalCapped !== expected.length > CAP) throw new Error(`${where}: total ${body.totalCount}, reference ${expected.length}`);
  const got = body.proList.map((p) => p.id).join(",");
  const wanted = expected
    .slice((page - 1) * PER_PAGE, page * PER_PAGE)
    .map((p) => p.id)
    .join(",");
  if (got !== wanted) throw new Error(`${where}: page ${page}\n  API:       ${got}\n  reference: ${wanted}`);
}

describe(`GET /api/v2/top/pros answers what a plain filter over the rows answers (${PRO_COUNT.toLocaleString("en-US")} pros)`, () => {
  it(`issue 13: ${RUNS} generated searches (every group, free words in other widths and kana, each sort, three viewers, several pages) equal the reference`, async () => {
    const seen = { nonEmpty: 0, capped: 0, words: 0, viewers: new Set<string>(), sorts: new Set<number>() };
    const property = fc.asyncProperty(searchArb(), fc.nat(), async (built, pageSeed) => {
      const expected = referenceProSearch(set.pros, built.reference);
      const totalPages = Math.ceil(Math.min(expected.length, CAP) / PER_PAGE);
      const pages = totalPages <= 3 ? [1, totalPages + 1] : [1, 2 + (pageSeed % (totalPages - 1)), totalPages];
      for (const page of new Set(pages)) await expectPage(built, expected, page);
      if (expected.length > 0) seen.nonEmpty++;
      if (expected.length > CAP) seen.capped++;
      if (built.reference.terms.length > 0) seen.words++;
      seen.viewers.add(built.reference.viewer);
      seen.sorts.add(built.reference.sort);
    });
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
    const summary = JSON.stringify({ ...seen, viewers: [...seen.viewers], sorts: [...seen.sorts] });
    expect(seen.nonEmpty, summary).toBeGreaterThanOrEqual(RUNS * 0.3);
    expect(seen.words, summary).toBeGreaterThanOrEqual(RUNS * 0.2);
    expect(seen.capped, summary).toBeGreaterThan(0);
    expect(seen.viewers.size, summary).toBe(3);
    expect(seen.sorts.size, summary).toBe(5);
  }, 600_000);

  it("issue 13: with no conditions each viewer gets over 1,000 pros: 「1,000件以上」 and the same first and fiftieth pages as the reference, in every sort", async () => {
    for (const viewer of ["visitor", "ordererOfA", "admin"] as const) {
      for (const sort of [1, 2, 3, 4, 5] as const) {
        const reference: ProReferenceQuery = {
          viewer,
          professionIds: [],
          skillIds: [],
          rate: null,
          minDays: null,
          remoteTypeIds: [],
          prefectureIds: [],
          intentions: [],
          activeSinceMs: null,
          terms: [],
          sort,
        };
        const params = new URLSearchParams(sort === 1 ? "" : `search_pro[sort]=${sort}`);
        const expected = referenceProSearch(set.pros, reference);
        expect(expected.length).toBeGreaterThan(CAP);
        for (const page of [1, 50]) await expectPage({ params, reference }, expected, page);
      }
    }
  }, 120_000);
});

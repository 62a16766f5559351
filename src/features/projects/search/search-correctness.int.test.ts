/**
 * Proof that GET /api/v2/top/projects answers exactly the right projects (issue 4, "Proof").
 *
 * 5,000 generated projects are written in bulk; then generated searches — free words cut from the
 * data and retyped in another width, case or kana, one or two words, 1- and 2-character words,
 * random conditions from every S-SRCH-6 group, each sort, several pages — are asked of the API and
 * of a plain reference filter in this file, which reads the rows as written and shares no code with
 * the product's search (its normalisation is written here from the rule src/lib/search-text.ts
 * states; the condition keys come from the reference tables by plain SQL). Both must agree on the
 * ids, their order, and the count capped at 1,000.
 *
 * Reproduce a failure with the seed it prints: SEARCH_PROOF_SEED=<seed> npx vitest run --project
 * integration src/features/projects/search/search-correctness.int.test.ts (SEARCH_PROOF_RUNS sets
 * the number of searches).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import {
  applyVariant,
  BOUNDARY_WORDS,
  readProofReferenceData,
  seedProofProjects,
  type ProofProject,
  type ProofReferenceData,
  type TextVariant,
} from "@tests/support/search-proof-data";
import { createTestApp, getTestDatabase, resetDatabase } from "@tests/support/test-database";

const PROJECT_COUNT = 5_000;
const DATA_SEED = 20_261_104;
const RUNS = Number(process.env.SEARCH_PROOF_RUNS ?? 250);
const SEED = process.env.SEARCH_PROOF_SEED ? Number(process.env.SEARCH_PROOF_SEED) : Math.floor(Math.random() * 2 ** 31);
const PER_PAGE = 20;
const CAP = 1_000;

/* ---------------------------------------------------------------- the reference */

/**
 * The product's promised rule (src/lib/search-text.ts), written again from its words: NFKC, then
 * lower case, then katakana letters ァ–ヶ become hiragana ぁ–ゖ, then whitespace, control
 * characters and the listed Japanese and ASCII punctuation become a space. "+", "#", ".", "-" (C++, C#, .NET) are words'
 * letters, and so are "%", "&", "_", "@", "*" (not in the product's list). The iteration marks ヽヾ
 * and ヷ–ヺ have no one-letter hiragana in that range and stay as they are.
 */
const SEPARATOR_CHARS = new Set([..."、。，．・「」『』（）()【】［］[]｛｝{}〈〉《》〔〕!！?？:：;；\"'`~|/\\,<>=…‥※♪☆★○●◎■□◆◇▲△▼▽→←↑↓〜～"]);

function referenceNormalize(text: string): string {
  let out = "";
  for (const char of text.normalize("NFKC").toLowerCase()) {
    const code = char.codePointAt(0)!;
    if (/\s/u.test(char) || /\p{Cc}/u.test(char) || SEPARATOR_CHARS.has(char)) out += " ";
    else if (code >= 0x30a1 && code <= 0x30f6) out += String.fromCodePoint(code - 0x60);
    else out += char;
  }
  return out;
}

/** The words of a free word: each must occur in a project's text. */
function referenceTerms(freeWord: string): string[] {
  return [...new Set(referenceNormalize(freeWord).split(" ").filter((w) => w !== ""))];
}

type ReferenceQuery = {
  professionIds: number[];
  skillIds: number[];
  tagIds: number[];
  remoteTypeIds: number[];
  availableTimeIds: number[];
  prefectureIds: number[];
  contractTypeIds: number[];
  specialPageId: number | null;
  budget: { minMan: number | null; maxMan: number | null } | null;
  excludeClosed: boolean;
  terms: string[];
  sort: 1 | 2 | 3;
};

const NO_CONDITIONS: ReferenceQuery = {
  professionIds: [], skillIds: [], tagIds: [], remoteTypeIds: [], availableTimeIds: [], prefectureIds: [], contractTypeIds: [],
  specialPageId: null, budget: null, excludeClosed: false, terms: [], sort: 1,
};

const anyOf = (selected: number[], values: readonly number[]) => selected.length === 0 || values.some((v) => selected.includes(v));
const oneOf = (selected: number[], value: number | null) => selected.length === 0 || (value !== null && selected.includes(value));

/**
 * Budget (docs/api.md: "the project's monthly range overlaps the band"). A project states
 * 「60〜80万円」, 「60万円〜」 or 「〜80万円」; a one-sided budget is taken as the amount it names
 * (「60万円〜」 is [60, 60]), and a project with no budget (要相談) is in no band. The other reading —
 * an open side reaching to infinity, so 「60万円〜」 would sit in 120万円〜 too — is the one the
 * comment in search-projects.queries.ts suggests; the query itself implements this one, and so does
 * this reference (reported in issue 4's proof).
 */
function inBudgetBand(row: ProofProject, band: { minMan: number | null; maxMan: number | null }): boolean {
  const low = row.minBudgetMan ?? row.maxBudgetMan;
  const high = row.maxBudgetMan ?? row.minBudgetMan;
  if (low === null || high === null) return false;
  return (band.minMan === null || high >= band.minMan) && (band.maxMan === null || low < band.maxMan);
}

function sortKey(row: ProofProject, sort: 1 | 2 | 3): number | null {
  if (sort === 2) return row.maxBudgetMan ?? row.minBudgetMan;
  if (sort === 3) return row.likeCount;
  return null;
}

/** Open projects first; then the sort's key, highest first, missing last; then newest; then highest id. */
function compareRows(sort: 1 | 2 | 3) {
  return (a: ProofProject, b: ProofProject): number => {
    if (a.status !== b.status) return a.status === "open" ? -1 : 1;
    const ka = sortKey(a, sort);
    const kb = sortKey(b, sort);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return kb - ka;
    }
    if (a.publishedAtMs !== b.publishedAtMs) return b.publishedAtMs - a.publishedAtMs;
    return b.id - a.id;
  };
}

function referenceSearch(rows: readonly ProofProject[], haystacks: readonly string[], q: ReferenceQuery): ProofProject[] {
  return rows
    .filter(
      (row, i) =>
        anyOf(q.professionIds, row.professionIds) &&
        anyOf(q.skillIds, row.skillIds) &&
        anyOf(q.tagIds, row.tagIds) &&
        (q.specialPageId === null || row.specialPageIds.includes(q.specialPageId)) &&
        oneOf(q.remoteTypeIds, row.remoteTypeId) &&
        oneOf(q.availableTimeIds, row.availableTimeId) &&
        oneOf(q.prefectureIds, row.prefectureId) &&
        oneOf(q.contractTypeIds, row.contractTypeId) &&
        (q.budget === null || inBudgetBand(row, q.budget)) &&
        (!q.excludeClosed || row.status === "open") &&
        q.terms.every((term) => haystacks[i]!.includes(term)),
    )
    .sort(compareRows(q.sort));
}

/* ---------------------------------------------------------------- the generated searches */

type WordSpec = {
  fromAnchor: boolean;
  project: number;
  field: "title" | "description" | "skill" | "profession";
  start: number;
  length: number;
  variant: TextVariant;
};

type Pick = { withAnchor: boolean; others: number[] } | null;

type SearchSpec = {
  anchor: number;
  words: WordSpec[];
  fullWidthSpace: boolean;
  missingWord: string | null;
  professions: Pick;
  skills: Pick;
  tags: Pick;
  remoteTypes: Pick;
  availableTimes: Pick;
  /** Indexes into areaKeys(): regions first, then prefectures. */
  areas: Pick;
  contractTypes: Pick;
  budget: { withAnchor: boolean; other: number } | null;
  specialPage: { withAnchor: boolean; other: number } | null;
  excludeClosed: boolean;
  sort: 1 | 2 | 3;
  plainSortParameter: boolean;
  page: number;
  pastLastPage: boolean;
  /** Parameters S-SRCH-2 says to ignore (tracking tags and the like) are sent too. */
  unrelatedParameters: boolean;
};

const variantArb: fc.Arbitrary<TextVariant> = fc.record({
  width: fc.constantFrom("keep", "full", "half"),
  letterCase: fc.constantFrom("keep", "upper", "lower"),
  kana: fc.constantFrom("keep", "hiragana", "katakana"),
});

const wordArb: fc.Arbitrary<WordSpec> = fc.record({
  fromAnchor: fc.boolean(),
  project: fc.nat({ max: PROJECT_COUNT - 1 }),
  field: fc.constantFrom("title", "title", "description", "skill", "profession"),
  start: fc.nat({ max: 10_000 }),
  length: fc.oneof(fc.constant(1), fc.constant(2), fc.integer({ min: 3, max: 12 })),
  variant: variantArb,
});

/** A group's condition three times in four left out; when present, often the anchor's own value. */
function pickArb(choiceCount: number): fc.Arbitrary<Pick> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.record({ withAnchor: fc.boolean(), others: fc.uniqueArray(fc.nat({ max: choiceCount - 1 }), { maxLength: 3 }) }) },
  );
}

function singleArb(choiceCount: number) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.record({ withAnchor: fc.boolean(), other: fc.nat({ max: choiceCount - 1 }) }) },
  );
}

function searchSpecArb(ref: ProofReferenceData): fc.Arbitrary<SearchSpec> {
  return fc.record({
    anchor: fc.nat({ max: PROJECT_COUNT - 1 }),
    words: fc.oneof({ weight: 1, arbitrary: fc.constant<WordSpec[]>([]) }, { weight: 4, arbitrary: fc.array(wordArb, { minLength: 1, maxLength: 2 }) }),
    fullWidthSpace: fc.boolean(),
    missingWord: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom("ぬるぽ", "ｘｙｚｚｙ", "量子COBOL", "ゐゑ") }),
    professions: pickArb(ref.professions.length),
    skills: pickArb(ref.skills.length),
    tags: pickArb(ref.tags.length),
    remoteTypes: pickArb(ref.remoteTypes.length),
    availableTimes: pickArb(ref.availableTimes.length),
    areas: pickArb(ref.regions.length + ref.prefectures.length),
    contractTypes: pickArb(ref.contractTypes.length),
    budget: singleArb(ref.budgetBands.length),
    specialPage: singleArb(ref.specialPages.length),
    excludeClosed: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    sort: fc.constantFrom(1, 2, 3),
    plainSortParameter: fc.boolean(),
    page: fc.nat({ max: 60 }),
    pastLastPage: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    unrelatedParameters: fc.boolean(),
  });
}

/** One search as a query string and as the reference's question. */
type BuiltSearch = { params: URLSearchParams; reference: ReferenceQuery; freeWord: string; wordLengths: number[] };

class SearchBuilder {
  private readonly skillName: Map<number, string>;
  private readonly professionName: Map<number, string>;
  private readonly areaKeys: string[];

  constructor(
    private readonly rows: readonly ProofProject[],
    private readonly ref: ProofReferenceData,
  ) {
    this.skillName = new Map(ref.skills.map((s) => [s.id, s.name]));
    this.professionName = new Map(ref.professions.map((p) => [p.id, p.name]));
    this.areaKeys = [...ref.regions.map((r) => `region-${r.id}`), ...ref.prefectures.map((p) => String(p.id))];
  }

  /** A piece of a project's own text, retyped. Pieces of 1 and 2 characters are asked for too. */
  word(spec: WordSpec, anchor: ProofProject): string {
    const row = spec.fromAnchor ? anchor : this.rows[spec.project]!;
    const names = (ids: number[], table: Map<number, string>) => ids.map((id) => table.get(id) ?? "");
    const source =
      spec.field === "title" ? row.title
        : spec.field === "description" ? row.description
          : spec.field === "skill" ? (names(row.skillIds, this.skillName)[spec.start % Math.max(1, row.skillIds.length)] ?? row.title)
            : (names(row.professionIds, this.professionName)[0] ?? row.title);
    const chars = [...source];
    const start = spec.field === "title" || spec.field === "description" ? spec.start % Math.max(1, chars.length) : 0;
    return applyVariant(chars.slice(start, start + spec.length).join(""), spec.variant);
  }

  build(spec: SearchSpec): BuiltSearch {
    const anchor = this.rows[spec.anchor]!;
    const params = new URLSearchParams(spec.unrelatedParameters ? [["utm_source", "mail"], ["q", "Java"], ["_", "1"]] : []);
    const words = spec.words.map((w) => this.word(w, anchor));
    if (spec.missingWord) words.push(spec.missingWord);
    const freeWord = words.join(spec.fullWidthSpace ? "\u3000" : " ");
    if (freeWord !== "") params.set("search_project[free_word]", freeWord);

    const ids = <T extends { id: number }>(pick: Pick, list: readonly T[], anchorIds: readonly number[], key: (item: T) => string) => {
      if (!pick) return [];
      const chosen = new Set(pick.others.map((i) => list[i]!.id));
      if (pick.withAnchor && anchorIds.length > 0) chosen.add(anchorIds[spec.anchor % anchorIds.length]!);
      return [...chosen].map((id) => ({ id, key: key(list.find((item) => item.id === id)!) }));
    };
    const add = (parameter: string, chosen: { id: number; key: string }[]) => chosen.forEach((c) => params.append(parameter, c.key));

    const professions = ids(spec.professions, this.ref.professions, anchor.professionIds, (p) => String(p.id));
    const skills = ids(spec.skills, this.ref.skills, anchor.skillIds, (s) => String(s.id));
    const tags = ids(spec.tags, this.ref.tags, anchor.tagIds, (t) => String(t.id));
    const remotes = ids(spec.remoteTypes, this.ref.remoteTypes, [anchor.remoteTypeId], (r) => r.key);
    const times = ids(spec.availableTimes, this.ref.availableTimes, [anchor.availableTimeId], (t) => String(t.id));
    const contracts = ids(spec.contractTypes, this.ref.contractTypes, [anchor.contractTypeId], (c) => c.key);
    add("search_project[profession_ids][]", professions);
    add("search_project[searchable_language_skill_ids][]", skills);
    add("search_project[tag_ids][]", tags);
    add("search_project[remote_types][]", remotes);
    add("search_project[available_time_ids][]", times);
    add("search_project[contract_types][]", contracts);

    // Areas: region keys stand for all their prefectures; the anchor's own prefecture (or its region).
    const areaKeys = new Set<string>();
    if (spec.areas) {
      for (const i of spec.areas.others) areaKeys.add(this.areaKeys[i]!);
      if (spec.areas.withAnchor && anchor.prefectureId !== null) {
        const regionId = this.ref.prefectures.find((p) => p.id === anchor.prefectureId)!.regionId;
        areaKeys.add(spec.anchor % 2 === 0 ? String(anchor.prefectureId) : `region-${regionId}`);
      }
    }
    for (const key of areaKeys) params.append("search_project[area_ids][]", key);
    const prefectureIds = [...areaKeys].flatMap((key) =>
      key.startsWith("region-") ? this.ref.prefectures.filter((p) => `region-${p.regionId}` === key).map((p) => p.id) : [Number(key)],
    );

    let budget: ReferenceQuery["budget"] = null;
    if (spec.budget) {
      const anchorBand = this.ref.budgetBands.find((b) => inBudgetBand(anchor, b));
      const band = spec.budget.withAnchor && anchorBand ? anchorBand : this.ref.budgetBands[spec.budget.other]!;
      params.set("search_project[budget_id]", String(band.id));
      budget = { minMan: band.minMan, maxMan: band.maxMan };
    }
    let specialPageId: number | null = null;
    if (spec.specialPage) {
      const page =
        spec.specialPage.withAnchor && anchor.specialPageIds.length > 0
          ? this.ref.specialPages.find((p) => p.id === anchor.specialPageIds[0])!
          : this.ref.specialPages[spec.specialPage.other]!;
      params.set("search_project[special_projects_page]", page.slug);
      specialPageId = page.id;
    }
    if (spec.excludeClosed) params.set("search_project[exclude_closed_projects]", "1");
    if (spec.sort !== 1 || spec.plainSortParameter) params.set(spec.plainSortParameter ? "sort" : "search_project[sort]", String(spec.sort));
    if (spec.unrelatedParameters) params.append("fbclid", "IwAR0");

    return {
      params,
      freeWord,
      wordLengths: words.map((w) => [...w].length),
      reference: {
        professionIds: professions.map((c) => c.id),
        skillIds: skills.map((c) => c.id),
        tagIds: tags.map((c) => c.id),
        remoteTypeIds: remotes.map((c) => c.id),
        availableTimeIds: times.map((c) => c.id),
        prefectureIds: [...new Set(prefectureIds)],
        contractTypeIds: contracts.map((c) => c.id),
        specialPageId,
        budget,
        excludeClosed: spec.excludeClosed,
        terms: referenceTerms(freeWord),
        sort: spec.sort,
      },
    };
  }
}

/* ---------------------------------------------------------------- asking the API */

type SearchAnswer = {
  projects: { id: number; status: string }[];
  totalCount: number;
  isTotalCapped: boolean;
  page: number;
  totalPages: number;
  sort: number;
};

let handle: DatabaseHandle;
let client: BrowserLikeClient;
let rows: ProofProject[];
let haystacks: string[];
let ref: ProofReferenceData;
let builder: SearchBuilder;

async function ask(params: URLSearchParams, page: number): Promise<SearchAnswer> {
  const query = new URLSearchParams(params);
  if (page !== 1) query.set("page", String(page));
  const response = await client.request("GET", `/api/v2/top/projects?${query}`);
  const body = await json<SearchAnswer & { error?: unknown }>(response);
  if (response.status !== 200) throw new Error(`GET ?${decodeURIComponent(query.toString())} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

function describeRow(row: ProofProject | undefined): string {
  if (!row) return "(none)";
  return `#${row.id} ${row.status} budget=${row.minBudgetMan}〜${row.maxBudgetMan} likes=${row.likeCount} published=${new Date(row.publishedAtMs).toISOString()}`;
}

/** Asks for `page` and compares it with the reference's slice; the message says where they part. */
async function expectPage(built: BuiltSearch, expected: ProofProject[], page: number): Promise<void> {
  const answer = await ask(built.params, page);
  const wanted = expected.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const gotIds = answer.projects.map((p) => p.id);
  const wantedIds = wanted.map((r) => r.id);
  const totalCount = Math.min(expected.length, CAP);
  const context = `seed ${SEED}: GET /api/v2/top/projects?${decodeURIComponent(built.params.toString())} page ${page} (terms ${JSON.stringify(built.reference.terms)})`;
  if (answer.totalCount !== totalCount || answer.isTotalCapped !== expected.length > CAP) {
    throw new Error(`${context}: total ${answer.totalCount} capped=${answer.isTotalCapped}, reference ${expected.length} matches`);
  }
  if (answer.totalPages !== Math.ceil(totalCount / PER_PAGE) || answer.page !== page || answer.sort !== built.reference.sort) {
    throw new Error(`${context}: answered page ${answer.page}/${answer.totalPages} sort ${answer.sort}`);
  }
  const differs = gotIds.length !== wantedIds.length || gotIds.some((id, i) => id !== wantedIds[i]);
  if (differs) {
    const at = gotIds.findIndex((id, i) => id !== wantedIds[i]);
    const index = at === -1 ? Math.min(gotIds.length, wantedIds.length) : at;
    const byId = new Map(rows.map((r) => [r.id, r]));
    throw new Error(
      `${context}: rows differ at position ${index}: API ${describeRow(byId.get(gotIds[index]!))}, reference ${describeRow(wanted[index])}` +
        `\n  API:       ${gotIds.join(",")}\n  reference: ${wantedIds.join(",")}`,
    );
  }
}

beforeAll(async () => {
  handle = await getTestDatabase();
  const started = performance.now();
  await resetDatabase(handle);
  rows = await seedProofProjects(handle, PROJECT_COUNT, DATA_SEED);
  console.info(`search proof: ${PROJECT_COUNT} projects written in ${Math.round(performance.now() - started)} ms; search seed ${SEED}`);
  ref = await readProofReferenceData(handle);
  const skillName = new Map(ref.skills.map((s) => [s.id, s.name]));
  const professionName = new Map(ref.professions.map((p) => [p.id, p.name]));
  haystacks = rows.map((row) =>
    [row.title, row.description, ...row.skillIds.map((id) => skillName.get(id) ?? ""), ...row.professionIds.map((id) => professionName.get(id) ?? "")]
      .map(referenceNormalize)
      .join(" "),
  );
  builder = new SearchBuilder(rows, ref);
  client = new BrowserLikeClient(createTestApp(handle));
}, 120_000);

describe("GET /api/v2/top/projects answers what a plain filter over the rows answers (5,000 projects)", () => {
  it(`S-SRCH-2, S-SRCH-6, S-SRCH-7: ${RUNS} generated searches (free words in every width, case and kana, filters of every group, each sort, several pages) match the reference: same ids, same order, same count up to 1,000`, async () => {
    const seen = { nonEmpty: 0, capped: 0, partial: 0, empty: 0, oneChar: 0, twoChars: 0, twoWords: 0, fullWidthSpace: 0, regions: 0, sorts: new Set<number>(), groups: new Map<string, number>() };
    const property = fc.asyncProperty(searchSpecArb(ref), async (spec) => {
      const built = builder.build(spec);
      const expected = referenceSearch(rows, haystacks, built.reference);
      const totalPages = Math.ceil(Math.min(expected.length, CAP) / PER_PAGE);
      // Every page of a small result; the first, one in the middle and the last of a large one.
      const pages = totalPages <= 5 ? Array.from({ length: Math.max(1, totalPages) }, (_, i) => i + 1) : [1, 2 + (spec.page % (totalPages - 1)), totalPages];
      // A stale link past the last page of a result that has one lists nothing.
      if (spec.pastLastPage && expected.length <= CAP) pages.push(totalPages + 1);
      for (const page of new Set(pages)) await expectPage(built, expected, page);

      if (expected.length === 0) seen.empty++;
      else seen.nonEmpty++;
      if (expected.length > CAP) seen.capped++;
      else if (expected.length > PER_PAGE) seen.partial++;
      if (built.wordLengths.includes(1)) seen.oneChar++;
      if (built.wordLengths.includes(2)) seen.twoChars++;
      if (built.reference.terms.length >= 2) seen.twoWords++;
      if (built.freeWord.includes("\u3000")) seen.fullWidthSpace++;
      if (built.params.getAll("search_project[area_ids][]").some((k) => k.startsWith("region-"))) seen.regions++;
      seen.sorts.add(built.reference.sort);
      for (const name of new Set(built.params.keys())) seen.groups.set(name, (seen.groups.get(name) ?? 0) + 1);
    });
    await fc.assert(property, { numRuns: RUNS, seed: SEED });

    // The generated searches were a real test: hits and misses, small and capped results, short
    // words, two words, region keys, every sort and every parameter of S-SRCH-6.
    const summary = JSON.stringify({ ...seen, sorts: [...seen.sorts], groups: Object.fromEntries(seen.groups) });
    expect(seen.nonEmpty, summary).toBeGreaterThanOrEqual(RUNS * 0.3);
    expect(seen.empty, summary).toBeGreaterThanOrEqual(1);
    expect(seen.capped, summary).toBeGreaterThanOrEqual(1);
    expect(seen.partial, summary).toBeGreaterThanOrEqual(1);
    for (const count of [seen.oneChar, seen.twoChars, seen.twoWords, seen.fullWidthSpace, seen.regions]) expect(count, summary).toBeGreaterThanOrEqual(3);
    expect([...seen.sorts].sort(), summary).toEqual([1, 2, 3]);
    for (const name of [
      "search_project[free_word]", "search_project[profession_ids][]", "search_project[searchable_language_skill_ids][]",
      "search_project[budget_id]", "search_project[remote_types][]", "search_project[tag_ids][]", "search_project[available_time_ids][]",
      "search_project[area_ids][]", "search_project[special_projects_page]", "search_project[contract_types][]",
      "search_project[exclude_closed_projects]", "search_project[sort]", "sort",
    ]) {
      expect(seen.groups.get(name) ?? 0, `${name} in ${summary}`).toBeGreaterThanOrEqual(3);
    }
  }, 600_000);

  it("S-SRCH-6, S-SRCH-7: every single condition of every group (region keys expanded to their prefectures) selects the reference's rows", async () => {
    const cases: { parameter: string; key: string; reference: Partial<ReferenceQuery> }[] = [
      ...ref.professions.map((p) => ({ parameter: "search_project[profession_ids][]", key: String(p.id), reference: { professionIds: [p.id] } })),
      ...ref.skills.map((s) => ({ parameter: "search_project[searchable_language_skill_ids][]", key: String(s.id), reference: { skillIds: [s.id] } })),
      ...ref.budgetBands.map((b) => ({ parameter: "search_project[budget_id]", key: String(b.id), reference: { budget: b } })),
      ...ref.remoteTypes.map((r) => ({ parameter: "search_project[remote_types][]", key: r.key, reference: { remoteTypeIds: [r.id] } })),
      ...ref.tags.map((t) => ({ parameter: "search_project[tag_ids][]", key: String(t.id), reference: { tagIds: [t.id] } })),
      ...ref.availableTimes.map((t) => ({ parameter: "search_project[available_time_ids][]", key: String(t.id), reference: { availableTimeIds: [t.id] } })),
      ...ref.regions.map((r) => ({
        parameter: "search_project[area_ids][]",
        key: `region-${r.id}`,
        reference: { prefectureIds: ref.prefectures.filter((p) => p.regionId === r.id).map((p) => p.id) },
      })),
      ...ref.prefectures.map((p) => ({ parameter: "search_project[area_ids][]", key: String(p.id), reference: { prefectureIds: [p.id] } })),
      ...ref.contractTypes.map((c) => ({ parameter: "search_project[contract_types][]", key: c.key, reference: { contractTypeIds: [c.id] } })),
      ...ref.specialPages.map((s) => ({ parameter: "search_project[special_projects_page]", key: s.slug, reference: { specialPageId: s.id } })),
      { parameter: "search_project[exclude_closed_projects]", key: "1", reference: { excludeClosed: true } },
    ];
    let matched = 0;
    for (const c of cases) {
      const reference = { ...NO_CONDITIONS, ...c.reference };
      const built: BuiltSearch = { params: new URLSearchParams([[c.parameter, c.key]]), reference, freeWord: "", wordLengths: [] };
      const expected = referenceSearch(rows, haystacks, reference);
      if (expected.length > 0) matched++;
      await expectPage(built, expected, 1);
    }
    // Most conditions select something in this data set, so the comparison above is not of empty lists.
    expect(matched).toBeGreaterThan(cases.length * 0.6);
  }, 300_000);

  it("S-SRCH-6: 1,000 matches are counted exactly over 50 pages; 1,001 matches read 「1,000件以上」 (isTotalCapped), in every sort", async () => {
    for (const [word, count] of [[BOUNDARY_WORDS.thousand, 1_000], [BOUNDARY_WORDS.thousandAndOne, 1_001]] as const) {
      for (const sort of [1, 2, 3] as const) {
        const reference: ReferenceQuery = { ...NO_CONDITIONS, terms: referenceTerms(word), sort };
        const expected = referenceSearch(rows, haystacks, reference);
        expect(expected).toHaveLength(count);
        const params = new URLSearchParams([["search_project[free_word]", word], ["search_project[sort]", String(sort)]]);
        for (const page of [1, 27, 50]) await expectPage({ params, reference, freeWord: word, wordLengths: [] }, expected, page);
      }
    }
  });

  it("S-SRCH-6 free word: the same words typed in full-width, half-width, upper case, hiragana or katakana find the same projects", async () => {
    const random = fc.sample(fc.tuple(fc.nat({ max: PROJECT_COUNT - 1 }), fc.nat({ max: 1_000 }), fc.integer({ min: 2, max: 6 })), { numRuns: 30, seed: SEED });
    const variants: TextVariant[] = [
      { width: "full", letterCase: "upper", kana: "keep" },
      { width: "half", letterCase: "lower", kana: "keep" },
      { width: "keep", letterCase: "keep", kana: "hiragana" },
      { width: "full", letterCase: "lower", kana: "katakana" },
    ];
    let found = 0;
    for (const [projectIndex, start, length] of random) {
      const title = [...rows[projectIndex]!.title];
      const word = title.slice(start % title.length, (start % title.length) + length).join("").trim();
      if (word === "") continue;
      const idsFor = async (text: string) => {
        const answer = await ask(new URLSearchParams([["search_project[free_word]", text]]), 1);
        return { totalCount: answer.totalCount, ids: answer.projects.map((p) => p.id) };
      };
      const original = await idsFor(word);
      if (original.totalCount > 0) found++;
      for (const variant of variants) {
        const retyped = applyVariant(word, variant);
        expect(await idsFor(retyped), `seed ${SEED}: 「${word}」 typed as 「${retyped}」`).toEqual(original);
      }
    }
    expect(found).toBeGreaterThanOrEqual(20);
  }, 300_000);
});

/*
 * The generated searches of the search correctness proof: what to ask (fast-check arbitraries) and
 * how each becomes a query string and the reference's question (SearchBuilder).
 */
import fc from "fast-check";

import { inBudgetBand, referenceDictionary, referenceTerms, type ReferenceDictionary, type ReferenceQuery } from "./search-reference";
import { applyVariant, type ProofProject, type ProofReferenceData, type TextVariant } from "./search-proof-data";

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
  /** A word as people type it (decision 027): a short Latin word, a reading, a short form, a label. */
  typedWord: string | null;
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
  sort: 1 | 2 | 3 | 4;
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

function wordArb(projectCount: number): fc.Arbitrary<WordSpec> {
  return fc.record({
    fromAnchor: fc.boolean(),
    project: fc.nat({ max: projectCount - 1 }),
    field: fc.constantFrom("title", "title", "description", "skill", "profession"),
    start: fc.nat({ max: 10_000 }),
    length: fc.oneof(fc.constant(1), fc.constant(2), fc.integer({ min: 3, max: 12 })),
    variant: variantArb,
  });
}

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

/**
 * Words as users of such sites type them: short Latin words that must match whole words (go is not
 * google), readings and short forms the dictionary expands, labels of conditions, mixed scripts.
 */
export const TYPED_WORDS = [
  "go",
  "Go",
  "java",
  "JS",
  "ts",
  "c",
  "r",
  "ai",
  "sql",
  "aws",
  "c++",
  "C#",
  ".net",
  "k8s",
  "RoR",
  "ML",
  "PM",
  "PdM",
  "ジャバ",
  "リアクト",
  "パイソン",
  "ゴー",
  "フロント",
  "インフラ",
  "副業",
  "高単価",
  "東京",
  "フルリモート",
  "関西",
  "業務委託",
  "週3日",
  "react開発",
] as const;

/** A generated search over `projectCount` projects: words cut from them, conditions of every group. */
export function searchSpecArb(ref: ProofReferenceData, projectCount: number): fc.Arbitrary<SearchSpec> {
  return fc.record({
    anchor: fc.nat({ max: projectCount - 1 }),
    words: fc.oneof({ weight: 1, arbitrary: fc.constant<WordSpec[]>([]) }, { weight: 4, arbitrary: fc.array(wordArb(projectCount), { minLength: 1, maxLength: 2 }) }),
    fullWidthSpace: fc.boolean(),
    missingWord: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom("ぬるぽ", "ｘｙｚｚｙ", "量子COBOL", "ゐゑ") }),
    typedWord: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...TYPED_WORDS) }),
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
    sort: fc.constantFrom(1, 2, 3, 4),
    plainSortParameter: fc.boolean(),
    page: fc.nat({ max: 60 }),
    pastLastPage: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    unrelatedParameters: fc.boolean(),
  });
}

/** One search as a query string and as the reference's question. */
export type BuiltSearch = { params: URLSearchParams; reference: ReferenceQuery; freeWord: string; wordLengths: number[] };

export class SearchBuilder {
  private readonly skillName: Map<number, string>;
  private readonly professionName: Map<number, string>;
  private readonly areaKeys: string[];
  private readonly dictionary: ReferenceDictionary;

  constructor(
    private readonly rows: readonly ProofProject[],
    private readonly ref: ProofReferenceData,
  ) {
    this.skillName = new Map(ref.skills.map((s) => [s.id, s.name]));
    this.professionName = new Map(ref.professions.map((p) => [p.id, p.name]));
    this.areaKeys = [...ref.regions.map((r) => `region-${r.id}`), ...ref.prefectures.map((p) => String(p.id))];
    this.dictionary = referenceDictionary(ref.aliases);
  }

  /** A piece of a project's own text, retyped. Pieces of 1 and 2 characters are asked for too. */
  word(spec: WordSpec, anchor: ProofProject): string {
    const row = spec.fromAnchor ? anchor : this.rows[spec.project]!;
    const names = (ids: number[], table: Map<number, string>) => ids.map((id) => table.get(id) ?? "");
    const source =
      spec.field === "title"
        ? row.title
        : spec.field === "description"
          ? row.description
          : spec.field === "skill"
            ? (names(row.skillIds, this.skillName)[spec.start % Math.max(1, row.skillIds.length)] ?? row.title)
            : (names(row.professionIds, this.professionName)[0] ?? row.title);
    const chars = [...source];
    const start = spec.field === "title" || spec.field === "description" ? spec.start % Math.max(1, chars.length) : 0;
    return applyVariant(chars.slice(start, start + spec.length).join(""), spec.variant);
  }

  build(spec: SearchSpec): BuiltSearch {
    const anchor = this.rows[spec.anchor]!;
    const params = new URLSearchParams(
      spec.unrelatedParameters
        ? [
            ["utm_source", "mail"],
            ["q", "Java"],
            ["_", "1"],
          ]
        : [],
    );
    const words = spec.words.map((w) => this.word(w, anchor));
    if (spec.typedWord) words.push(spec.typedWord);
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
        terms: referenceTerms(freeWord, this.dictionary),
        sort: spec.sort,
      },
    };
  }
}

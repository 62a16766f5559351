import type { ProofProject } from "./search-proof-data";

/*
 * The reference the search correctness proof compares GET /api/v2/top/projects with: a plain filter
 * over the generated rows that shares no code with the product's search.
 */
/**
 * The product's promised rule (src/lib/search-text.ts), written again from its words: NFKC, then
 * lower case, then katakana letters ァ–ヶ become hiragana ぁ–ゖ, then whitespace, control
 * characters and the listed Japanese and ASCII punctuation become a space. "+", "#", ".", "-" (C++, C#, .NET) are words'
 * letters, and so are "%", "&", "_", "@", "*" (not in the product's list). The iteration marks ヽヾ
 * and ヷ–ヺ have no one-letter hiragana in that range and stay as they are.
 */
const SEPARATOR_CHARS = new Set([..."、。，．・「」『』（）()【】［］[]｛｝{}〈〉《》〔〕!！?？:：;；\"'`~|/\\,<>=…‥※♪☆★○●◎■□◆◇▲△▼▽→←↑↓〜～"]);

export function referenceNormalize(text: string): string {
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
export function referenceTerms(freeWord: string): string[] {
  return [
    ...new Set(
      referenceNormalize(freeWord)
        .split(" ")
        .filter((w) => w !== ""),
    ),
  ];
}

export type ReferenceQuery = {
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

export const NO_CONDITIONS: ReferenceQuery = {
  professionIds: [],
  skillIds: [],
  tagIds: [],
  remoteTypeIds: [],
  availableTimeIds: [],
  prefectureIds: [],
  contractTypeIds: [],
  specialPageId: null,
  budget: null,
  excludeClosed: false,
  terms: [],
  sort: 1,
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
export function inBudgetBand(row: ProofProject, band: { minMan: number | null; maxMan: number | null }): boolean {
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

export function referenceSearch(rows: readonly ProofProject[], haystacks: readonly string[], q: ReferenceQuery): ProofProject[] {
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

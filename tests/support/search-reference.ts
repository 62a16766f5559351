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

/** The words of a free word: each must occur in a project's text (in one of its spellings). */
export function referenceTerms(freeWord: string, dictionary: ReferenceDictionary = NO_DICTIONARY): ReferenceTerm[] {
  return [
    ...new Set(
      referenceNormalize(freeWord)
        .split(" ")
        .filter((w) => w !== ""),
    ),
  ].map((term) => ({ term, spellings: dictionary(term) }));
}

/** A typed term and the spellings that count as it (decision 027, written again here). */
export type ReferenceTerm = { term: string; spellings: string[] };

/** The spellings of a normalised term: itself, and every word of each dictionary entry it is a word of. */
export type ReferenceDictionary = (term: string) => string[];

const NO_DICTIONARY: ReferenceDictionary = (term) => [term];

/**
 * The dictionary as decision 027 states it, from search_aliases rows read by plain SQL: a term that
 * is an alias's word or its target stands for the target and every word of it.
 */
export function referenceDictionary(aliases: readonly { word: string; target: string }[]): ReferenceDictionary {
  const norm = (text: string) => referenceNormalize(text).replace(/ +/g, " ").trim();
  const wordsOfTarget = new Map<string, Set<string>>();
  for (const { word, target } of aliases) {
    const words = wordsOfTarget.get(target) ?? new Set([norm(target)]);
    words.add(norm(word));
    wordsOfTarget.set(target, words);
  }
  return (term) => {
    const spellings = new Set([term]);
    for (const words of wordsOfTarget.values()) if (words.has(term)) for (const w of words) spellings.add(w);
    return [...spellings];
  };
}

const isLatinLetter = (char: string | undefined) => char !== undefined && char >= "a" && char <= "z";

/**
 * Decision 027: a spelling whose first character is a Latin letter (a–z) must not follow one, and one
 * whose last character is a Latin letter must not be followed by one; otherwise any occurrence counts.
 */
export function referenceHas(text: string, spelling: string): boolean {
  const first = spelling[0];
  const last = spelling[spelling.length - 1];
  for (let at = text.indexOf(spelling); at !== -1; at = text.indexOf(spelling, at + 1)) {
    const before = text[at - 1];
    const after = text[at + spelling.length];
    if ((!isLatinLetter(first) || !isLatinLetter(before)) && (!isLatinLetter(last) || !isLatinLetter(after))) return true;
  }
  return false;
}

export const matchesTerm = (text: string, term: ReferenceTerm) => term.spellings.some((spelling) => referenceHas(text, spelling));

/**
 * What the reference searches in a project: the head (title, required skills, professions) and the
 * rest (description, tags, remote type, prefecture and region, contract type, available time), each
 * normalised, runs of spaces as one.
 */
export type ReferenceHaystack = { head: string; all: string };

export function referenceHaystack(head: readonly string[], rest: readonly string[]): ReferenceHaystack {
  const squeeze = (parts: readonly string[]) => referenceNormalize(parts.join(" ")).replace(/ +/g, " ").trim();
  const headText = squeeze(head);
  return { head: headText, all: [headText, squeeze(rest)].filter((t) => t !== "").join(" ") };
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
  terms: ReferenceTerm[];
  /** 4 is おすすめ順: 新着順 without terms. */
  sort: 1 | 2 | 3 | 4;
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

function sortKey(row: ProofProject, sort: ReferenceQuery["sort"]): number | null {
  if (sort === 2) return row.maxBudgetMan ?? row.minBudgetMan;
  if (sort === 3) return row.likeCount;
  return null;
}

/** Open projects first; then the sort's key, highest first, missing last; then newest; then highest id. */
function compareRows(sort: ReferenceQuery["sort"]) {
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

/** おすすめ順's window (decision 027): the newest 200 matches are ranked; the rest follow newest first. */
export const REFERENCE_RELEVANCE_WINDOW = 200;

export function referenceSearch(rows: readonly ProofProject[], haystacks: readonly ReferenceHaystack[], q: ReferenceQuery): ProofProject[] {
  const matched = rows
    .map((row, i) => ({ row, haystack: haystacks[i]! }))
    .filter(
      ({ row, haystack }) =>
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
        q.terms.every((term) => matchesTerm(haystack.all, term)),
    );
  if (q.sort !== 4 || q.terms.length === 0) return matched.map((m) => m.row).sort(compareRows(q.sort));
  // The newest window, then: open first, fewer terms missing the head, newest, highest id.
  const newest = compareRows(1);
  const misses = (haystack: ReferenceHaystack) => q.terms.filter((term) => !matchesTerm(haystack.head, term)).length;
  const byNewest = matched.sort((a, b) => newest(a.row, b.row));
  const ranked = byNewest
    .slice(0, REFERENCE_RELEVANCE_WINDOW)
    .map((m) => ({ ...m, misses: misses(m.haystack) }))
    .sort((a, b) => (a.row.status === b.row.status ? 0 : a.row.status === "open" ? -1 : 1) || a.misses - b.misses || newest(a.row, b.row));
  return [...ranked, ...byNewest.slice(REFERENCE_RELEVANCE_WINDOW)].map((m) => m.row);
}

/**
 * What a free-word term matches (decision 027). Text and terms are normalised first
 * (normalizeSearchText): lower-case, katakana as hiragana, punctuation as spaces.
 *
 * - A term matches text containing one of its spellings (the term itself, and the words the search
 *   dictionary names it by: ジャバ → java).
 * - A spelling that begins with a Latin letter must not follow one, and a spelling that ends with a
 *   Latin letter must not be followed by one: `go` finds 「Go言語」 and 「go」 but not 「google」 or
 *   「django」, `java` not 「javascript」. Latin letters are a–z after normalisation; digits and signs
 *   (`c++`, `c#`, `.net`) are not letters, so `c++` is bounded only at its start.
 * - Every other spelling matches as a substring, as Japanese words have no spaces around them.
 *
 * The SQL (word-conditions.ts) and the tests' reference filter both read `latinBoundaryPattern`, so
 * the database and the reference cannot disagree about a boundary.
 */

const LATIN_LETTER = /^[a-z]$/;

/** One term of a free word: what was typed (normalised) and every spelling that counts as it. */
export type SearchTerm = {
  /** The typed term, normalised. */
  readonly text: string;
  /** The typed term first, then the dictionary's other spellings (each normalised, may hold spaces). */
  readonly spellings: readonly string[];
};

/** A term without dictionary spellings. */
export function literalTerm(text: string): SearchTerm {
  return { text, spellings: [text] };
}

const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

/**
 * The regular expression (PostgreSQL ARE and JavaScript read it alike) that a Latin-edged spelling
 * must also satisfy, or undefined when the spelling matches as a plain substring.
 */
export function latinBoundaryPattern(spelling: string): string | undefined {
  const chars = Array.from(spelling);
  const startsLatin = LATIN_LETTER.test(chars[0] ?? "");
  const endsLatin = LATIN_LETTER.test(chars.at(-1) ?? "");
  if (!startsLatin && !endsLatin) return undefined;
  const body = spelling.replace(REGEX_SPECIAL, (c) => `\\${c}`);
  return `${startsLatin ? "(?<![a-z])" : ""}${body}${endsLatin ? "(?![a-z])" : ""}`;
}

/** Whether normalised text contains the spelling under the rule above (the reference the SQL is tested against). */
export function textHasSpelling(text: string, spelling: string): boolean {
  if (!text.includes(spelling)) return false;
  const pattern = latinBoundaryPattern(spelling);
  return pattern === undefined || new RegExp(pattern).test(text);
}

/** Whether normalised text matches the term: one of its spellings is in it. */
export function textMatchesTerm(text: string, term: SearchTerm): boolean {
  return term.spellings.some((spelling) => textHasSpelling(text, spelling));
}

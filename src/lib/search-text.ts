/**
 * Japanese free-word search text, one function for every write path and every query (see
 * shared DESIGN "Japanese free-word search"): NFKC folds full-width/half-width, lower-case folds
 * Latin case, katakana becomes hiragana, punctuation and control characters become a space.
 * Bigrams of the normalised segments go into a GIN-indexed tsvector; a LIKE re-check keeps
 * results exact.
 */

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;

// Japanese and ASCII punctuation that separates words. "+", "#", "." and "-" stay (C++, C#, .NET).
// Control characters separate words too: a NUL in a free word would otherwise reach PostgreSQL,
// whose text cannot hold it, and fail the search.
const SEPARATORS = /[\s\p{Cc}、。，．・「」『』（）()【】［］[\]｛｝{}〈〉《》〔〕!！?？:：;；"'`~|/\\,<>=…‥※♪☆★○●◎■□◆◇▲△▼▽→←↑↓〜～]+/gu;

export function normalizeSearchText(input: string): string {
  const folded = input.normalize("NFKC").toLowerCase();
  let out = "";
  for (const char of folded) {
    const code = char.codePointAt(0)!;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : char;
  }
  return out.replace(SEPARATORS, " ").trim().replace(/ +/g, " ");
}

/** Splits normalised text into its space-separated segments (each a term a query must contain). */
export function splitSearchTerms(input: string): string[] {
  const normalized = normalizeSearchText(input);
  return normalized === "" ? [] : [...new Set(normalized.split(" "))];
}

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

function bigramsOf(segment: string): string[] {
  const chars = Array.from(segment);
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

/**
 * Marks a whole Latin word's lexeme (`:go`). The mark is a separator, never inside normalised text,
 * so a marked word cannot be mistaken for a bigram or a segment's last character.
 */
const WORD_MARK = ":";
const LATIN_RUN = /[a-z]+/g;

/** The maximal runs of Latin letters in normalised text: the words decision 027's boundary rule sees. */
export function latinWordsOf(text: string): string[] {
  return text.match(LATIN_RUN) ?? [];
}

/**
 * The tsvector literal stored in search_bigrams: every bigram, each segment's last character, and
 * each whole Latin word marked (`:go`, search text version 3). A word lexeme is what makes a short
 * Latin term cheap: 「go」 reads the rows holding the word go, not every row with 「go」 in
 * Google or Django.
 */
export function toSearchBigramsLiteral(normalizedText: string): string {
  const lexemes = new Set<string>();
  for (const segment of normalizedText.split(" ")) {
    if (segment === "") continue;
    for (const gram of bigramsOf(segment)) lexemes.add(gram);
    lexemes.add(Array.from(segment).at(-1)!);
  }
  for (const word of latinWordsOf(normalizedText)) lexemes.add(WORD_MARK + word);
  return [...lexemes].map(quoteLexeme).join(" ");
}

/** A lexeme of search_bigrams that every row containing a term holds: a bigram, or a one-character prefix. */
export type SearchLexeme = { text: string; isPrefix: boolean };

/**
 * The lexemes a row must hold to contain `term` (a normalised term without spaces): each distinct
 * bigram, or for a one-character term that character as a prefix (it is the first character of
 * some bigram, or a segment's last character).
 */
export function lexemesOfTerm(term: string): SearchLexeme[] {
  const grams = bigramsOf(term);
  if (grams.length === 0) return [{ text: term, isPrefix: true }];
  return [...new Set(grams)].map((text) => ({ text, isPrefix: false }));
}

const LATIN_PAIR = /^[a-z]{2}$/;

/**
 * The lexemes a row must hold to contain `spelling` (a normalised word without spaces) under the
 * Latin word rule (src/lib/search-terms.ts): there, every run of Latin letters in the spelling is a
 * whole word of the text, so it is read as one word lexeme, and only the bigrams that are not
 * inside such a run remain (`c++` → `:c`, `c+`, `++`). Only for texts written with word lexemes
 * (search text version 3 on).
 */
export function lexemesOfBoundedSpelling(spelling: string): SearchLexeme[] {
  const words = latinWordsOf(spelling);
  if (words.length === 0) return lexemesOfTerm(spelling);
  const rest = [...new Set(bigramsOf(spelling))].filter((gram) => !LATIN_PAIR.test(gram));
  return [...new Set(words)].map((word) => ({ text: WORD_MARK + word, isPrefix: false })).concat(rest.map((text) => ({ text, isPrefix: false })));
}

/** The tsquery literal that ANDs the lexemes; undefined when there are none. */
export function toTsqueryLiteral(lexemes: readonly SearchLexeme[]): string | undefined {
  const parts = lexemes.map((l) => (l.isPrefix ? `${quoteLexeme(l.text)}:*` : quoteLexeme(l.text)));
  return parts.length === 0 ? undefined : [...new Set(parts)].join(" & ");
}

/**
 * The tsquery literal for a free-word query: the AND of every term's lexemes. Returns undefined when
 * the query holds no searchable character.
 */
export function toSearchTsquery(query: string): string | undefined {
  return toTsqueryLiteral(splitSearchTerms(query).flatMap(lexemesOfTerm));
}

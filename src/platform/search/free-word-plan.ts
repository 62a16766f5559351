import { lexemesOfBoundedSpelling, lexemesOfTerm, splitSearchTerms, toTsqueryLiteral, type SearchLexeme } from "@/lib/search-text";
import { literalTerm, type SearchTerm } from "@/lib/search-terms";

import { COUNT_CAP } from "./capped-count";
import type { LexemeShares } from "./lexeme-shares";

/**
 * Checking one row's text costs about ten times as much as reading one GIN posting entry (measured
 * on 1M rows: 5 µs against 0.5 µs, docs/decisions/007-search-plan.md).
 */
const POSTING_ENTRY_COST = 0.1;

/**
 * Whether a lexeme (or a word) in this share of rows is "common": scanning rows until the count's
 * 1,001 matches — about 1,001 / share rows — costs less than reading its posting list of
 * share × rows entries. On 1M rows that is from 10 % on, on 100k from 32 %: a bigger table
 * has longer posting lists, while the rows a scan needs stay the same.
 */
export function isCommon(share: number, rowCount: number): boolean {
  if (share === 0) return false;
  return (COUNT_CAP + 1) / share < POSTING_ENTRY_COST * share * rowCount;
}

/**
 * How a free word is searched. Whatever the plan, a row matches exactly when its normalised text
 * matches every term (textMatchesTerm in src/lib/search-terms.ts); the GIN query only narrows which
 * rows are checked.
 */
export type FreeWordPlan = {
  /** The terms, each with the spellings that count as it (the search dictionary's, decision 027). */
  terms: SearchTerm[];
  /**
   * Upper bound of the share of rows that match: the smallest share of a term, a term's share being
   * the sum over its spellings of their rarest lexeme's (0 when rarer than every lexeme listed).
   */
  share: number;
  /**
   * The GIN query over the lexemes that are not common, or undefined for a common word. A common
   * lexeme adds a long posting list to read and intersect while it removes few candidates.
   */
  rareLexemeQuery: string | undefined;
  /** The GIN query over every lexeme: the narrowest candidate set the index can give. */
  allLexemeQuery: string;
};

/** Expands a normalised term to its spellings (the search dictionary); by default the term alone. */
export type TermSpellings = (term: string) => SearchTerm;

/**
 * Every lexeme a row holding the spelling holds; a spelling of several words holds each word's.
 * Latin words are read as whole-word lexemes where every row has them (decision 027).
 */
function lexemesOfSpelling(spelling: string, hasWordLexemes: boolean): SearchLexeme[] {
  return spelling.split(" ").flatMap(hasWordLexemes ? lexemesOfBoundedSpelling : lexemesOfTerm);
}

/** `(a & b) | (c)`: a row holds every lexeme of one spelling; undefined when a spelling has none. */
function anySpellingQuery(spellingLexemes: readonly SearchLexeme[][]): string | undefined {
  const parts = spellingLexemes.map((lexemes) => toTsqueryLiteral(lexemes));
  if (parts.some((part) => part === undefined)) return undefined;
  const unique = [...new Set(parts as string[])];
  return unique.length === 1 ? unique[0] : `(${unique.map((p) => `(${p})`).join(" | ")})`;
}

/** Plans the free-word part of a search; undefined when the word holds no searchable character. */
export function planFreeWord(freeWord: string, shares: LexemeShares, spellingsOf: TermSpellings = literalTerm): FreeWordPlan | undefined {
  const terms = splitSearchTerms(freeWord).map(spellingsOf);
  if (terms.length === 0) return undefined;
  const shareOf = (lexeme: SearchLexeme) => shares.shareOf(lexeme);
  const planned = terms.map((term) => {
    const spellings = term.spellings.map((spelling) => lexemesOfSpelling(spelling, shares.hasWordLexemes));
    const share = Math.min(
      1,
      spellings.reduce((sum, lexemes) => sum + Math.min(...lexemes.map(shareOf)), 0),
    );
    const rare = spellings.map((lexemes) => lexemes.filter((lexeme) => !isCommon(shareOf(lexeme), shares.rowCount)));
    return { share, allQuery: anySpellingQuery(spellings)!, rareQuery: rare.some((l) => l.length === 0) ? undefined : anySpellingQuery(rare) };
  });
  const share = Math.min(...planned.map((p) => p.share));
  const allLexemeQuery = planned.map((p) => p.allQuery).join(" & ");
  if (isCommon(share, shares.rowCount)) return { terms, share, rareLexemeQuery: undefined, allLexemeQuery };
  // The rarest term is not common, so each of its spellings has a rare lexeme and the query holds it.
  const rareLexemeQuery = planned.flatMap((p) => p.rareQuery ?? []).join(" & ");
  return { terms, share, rareLexemeQuery, allLexemeQuery };
}

import { lexemesOfTerm, splitSearchTerms, toTsqueryLiteral, type SearchLexeme } from "@/lib/search-text";

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
 * contains every term; the GIN query only narrows which rows are checked.
 */
export type FreeWordPlan = {
  /** The normalised terms, each a substring a matching row's text must contain. */
  terms: string[];
  /**
   * Upper bound of the share of rows that match: the share of the query's rarest lexeme (0 when
   * it is rarer than every lexeme the statistics list).
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

/** Plans the free-word part of a search; undefined when the word holds no searchable character. */
export function planFreeWord(freeWord: string, shares: LexemeShares): FreeWordPlan | undefined {
  const terms = splitSearchTerms(freeWord);
  const lexemes = terms.flatMap(lexemesOfTerm);
  const allLexemeQuery = toTsqueryLiteral(lexemes);
  if (allLexemeQuery === undefined) return undefined;
  const ranked: { lexeme: SearchLexeme; share: number }[] = lexemes.map((lexeme) => ({ lexeme, share: shares.shareOf(lexeme) }));
  const share = Math.min(...ranked.map((r) => r.share));
  if (isCommon(share, shares.rowCount)) return { terms, share, rareLexemeQuery: undefined, allLexemeQuery };
  // The rarest lexeme is never common here, so the query holds at least one.
  const rare = ranked.filter((r) => !isCommon(r.share, shares.rowCount)).map((r) => r.lexeme);
  return { terms, share, rareLexemeQuery: toTsqueryLiteral(rare), allLexemeQuery };
}

import { lexemesOfTerm, splitSearchTerms, toTsqueryLiteral, type SearchLexeme } from "@/lib/search-text";

import type { LexemeShares } from "./lexeme-shares";
import { COUNT_CAP } from "./search-projects.queries";

/**
 * Checking one row's text costs about ten times as much as reading one GIN posting entry (measured
 * on 1M projects: 5 µs against 0.5 µs, docs/decisions/007-search-plan.md).
 */
const POSTING_ENTRY_COST = 0.1;

/**
 * Whether a lexeme (or a word) in this share of projects is "common": scanning rows until the count's
 * 1,001 matches — about 1,001 / share rows — costs less than reading its posting list of
 * share × projects entries. On 1M projects that is from 10 % on, on 100k from 32 %: a bigger table
 * has longer posting lists, while the rows a scan needs stay the same.
 */
export function isCommon(share: number, projectCount: number): boolean {
  if (share === 0) return false;
  return (COUNT_CAP + 1) / share < POSTING_ENTRY_COST * share * projectCount;
}

/**
 * How a free word is searched. Whatever the plan, a project matches exactly when its normalised
 * search_text contains every term; the GIN query only narrows which rows are checked.
 */
export type FreeWordPlan = {
  /** The normalised terms, each a substring a matching project's search_text must contain. */
  terms: string[];
  /**
   * Upper bound of the share of projects that match: the share of the query's rarest lexeme (0 when
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
  if (isCommon(share, shares.projectCount)) return { terms, share, rareLexemeQuery: undefined, allLexemeQuery };
  // The rarest lexeme is never common here, so the query holds at least one.
  const rare = ranked.filter((r) => !isCommon(r.share, shares.projectCount)).map((r) => r.lexeme);
  return { terms, share, rareLexemeQuery: toTsqueryLiteral(rare), allLexemeQuery };
}

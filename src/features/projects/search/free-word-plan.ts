import { lexemesOfTerm, splitSearchTerms, toTsqueryLiteral, type SearchLexeme } from "@/lib/search-text";

import type { LexemeShares } from "./lexeme-shares";

/**
 * A word in at least this share of projects is "common": scanning rows until 1,001 matches (at most
 * 20 rows per match) is cheaper than building a GIN bitmap from its posting lists, which hold at
 * least 50,000 entries per million projects (measured in docs/decisions/007-search-plan.md).
 */
export const COMMON_SHARE = 0.05;

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
   * The GIN query over the rare lexemes only, or undefined for a common word. A common lexeme adds
   * hundreds of thousands of posting entries to read and intersect while it removes few candidates.
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
  const rare = ranked.filter((r) => r.share < COMMON_SHARE).map((r) => r.lexeme);
  return { terms, share, rareLexemeQuery: share < COMMON_SHARE ? toTsqueryLiteral(rare) : undefined, allLexemeQuery };
}

import type { MarketCheck } from "./project-posting.schemas";

export const BELOW_MARKET_NOTE = "同じ職種・スキルの掲載中案件の多くより低い予算です";

/**
 * The plain note when an offer (monthly equivalent, its upper bound or its only bound) sits below
 * the 25th percentile; null when there is no market to compare with or the offer is within it.
 */
export function marketNoteFor(check: MarketCheck | null, offerMan: number | null): string | null {
  if (!check || check.p25Man === null || offerMan === null) return null;
  return offerMan < check.p25Man ? BELOW_MARKET_NOTE : null;
}

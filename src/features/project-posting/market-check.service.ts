import type { Database } from "@/db/client";
import { ordererOrThrow } from "@/platform/actor/access-rules";
import type { Actor } from "@/platform/actor/actor";
import { perAppState, ReadCache } from "@/platform/per-app-state";

import { findBudgetDistribution, MARKET_SAMPLE_CAP } from "./market-check.queries";
import type { MarketCheck } from "./project-posting.schemas";

/**
 * The market check beside the posting form's budget (issue 14): what open projects of the same first
 * profession and first required skill offer. A distribution moves slowly, and the form asks on every
 * change of profession or skill, so one read serves every orderer for a few minutes.
 */

export const MARKET_CHECK_MIN_SAMPLE = 5;
export const MARKET_CHECK_MAX_AGE_MS = 5 * 60_000;

const distributionsOf = perAppState("project-posting.market-check", () => new ReadCache<MarketCheck>(MARKET_CHECK_MAX_AGE_MS));

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Uncached: the benchmark measures it, the cache below calls it. */
export async function readMarketCheck(db: Database, professionId: number, skillId: number): Promise<MarketCheck> {
  const row = await findBudgetDistribution(db, professionId, skillId);
  const size = { sampleSize: Math.min(row.sampleSize, MARKET_SAMPLE_CAP), isCapped: row.sampleSize > MARKET_SAMPLE_CAP };
  // Under five projects a percentile describes a few orderers, not a market: say nothing.
  if (row.sampleSize < MARKET_CHECK_MIN_SAMPLE) return { ...size, p25Man: null, medianMan: null, p75Man: null };
  return { ...size, p25Man: oneDecimal(row.p25), medianMan: oneDecimal(row.median), p75Man: oneDecimal(row.p75) };
}

/** GET /api/v2/market_check: orderers only (any plan: a free plan's request form shows it too). */
export async function getMarketCheck(db: Database, actor: Actor | null, professionId: number, skillId: number, now = Date.now()): Promise<MarketCheck> {
  ordererOrThrow(actor);
  return distributionsOf(db).read(`${professionId}:${skillId}`, () => readMarketCheck(db, professionId, skillId), now);
}

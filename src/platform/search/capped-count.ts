import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import type { FreeWordTarget } from "./free-word-target";
import { USE_GIN_BITMAP, withPlannerSettings } from "./planner-settings";
import { fromTarget, whereClause, type MatchConditions } from "./word-conditions";

/** Counting stops here: past it a page says 「1,000件以上」 (an exact count over 100k rows costs seconds). */
export const COUNT_CAP = 1000;

const cappedCount = (target: FreeWordTarget, where: SQL) =>
  sql`select count(*)::int as count from (select 1 from ${fromTarget(target)} where ${where} limit ${COUNT_CAP + 1}) matched`;

/**
 * How many rows match, counting at most COUNT_CAP + 1 rows. A rare word counts through the GIN
 * bitmap of its rare lexemes. A common word (isCommon in free-word-plan.ts) needs no index: the
 * table is read until 1,001 matches, while a bitmap would first read and intersect posting lists of
 * hundreds of thousands of entries (デザイナー at 1M: 200 ms building the bitmap, 15–30 ms scanning).
 */
export async function countMatches(db: Database, search: MatchConditions): Promise<number> {
  const { target, word } = search;
  const count = async (runner: Database, where: SQL) => (await selectRows<{ count: number }>(runner, cappedCount(target, where)))[0]?.count ?? 0;
  if (word?.rareLexemeQuery) {
    const where = whereClause(search, word.terms, word.rareLexemeQuery);
    return withPlannerSettings(db, USE_GIN_BITMAP, (tx) => count(tx, where));
  }
  return count(db, whereClause(search, word?.terms));
}

import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import { findMatchingPage } from "./matching-page";
import { USE_GIN_BITMAP, withPlannerSettings } from "./planner-settings";
import { fromTarget, headMissRank, whereClause, wordConditions, type MatchConditions } from "./word-conditions";

/**
 * おすすめ順 (decision 027) ranks the newest RELEVANCE_WINDOW matches by where the free word matched
 * — head matches (title and skills) first, then newest — and lists the matches after them newest
 * first, as 新着順 does. Ten pages of twenty are ranked: what people read of a relevance order, at a
 * cost bounded by 200 rows whatever the word (a window of 1,001 walked ~40,000 rows for Elixir at 1M).
 */
export const RELEVANCE_WINDOW = 200;

/**
 * A rare word with few matches (its count not capped): its candidates (its GIN lexemes alone) are
 * read newest first without opening a single text, and only this many times the window are then
 * checked: the candidates of a whole Latin word are its matches, and a Japanese word's bigrams rarely
 * miss by half. With over a thousand matches the newest 200 lie close: walking the sort index reaches
 * them after 200 / share rows (8,000 for Elixir at 1M, 2.5 %), where the candidates would be 25,000
 * random heap reads (680 ms measured).
 */
const CANDIDATE_FACTOR = 2;

/** The statements of one search's おすすめ順, built by the search that owns the table. */
export type RelevanceQueries = {
  /** The row key under the target's alias (`p.id`), an integer. */
  key: string;
  /** The 新着順 ORDER BY the window follows. */
  newestOrder: SQL;
  /** The page of the window's rows (`keys`, an int[] literal): ranked by `rank`, open ones first where that applies. */
  rankedPage: (keys: SQL, rank: SQL, limit: number, offset: number) => SQL;
  /** A page of the matches in 新着順 (around the WHERE clause, as findMatchingPage's `select`). */
  newestPage: (where: SQL, limit: number, offset: number) => SQL;
};

const intArray = (keys: readonly number[]) => sql`${`{${keys.join(",")}}`}::int[]`;

/** The keys of the newest `RELEVANCE_WINDOW` matches, newest first. */
async function newestMatchKeys(db: Database, search: MatchConditions, queries: RelevanceQueries, walkSortIndex: boolean): Promise<number[]> {
  const { target, word } = search;
  const key = sql.raw(queries.key);
  const from = fromTarget(target);
  if (word?.rareLexemeQuery && !walkSortIndex) {
    const where = whereClause({ ...search, word: undefined }, [], word.rareLexemeQuery);
    const limit = CANDIDATE_FACTOR * RELEVANCE_WINDOW;
    const candidates = await withPlannerSettings(db, USE_GIN_BITMAP, (tx) =>
      selectRows<{ key: number }>(tx, sql`select ${key} as key from ${from} where ${where} order by ${queries.newestOrder} limit ${limit}`),
    );
    const keys = candidates.map((c) => c.key);
    const checked =
      keys.length === 0
        ? []
        : await selectRows<{ key: number }>(
            db,
            sql`select ${key} as key from ${from} where ${key} = any(${intArray(keys)}) and ${sql.join(wordConditions(target, word.terms), sql` and `)}`,
          );
    const matching = new Set(checked.map((c) => c.key));
    const newest = keys.filter((k) => matching.has(k)).slice(0, RELEVANCE_WINDOW);
    // Every match is a candidate, so the checked candidates hold the newest matches unless the window is short of them.
    if (newest.length === RELEVANCE_WINDOW || keys.length < limit) return newest;
  }
  const rows = await findMatchingPage<{ key: number }>(db, search, {
    walkSortIndex,
    select: (where) => sql`select ${key} as key from ${from} where ${where} order by ${queries.newestOrder} limit ${RELEVANCE_WINDOW}`,
  });
  return rows.map((r) => r.key);
}

/**
 * One page of おすすめ順: the window's part ranked, the part after it in 新着順 (a page may hold both
 * when its size does not divide the window). `walkSortIndex` as in findMatchingPage.
 */
export async function findRelevancePage<Row>(
  db: Database,
  search: MatchConditions,
  queries: RelevanceQueries,
  options: { limit: number; offset: number; walkSortIndex: boolean },
): Promise<Row[]> {
  const { limit, offset, walkSortIndex } = options;
  const end = offset + limit;
  const rows: Row[] = [];
  if (offset < RELEVANCE_WINDOW) {
    const keys = await newestMatchKeys(db, search, queries, walkSortIndex);
    if (keys.length > offset) {
      const rank = headMissRank(search.target, search.word?.terms ?? []);
      rows.push(...(await selectRows<Row>(db, queries.rankedPage(intArray(keys), rank, Math.min(end, keys.length) - offset, offset))));
    }
    if (keys.length < RELEVANCE_WINDOW || end <= RELEVANCE_WINDOW) return rows;
  }
  const after = Math.max(offset, RELEVANCE_WINDOW);
  const select = (where: SQL) => queries.newestPage(where, end - after, after);
  return rows.concat(await findMatchingPage<Row>(db, search, { walkSortIndex, select }));
}

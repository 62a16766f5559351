import type { SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import { USE_GIN_BITMAP, WALK_SORT_INDEX, withPlannerSettings } from "./planner-settings";
import { whereClause, type MatchConditions } from "./word-conditions";

/**
 * One page of matching rows: `select` builds the statement around the WHERE clause (columns,
 * joins, an ORDER BY spelled exactly like a btree index, LIMIT and OFFSET).
 *
 * `walkSortIndex`: the caller knows there are over a thousand matches. Walking the sort's btree index
 * then reaches the page after a few dozen rows (a few thousand for a rare word), checking each row's
 * text with `strpos` alone; collecting every match through the GIN index and sorting them costs far
 * more (450 ms for 27k matches on 100k rows). The planner cannot know the match count — it
 * multiplies the selectivities of the conditions — so bitmap and sequential scans are switched off
 * (and parallel workers with them) for this one statement's transaction.
 *
 * Otherwise a rare word's few matches come from the GIN bitmap and are sorted.
 */
export async function findMatchingPage<Row>(db: Database, search: MatchConditions, options: { walkSortIndex: boolean; select: (where: SQL) => SQL }): Promise<Row[]> {
  const { word } = search;
  const terms = word?.terms ?? [];
  if (options.walkSortIndex) {
    // Parallel workers each run ahead through the index before the LIMIT stops them (measured: 32k
    // rows read for 20 matches at 1M); one process walking it reads only what the page needs.
    const query = options.select(whereClause(search, terms));
    return withPlannerSettings(db, WALK_SORT_INDEX, (tx) => selectRows<Row>(tx, query));
  }
  if (word?.rareLexemeQuery) {
    const query = options.select(whereClause(search, terms, word.rareLexemeQuery));
    return withPlannerSettings(db, USE_GIN_BITMAP, (tx) => selectRows<Row>(tx, query));
  }
  // No word, or a common word that selective filters narrowed to few matches: the filters' own
  // statistics guide the planner, and the GIN index could not narrow a common word anyway.
  return selectRows<Row>(db, options.select(whereClause(search, terms)));
}

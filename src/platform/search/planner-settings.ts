import { sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";

/**
 * Planner settings for one statement's transaction (`set_config(…, true)` is `set local`), in one
 * round trip. JIT is off in each: a search runs in milliseconds, but the cost estimate of a forced
 * plan can pass jit_above_cost (measured: 272 ms compiling for a 20 ms index walk at 1M).
 */
export type PlannerSettings = Record<string, string>;

/** Walk the sort's btree index, one process, no bitmap: see findMatchingPage. */
export const WALK_SORT_INDEX: PlannerSettings = { enable_bitmapscan: "off", enable_seqscan: "off", max_parallel_workers_per_gather: "0", jit: "off" };

/**
 * Gather a rare word's candidates through the GIN bitmap. With only its rare lexemes in the query the
 * planner's estimate rises, and it might otherwise scan the table or walk a sort index checking
 * every row's tsvector, which is stored out of line (two TOAST reads per row).
 *
 * work_mem 32 MB keeps the bitmaps exact: at the default 4 MB, a filter's bitmap of 100,000 rows
 * (a tag at 1M) turned lossy, and every row of a lossy page had its tsvector read again (Elixir +
 * 急募 + 沖縄県 at 1M: 194 ms, 67 ms with 32 MB). It is an upper bound for this statement, not an
 * allocation.
 */
export const USE_GIN_BITMAP: PlannerSettings = { enable_seqscan: "off", enable_indexscan: "off", jit: "off", work_mem: "32MB" };

/** Runs `run` in a transaction whose planner settings are `settings`; nothing leaks to the pooled connection. */
export async function withPlannerSettings<T>(db: Database, settings: PlannerSettings, run: (tx: Database) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const assignments = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await tx.execute(sql`select ${sql.join(assignments, sql`, `)}`);
    return run(tx);
  });
}

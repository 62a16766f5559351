import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { selectRows, type Database } from "@/db/client";

/** Counting stops here: past it a console list says 「10,000件以上」 (an exact count of a large outbox costs seconds). */
export const CONSOLE_COUNT_CAP = 10_000;

export type CappedCount = { count: number; isCapped: boolean };

/**
 * How many rows of `table` (a table, or a fragment such as `projects p` that `where` names) match `where`, reading at most CONSOLE_COUNT_CAP + 1 of them, so a list's
 * count costs the same on 100 rows and on 10 million (decision 030's lists).
 */
export async function countUpToCap(db: Database, table: PgTable | SQL, where: SQL | undefined): Promise<CappedCount> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${CONSOLE_COUNT_CAP + 1}) counted`,
  );
  const count = row?.count ?? 0;
  return { count: Math.min(count, CONSOLE_COUNT_CAP), isCapped: count > CONSOLE_COUNT_CAP };
}

/** 「1,234件」, or 「10,000件以上」 when the count stopped at the cap. */
export function formatCappedCount({ count, isCapped }: CappedCount): string {
  return `${count.toLocaleString("ja-JP")}件${isCapped ? "以上" : ""}`;
}

import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

export type BudgetDistributionRow = { sampleSize: number; p25: number | null; median: number | null; p75: number | null };

/**
 * At most this many projects are read: percentiles of 2,000 budgets describe a market as well as
 * those of 150,000, and reading every match of the commonest pair (エンジニア × TypeScript at 1M
 * projects) took 250–650 ms where 2,000 take ~10–50 ms (docs/benchmarks.md). The 2,000 are the first
 * in table order, not a random draw: ordering or sampling would read every match again. The bias is
 * bounded because only open projects count, and an open project not updated for 90 days closes itself
 * (listing freshness), so every one of them is a current offer.
 */
export const MARKET_SAMPLE_CAP = 2_000;

/**
 * The budgets of OPEN projects with this profession and this skill among their required ones: one
 * figure a project (the monthly equivalent, decision 022: the midpoint of a range, or its one stated
 * bound), 要相談 left out. Both arrays are GIN-indexed; the two conditions meet in a bitmap AND.
 * Reads MARKET_SAMPLE_CAP + 1 rows at most, so the caller can tell a capped sample.
 */
export async function findBudgetDistribution(db: Database, professionId: number, skillId: number): Promise<BudgetDistributionRow> {
  const [row] = await selectRows<BudgetDistributionRow>(
    db,
    sql`
    with budgets as (
      select coalesce((p.min_budget_man + p.max_budget_man) / 2.0, p.max_budget_man, p.min_budget_man) as man
      from projects p
      where p.status = 'open'
        and p.profession_ids @> ${`{${professionId}}`}::int[]
        and p.skill_ids @> ${`{${skillId}}`}::int[]
        and (p.min_budget_man is not null or p.max_budget_man is not null)
      limit ${MARKET_SAMPLE_CAP + 1}
    )
    select count(*)::int as "sampleSize",
      percentile_cont(0.25) within group (order by man)::float8 as p25,
      percentile_cont(0.5) within group (order by man)::float8 as median,
      percentile_cont(0.75) within group (order by man)::float8 as p75
    from budgets`,
  );
  return row ?? { sampleSize: 0, p25: null, median: null, p75: null };
}

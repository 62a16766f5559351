import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

export type BudgetDistributionRow = { sampleSize: number; p25: number | null; median: number | null; p75: number | null };

/**
 * The budgets of OPEN projects with this profession and this skill among their required ones: one
 * figure a project (the monthly equivalent, decision 022: the midpoint of a range, or its one stated
 * bound), 要相談 left out. Both arrays are GIN-indexed; the two conditions meet in a bitmap AND.
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
    )
    select count(*)::int as "sampleSize",
      percentile_cont(0.25) within group (order by man)::float8 as p25,
      percentile_cont(0.5) within group (order by man)::float8 as median,
      percentile_cont(0.75) within group (order by man)::float8 as p75
    from budgets`,
  );
  return row ?? { sampleSize: 0, p25: null, median: null, p75: null };
}

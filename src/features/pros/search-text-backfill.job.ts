import { sql } from "drizzle-orm";

import { type Database, selectRows } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { proSearchTextOf, type ProSearchDocument } from "./pro-search-document";

const BATCH_SIZE = 500;

type ProfileSource = ProSearchDocument & { userId: number };

/**
 * Profiles with words but no search text: those written before migration 0006 added the column
 * (an existing data directory), or by a path that forgot it. Up to BATCH_SIZE at a time.
 */
export async function fillMissingProSearchText(db: Database): Promise<number> {
  const rows = await selectRows<ProfileSource>(
    db,
    sql`
    select pp.user_id as "userId", pp.headline, pp.bio, pp.skill_ids as "skillIds", pp.profession_ids as "professionIds",
      coalesce((select json_agg(json_build_object('projectName', h.project_name, 'role', h.role, 'description', h.description))
        from pro_work_histories h where h.user_id = pp.user_id), '[]'::json) as histories
    from pro_profiles pp
    where pp.search_text = '' and (pp.headline <> '' or pp.bio <> '' or cardinality(pp.skill_ids) > 0)
    limit ${BATCH_SIZE}`,
  );
  if (rows.length === 0) return 0;
  const catalog = await getCatalog(db);
  for (const row of rows) {
    const text = proSearchTextOf(catalog, row);
    await db.execute(sql`update pro_profiles set search_text = ${text}, search_bigrams = ${toSearchBigramsLiteral(text)}::tsvector where user_id = ${row.userId}`);
  }
  return rows.length;
}

/** Hourly, and at start-up: a data directory from before pro search becomes searchable by free word. */
export const proSearchTextJob = defineJob({
  kind: "pros.search-text",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, logger }) => {
    let filled = 0;
    for (let batch = await fillMissingProSearchText(db); batch > 0; batch = await fillMissingProSearchText(db)) filled += batch;
    if (filled > 0) logger.info({ filled }, "pro profiles given their search text");
  },
});

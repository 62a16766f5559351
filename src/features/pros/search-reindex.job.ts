import { sql } from "drizzle-orm";

import { type Database, selectRows } from "@/db/client";
import { conditionNamesOf, getCatalog } from "@/features/catalog/catalog.service";
import { proSearchDocument, type ProSearchSource } from "@/lib/pro-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

const BATCH_SIZE = 500;

type ProfileSource = ProSearchSource & { userId: number };

/**
 * Rewrites up to BATCH_SIZE profiles whose search text is older than SEARCH_TEXT_VERSION (a data
 * directory from before a change of what the text holds), in one statement. `updated_at` stays:
 * the search's 新着順 must not move a profile nobody edited. Answers how many were rewritten.
 */
export async function reindexProSearchText(db: Database): Promise<number> {
  const rows = await selectRows<ProfileSource>(
    db,
    sql`
    select pp.user_id as "userId", pp.headline, pp.bio, pp.skill_ids as "skillIds", pp.profession_ids as "professionIds",
      pp.remote_type_id as "remoteTypeId", pp.prefecture_id as "prefectureId",
      coalesce((select json_agg(json_build_object('projectName', h.project_name, 'role', h.role, 'description', h.description) order by h.position)
        from pro_work_histories h where h.user_id = pp.user_id), '[]'::json) as histories
    from pro_profiles pp
    where pp.search_text_version < ${SEARCH_TEXT_VERSION}
    limit ${BATCH_SIZE}`,
  );
  if (rows.length === 0) return 0;
  const names = conditionNamesOf(await getCatalog(db));
  const rewritten = rows.map((row) => {
    const document = proSearchDocument(names, row);
    return { user_id: row.userId, text: document.text, bigrams: toSearchBigramsLiteral(document.text), head: document.headLength };
  });
  await db.execute(sql`
    update pro_profiles pp
    set search_text = u.text, search_bigrams = u.bigrams::tsvector, search_head_length = u.head, search_text_version = ${SEARCH_TEXT_VERSION}
    from json_to_recordset(${JSON.stringify(rewritten)}::json) as u(user_id int, text text, bigrams text, head int)
    where pp.user_id = u.user_id`);
  return rows.length;
}

/** Hourly, and at start-up: profiles written before the current SEARCH_TEXT_VERSION become findable by what they hold now. */
export const proSearchTextJob = defineJob({
  kind: "pros.search-text",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, logger }) => {
    let rewritten = 0;
    for (let batch = await reindexProSearchText(db); batch > 0; batch = await reindexProSearchText(db)) rewritten += batch;
    if (rewritten > 0) logger.info({ rewritten }, "pro profiles given their current search text");
  },
});

import { sql } from "drizzle-orm";

import { type Database, selectRows } from "@/db/client";
import { conditionNamesOf, getCatalog } from "@/features/catalog/catalog.service";
import { projectSearchDocument, type ProjectSearchSource } from "@/lib/project-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

const BATCH_SIZE = 1000;

/**
 * Rewrites up to BATCH_SIZE projects whose search text is older than SEARCH_TEXT_VERSION (a data
 * directory from before a change of what the text holds), in one statement. `updated_at` and
 * `content_updated_at` stay: nobody edited the project. Answers how many were rewritten.
 */
export async function reindexProjectSearchText(db: Database): Promise<number> {
  const rows = await selectRows<ProjectSearchSource & { id: number }>(
    db,
    sql`
    select id, title, description, skill_ids as "skillIds", welcome_skill_ids as "welcomeSkillIds", profession_ids as "professionIds",
      tag_ids as "tagIds", remote_type_id as "remoteTypeId", prefecture_id as "prefectureId", contract_type_id as "contractTypeId",
      available_time_id as "availableTimeId"
    from projects
    where search_text_version < ${SEARCH_TEXT_VERSION}
    limit ${BATCH_SIZE}`,
  );
  if (rows.length === 0) return 0;
  const names = conditionNamesOf(await getCatalog(db));
  const rewritten = rows.map((row) => {
    const document = projectSearchDocument(names, row);
    return { id: row.id, text: document.text, bigrams: toSearchBigramsLiteral(document.text), head: document.headLength };
  });
  await db.execute(sql`
    update projects p
    set search_text = u.text, search_bigrams = u.bigrams::tsvector, search_head_length = u.head, search_text_version = ${SEARCH_TEXT_VERSION}
    from json_to_recordset(${JSON.stringify(rewritten)}::json) as u(id int, text text, bigrams text, head int)
    where p.id = u.id`);
  return rows.length;
}

/** Hourly, and at start-up: projects written before the current SEARCH_TEXT_VERSION become findable by what they hold now. */
export const projectSearchTextJob = defineJob({
  kind: "projects.search-text",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, logger }) => {
    let rewritten = 0;
    for (let batch = await reindexProjectSearchText(db); batch > 0; batch = await reindexProjectSearchText(db)) rewritten += batch;
    if (rewritten > 0) logger.info({ rewritten }, "projects given their current search text");
  },
});

import { sql } from "drizzle-orm";

import { type Database, selectRows } from "@/db/client";
import { conditionNamesOf, getCatalog } from "@/features/catalog/catalog.service";
import { proSearchDocument, type ProSearchSource } from "@/lib/pro-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { searchTextReindexJob, writeSearchDocuments } from "@/platform/search/search-text-reindex";

import { PRO_FREE_WORD_TARGET } from "./search/search-pros.queries";

const BATCH_SIZE = 500;

type ProfileSource = ProSearchSource & { userId: number };

/**
 * Rewrites up to BATCH_SIZE profiles whose search text is older than SEARCH_TEXT_VERSION, found
 * through the version index; `updated_at` stays, so 新着順 does not move a profile nobody edited.
 * Answers how many were rewritten.
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
  const target = { ...PRO_FREE_WORD_TARGET, keyColumn: "user_id", versionColumn: "search_text_version" };
  await writeSearchDocuments(
    db,
    target,
    rows.map((row) => ({ key: row.userId, document: proSearchDocument(names, row) })),
  );
  return rows.length;
}

export const proSearchTextJob = searchTextReindexJob("pros.search-text", "pro profiles", reindexProSearchText);

import { sql } from "drizzle-orm";

import { type Database, selectRows } from "@/db/client";
import { conditionNamesOf, getCatalog } from "@/features/catalog/catalog.service";
import { projectSearchDocument, type ProjectSearchSource } from "@/lib/project-search-text";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { searchTextReindexJob, writeSearchDocuments } from "@/platform/search/search-text-reindex";

import { PROJECT_FREE_WORD_TARGET } from "./search-projects.queries";

const BATCH_SIZE = 1000;

/**
 * Rewrites up to BATCH_SIZE projects whose search text is older than SEARCH_TEXT_VERSION, found
 * through the version index. Answers how many were rewritten.
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
  const target = { ...PROJECT_FREE_WORD_TARGET, keyColumn: "id", versionColumn: "search_text_version" };
  await writeSearchDocuments(
    db,
    target,
    rows.map((row) => ({ key: row.id, document: projectSearchDocument(names, row) })),
  );
  return rows.length;
}

export const projectSearchTextJob = searchTextReindexJob("projects.search-text", "projects", reindexProjectSearchText);

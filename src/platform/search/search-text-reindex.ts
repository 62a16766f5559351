import { sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { SEARCH_TEXT_VERSION, type SearchDocument } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";
import { defineJob, noPayload, type Job } from "@/platform/jobs/job-definition";

import type { FreeWordTarget } from "./free-word-target";

/** A table's search columns and the key its rows are rewritten by (the names come from code). */
export type ReindexTarget = FreeWordTarget & { keyColumn: string; versionColumn: string };

/**
 * Writes rewritten search documents in one statement (text, bigrams, head length, current version),
 * leaving every other column — `updated_at` included — as it was: nobody edited these rows.
 */
export async function writeSearchDocuments(db: Database, target: ReindexTarget, rows: readonly { key: number; document: SearchDocument }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ key, document }) => ({ key, text: document.text, bigrams: toSearchBigramsLiteral(document.text), head: document.headLength }));
  const column = (name: string) => sql.raw(`"${name}"`);
  await db.execute(sql`
    update ${sql.raw(target.table)} t
    set ${column(target.textColumn)} = u.text, ${column(target.bigramColumn)} = u.bigrams::tsvector,
      ${column(target.headLengthColumn)} = u.head, ${column(target.versionColumn)} = ${SEARCH_TEXT_VERSION}
    from json_to_recordset(${JSON.stringify(values)}::json) as u(key int, text text, bigrams text, head int)
    where t.${column(target.keyColumn)} = u.key`);
}

/**
 * A job that rewrites, batch after batch, the rows whose search text is older than
 * SEARCH_TEXT_VERSION (`rewriteBatch` answers how many it rewrote): hourly, and at start-up, so a
 * data directory from before a change of what the texts hold upgrades by itself.
 */
export function searchTextReindexJob(kind: string, what: string, rewriteBatch: (db: Database) => Promise<number>): Job<undefined> {
  return defineJob({
    kind,
    parsePayload: noPayload,
    everyMs: 60 * 60_000,
    run: async ({ db, logger }) => {
      let rewritten = 0;
      for (let batch = await rewriteBatch(db); batch > 0; batch = await rewriteBatch(db)) rewritten += batch;
      if (rewritten > 0) logger.info({ rewritten }, `${what} given their current search text`);
    },
  });
}

import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

/** The sitemap protocol allows 50,000 URLs a file. */
export const SITEMAP_CHUNK_SIZE = 50_000;

export async function countOpenProjects(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from projects where status = 'open'`);
  return row?.count ?? 0;
}

/** One sitemap file's worth of open projects, by id. */
export async function findOpenProjectChunk(db: Database, chunk: number): Promise<{ id: number; updatedAt: string }[]> {
  return selectRows(
    db,
    sql`
    select id, updated_at as "updatedAt" from projects where status = 'open'
    order by id limit ${SITEMAP_CHUNK_SIZE} offset ${chunk * SITEMAP_CHUNK_SIZE}`,
  );
}

import type { DatabaseHandle } from "../../client";
import { openRawExecutor, type RawExecutor } from "./bulk";

/**
 * The GIN indexes on projects, exactly as src/db/migrations/0000_init.sql creates them. Maintaining
 * them row by row is what makes a bulk load slow, so a large seed drops them and builds them once.
 */
export const PROJECT_GIN_INDEXES = [
  { name: "projects_search_bigrams_idx", sql: `CREATE INDEX IF NOT EXISTS "projects_search_bigrams_idx" ON "projects" USING gin ("search_bigrams")` },
  { name: "projects_profession_ids_idx", sql: `CREATE INDEX IF NOT EXISTS "projects_profession_ids_idx" ON "projects" USING gin ("profession_ids")` },
  { name: "projects_skill_ids_idx", sql: `CREATE INDEX IF NOT EXISTS "projects_skill_ids_idx" ON "projects" USING gin ("skill_ids")` },
  { name: "projects_tag_ids_idx", sql: `CREATE INDEX IF NOT EXISTS "projects_tag_ids_idx" ON "projects" USING gin ("tag_ids")` },
] as const;

export async function dropProjectGinIndexes(exec: RawExecutor): Promise<void> {
  for (const index of PROJECT_GIN_INDEXES) await exec.query(`DROP INDEX IF EXISTS "${index.name}"`);
}

/**
 * Rebuilds the GIN indexes. On the server the big bigram index is built on a second connection
 * while the three small ones are built on this one: two cores, two builds.
 */
export async function createProjectGinIndexes(handle: DatabaseHandle, exec: RawExecutor): Promise<void> {
  const [bigrams, ...arrays] = PROJECT_GIN_INDEXES;
  if (handle.kind !== "postgres") {
    for (const index of PROJECT_GIN_INDEXES) await exec.query(index.sql);
    return;
  }
  const second = await openRawExecutor(handle);
  try {
    const building = second.query(bigrams.sql);
    building.catch(() => undefined);
    for (const index of arrays) await exec.query(index.sql);
    await building;
  } finally {
    await second.release();
  }
}

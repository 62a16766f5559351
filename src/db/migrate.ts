import path from "node:path";

import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/db/migrations");

// Any fixed number: serialises migrations when several app instances start at once on one server.
const MIGRATION_LOCK_ID = 4_242_001;

/** Applies every committed migration that has not run yet. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, config);
    return;
  }
  // A session-level advisory lock belongs to one connection: hold one client for the whole run.
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzle(client), config);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

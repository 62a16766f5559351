import pg from "pg";
import pino from "pino";

import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedReferenceData } from "@/db/seed/reference";
import { resetDemoData } from "@/db/seed/reset";
import { createApiApp } from "@/server/api-app";
import type { AppDeps } from "@/platform/context";
import { DatabaseEvents } from "@/platform/database-events";
import { DatabaseHealth } from "@/platform/database-health";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

/**
 * One migrated database per test worker: in-memory PGlite by default, or the PostgreSQL server when
 * TEST_DATABASE_URL is set (CI runs the suite both ways). Opening PGlite costs seconds, so tests
 * share it and call resetDatabase() instead of opening another.
 */
let shared: Promise<DatabaseHandle> | undefined;

/**
 * On the server each vitest worker gets its own database beside TEST_DATABASE_URL's
 * (`<name>_w<worker>`, created on first use), so test files run in parallel there too without
 * emptying each other's tables. `.ci/run` drops them with the base database.
 */
async function workerDatabaseUrl(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const url = baseUrl ? await workerDatabaseUrl(baseUrl) : undefined;
    const handle = await openDatabase(url ? { kind: "postgres", url, poolSize: 4 } : { kind: "pglite", dataDir: "memory://" });
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    return handle;
  })();
  return shared;
}

/** Empties every table users write (reference data stays), the same way `seed --reset` does. */
export const resetDatabase = resetDemoData;

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

/** A clock the test moves by hand. */
export function createTestClock(start = new Date("2026-11-01T09:00:00+09:00")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  };
}

export function createTestApp(handle: DatabaseHandle, overrides: Partial<AppDeps> = {}) {
  const deps: AppDeps = {
    db: handle.db,
    logger: pino({ level: "silent" }),
    siteOrigin: TEST_ORIGIN,
    appSecret: TEST_SECRET,
    isDemoMode: true,
    now: () => new Date(),
    databaseHealth: new DatabaseHealth(handle.ping, pino({ level: "silent" })),
    events: new DatabaseEvents(handle, pino({ level: "silent" })),
    uploads: new MemoryUploadStore(),
    ...overrides,
  };
  return createApiApp(deps);
}

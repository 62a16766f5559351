import { sql } from "drizzle-orm";
import pino from "pino";

import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedReferenceData } from "@/db/seed/reference";
import { createApiApp } from "@/server/app";
import type { AppDeps } from "@/server/context";

/**
 * One migrated database per test worker: in-memory PGlite by default, or the PostgreSQL server when
 * TEST_DATABASE_URL is set (CI runs the suite both ways). Opening PGlite costs seconds, so tests
 * share it and call resetDatabase() instead of opening another.
 */
let shared: Promise<DatabaseHandle> | undefined;

export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase(url ? { kind: "postgres", url, poolSize: 4 } : { kind: "pglite", dataDir: "memory://" });
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    return handle;
  })();
  return shared;
}

// Reference tables survive a reset; everything users create is emptied.
const USER_DATA_TABLES = [
  "users", "pro_profiles", "corporations", "corporation_memberships", "projects", "project_likes",
  "project_requests", "announcements", "announcement_reads", "news", "applications", "chat_rooms",
  "chat_messages", "chat_room_reads", "sessions", "rate_limit_counters", "email_outbox", "contact_inquiries",
];

export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`truncate ${USER_DATA_TABLES.join(", ")} restart identity cascade`));
}

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
    ping: handle.ping,
    ...overrides,
  };
  return createApiApp(deps);
}

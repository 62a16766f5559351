import { databaseTargetFor, describeTarget, openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedIfEmpty } from "@/db/seed";
import { getEnv, type AppEnv } from "@/lib/env";
import { getLogger, type Logger } from "@/lib/logger";

import { createApiApp, type ApiApp } from "./app";
import { resolveAppSecret } from "./app-secret";
import type { AppDeps } from "./context";
import { DatabaseHealth } from "./database-health";

/** Everything one process shares: configuration, the database and the API app. */
export type Runtime = {
  env: AppEnv;
  database: DatabaseHandle;
  deps: AppDeps;
  api: ApiApp;
  logger: Logger;
};

// Cached on globalThis: the HTTP server and Next's bundled page code are separate module graphs in
// one process, and PGlite allows only one owner of its data directory.
const globalForRuntime = globalThis as unknown as { kakehashiRuntime?: Promise<Runtime> };

async function createRuntime(): Promise<Runtime> {
  const env = getEnv();
  const logger = getLogger();
  const target = databaseTargetFor(env);
  const started = Date.now();
  const database = await openDatabase(target);
  await runMigrations(database);
  logger.info({ database: describeTarget(target), ms: Date.now() - started }, "database ready");
  if (env.isDemoMode) {
    await seedIfEmpty(database, (message) => logger.info({ seed: message }, "seeding demo data"));
  }
  const deps: AppDeps = {
    db: database.db,
    logger,
    siteOrigin: env.siteOrigin,
    appSecret: await resolveAppSecret(env),
    isDemoMode: env.isDemoMode,
    now: () => new Date(),
    databaseHealth: new DatabaseHealth(database.ping, logger),
  };
  return { env, database, deps, logger, api: createApiApp(deps) };
}

export function getRuntime(): Promise<Runtime> {
  globalForRuntime.kakehashiRuntime ??= createRuntime().catch((error) => {
    globalForRuntime.kakehashiRuntime = undefined;
    throw error;
  });
  return globalForRuntime.kakehashiRuntime;
}

export async function closeRuntime(): Promise<void> {
  const runtime = await globalForRuntime.kakehashiRuntime?.catch(() => undefined);
  globalForRuntime.kakehashiRuntime = undefined;
  await runtime?.database.close();
}

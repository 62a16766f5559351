import path from "node:path";

import { databaseTargetFor, describeTarget, openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { lockPublishedOperatorPasswords, seedIfEmpty, seedReferenceData } from "@/db/seed";
import { getEnv, isPublicDemo, type AppEnv } from "@/lib/env";
import { getLogger, type Logger } from "@/lib/logger";

import { resolveAppSecret } from "./app-secret";
import type { AppDeps } from "./context";
import { DatabaseEvents } from "./database-events";
import { DatabaseHealth } from "./database-health";
import { createAppClock } from "./offset-clock";
import type { StartUpLines } from "./start-up-lines";
import { LocalUploadStore } from "./uploads/local-upload-store";

/**
 * Everything one process shares: configuration, the database and the deps every request handler
 * and page reads. The server (src/server/main.ts) builds the API app on these deps; pages reach them
 * through getRuntime, which finds the same promise on globalThis.
 */
export type Runtime = {
  env: AppEnv;
  database: DatabaseHandle;
  deps: AppDeps;
  logger: Logger;
};

// Cached on globalThis: the HTTP server and Next's bundled page code are separate module graphs in
// one process, and PGlite allows only one owner of its data directory.
const globalForRuntime = globalThis as unknown as { kakehashiRuntime?: Promise<Runtime> };

async function createRuntime(lines?: StartUpLines): Promise<Runtime> {
  const env = getEnv();
  const logger = getLogger();
  const target = databaseTargetFor(env);
  const started = Date.now();
  lines?.step(2, `データベースを準備しています: ${describeTarget(target)}…`);
  const database = await openDatabase(target);
  await runMigrations(database);
  logger.info({ database: describeTarget(target), ms: Date.now() - started }, "database ready");
  // Reference data (prefectures, professions, skills …) at every start, demo or not: the pages need
  // it, it is idempotent, and a release may have added rows. Demo data only into a database without
  // any user.
  if (env.isDemoMode) {
    const seeded = await seedIfEmpty(database, {
      onDemoStart: ({ projects, pros }) =>
        lines?.step(3, `デモデータを投入しています（案件 ${projects.toLocaleString("ja-JP")}件・プロ ${pros.toLocaleString("ja-JP")}人）…`),
      onProgress: (message) => logger.info({ seed: message }, "seeding demo data"),
    });
    if (!seeded) lines?.step(3, "デモデータは投入済みです（そのまま使います）");
    // Decision 005: anyone can read the published password, so at a public origin no operator keeps it.
    if (isPublicDemo(env)) {
      const locked = await lockPublishedOperatorPasswords(database.db);
      if (locked > 0) logger.warn({ operators: locked }, "public demo: the operators' published password was replaced by an unknown one");
    }
  } else {
    await seedReferenceData(database.db);
    lines?.step(3, "デモデータは投入しません（デモモード: オフ）");
  }
  const deps: AppDeps = {
    db: database.db,
    logger,
    siteOrigin: env.siteOrigin,
    appSecret: await resolveAppSecret(env),
    previousAppSecret: env.previousAppSecret,
    isDemoMode: env.isDemoMode,
    now: createAppClock(env.clockOffsetFile),
    databaseHealth: new DatabaseHealth(database.ping, logger),
    events: new DatabaseEvents(database, logger),
    uploads: new LocalUploadStore(path.join(env.dataDir, "uploads")),
  };
  return { env, database, deps, logger };
}

/** The process's runtime, created on first call; the server passes `lines` to show its start-up steps. */
export function getRuntime(lines?: StartUpLines): Promise<Runtime> {
  globalForRuntime.kakehashiRuntime ??= createRuntime(lines).catch((error) => {
    globalForRuntime.kakehashiRuntime = undefined;
    throw error;
  });
  return globalForRuntime.kakehashiRuntime;
}

export async function closeRuntime(): Promise<void> {
  const runtime = await globalForRuntime.kakehashiRuntime?.catch(() => undefined);
  globalForRuntime.kakehashiRuntime = undefined;
  await runtime?.deps.events.close();
  await runtime?.database.close();
}

// npm run db:migrate — applies committed migrations to DATABASE_URL (server) or DATA_DIR (PGlite)
// without starting the app (the app also migrates at start-up).
import { describeTarget, openDatabase, type DatabaseTarget } from "../client";
import { runMigrations } from "../migrate";

const target: DatabaseTarget = process.env.DATABASE_URL
  ? { kind: "postgres", url: process.env.DATABASE_URL, poolSize: 1 }
  : { kind: "pglite", dataDir: process.env.DATA_DIR || "./.data" };

const started = performance.now();
const handle = await openDatabase(target);
try {
  await runMigrations(handle);
  console.log(`[migrate] ${describeTarget(target)}: up to date in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}

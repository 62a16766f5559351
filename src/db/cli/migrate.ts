// npm run db:migrate — applies committed migrations to DATABASE_URL (server) or DATA_DIR (PGlite)
// without starting the app (the app also migrates at start-up).
import { databaseTargetFor, describeTarget, openDatabase } from "../client";
import { DataDirLockedError } from "../data-dir-lock";
import { runMigrations } from "../migrate";

const target = databaseTargetFor({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR || "./.data" }, 1);

async function main(): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase(target);
  try {
    await runMigrations(handle);
    console.log(`[migrate] ${describeTarget(target)}: up to date in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // A running server on the same data directory: say so plainly; anything else keeps its stack.
  console.error(error instanceof DataDirLockedError ? `[migrate] ${error.message}` : error);
  process.exitCode = 1;
});

// npm run seed -- [--projects N] [--pros N] [--corporations N] [--seed N] [--reset]
// Seeds the database named by DATABASE_URL (PostgreSQL server) or DATA_DIR (PGlite, default ./.data).
import { parseArgs } from "node:util";

import { databaseTargetFor, describeTarget, openDatabase } from "../client";
import { DataDirLockedError } from "../data-dir-lock";
import { runMigrations } from "../migrate";
import { DEFAULT_DEMO_SIZES, hasAnyUser, resetDemoData, seedDemoData, seedReferenceData } from "../seed";

/** A mistake on the command line: reported in one line, without a stack trace. */
class UsageError extends Error {}

type SeedArgs = { projects: number; pros: number; corporations?: number; seed?: number; reset: boolean };

function parseCount(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replaceAll("_", ""));
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} には ${min} 以上の整数を指定してください（指定値: ${value}）`);
  return n;
}

const OPTIONS = {
  projects: { type: "string" },
  pros: { type: "string" },
  corporations: { type: "string" },
  seed: { type: "string" },
  reset: { type: "boolean", default: false },
} as const;

function parseSeedArgs(argv: string[]): SeedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  return {
    projects: parseCount("projects", values.projects, 0) ?? DEFAULT_DEMO_SIZES.projects,
    pros: parseCount("pros", values.pros, 0) ?? DEFAULT_DEMO_SIZES.pros,
    corporations: parseCount("corporations", values.corporations, 5),
    seed: parseCount("seed", values.seed, 0),
    reset: values.reset ?? false,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = parseSeedArgs(process.argv.slice(2));
  // The app's environment module validates more than a seed needs; read only these two here.
  const target = databaseTargetFor({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR || "./.data" }, 2);
  const log = (message: string) => console.log(`[seed] ${message}`);
  log(`database: ${describeTarget(target)}`);
  const handle = await openDatabase(target);
  try {
    await runMigrations(handle);
    if (args.reset) {
      log("--reset: emptying every non-reference table");
      await resetDemoData(handle);
    }
    await seedReferenceData(handle.db);
    log("reference data: up to date");
    if (await hasAnyUser(handle)) {
      log("the database already has users: demo data skipped (use --reset to replace it)");
    } else {
      log(`demo data: ${args.projects.toLocaleString("en-US")} projects, ${args.pros.toLocaleString("en-US")} pros`);
      const summary = await seedDemoData(handle, { ...args, onProgress: log });
      log(`demo data: ${JSON.stringify({ ...summary, seconds: Number(summary.seconds.toFixed(1)) })}`);
    }
  } finally {
    await handle.close();
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error("[seed] failed:", error instanceof Error ? error.message : error);
  const isForPeople = error instanceof UsageError || error instanceof DataDirLockedError;
  if (error instanceof Error && !isForPeople && error.stack) console.error(error.stack);
  process.exitCode = 1;
});

import { performance } from "node:perf_hooks";

import { openDatabase } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";
import { seedDemoData, seedReferenceData } from "../../src/db/seed";
import { flag } from "./options";

/**
 * The database a scale benchmark measures: DATABASE_URL's server, else PGlite (in memory, or kept in
 * BENCH_DATA_DIR). Seeds `--projects` demo projects (and one pro per ten) unless `--reuse` is given.
 */
export async function openSeededBenchDatabase() {
  const projectCount = flag("projects", 100_000);
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: process.env.BENCH_DATA_DIR ?? "memory://" });
  await runMigrations(handle);
  if (process.argv.includes("--reuse")) return { handle, projectCount, seeded: null };
  const started = performance.now();
  await seedReferenceData(handle.db);
  const summary = await seedDemoData(handle, { projects: projectCount, pros: Math.min(100_000, Math.max(1000, projectCount / 10)) });
  return { handle, projectCount, seeded: { summary, seconds: (performance.now() - started) / 1000 } };
}

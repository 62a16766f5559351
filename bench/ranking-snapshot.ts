/**
 * The ranking's start-up cost in a process, with the completed days' snapshot (one row the job
 * `ranking.completed-days` writes, decision 008) against summing them as every process did before,
 * on PGlite and on the PostgreSQL server side by side in one run. Seeds both at `--projects`.
 *   npm run bench:ranking-snapshot -- --projects 100000 [--runs 20]
 * PGlite is in memory unless BENCH_DATA_DIR is set; the server side is a scratch database on
 * 127.0.0.1:5432 (E2E_ADMIN_DATABASE_URL), dropped afterwards, unless BENCH_SERVER_URL names one to
 * keep. A database that already has projects is measured as it is (seeded by an earlier run).
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows, type DatabaseHandle } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedDemoData, seedReferenceData } from "../src/db/seed";
import { findProjectActivity } from "../src/features/projects/ranking/project-ranking.queries";
import { RankingCache } from "../src/features/projects/ranking/ranking-cache";
import { findRankingSnapshot, refreshRankingSnapshot } from "../src/features/projects/ranking/ranking-snapshot";
import { rankingWindowAt } from "../src/features/projects/ranking/ranking-window";
import { createScratchServerDatabase, type ScratchServerDatabase } from "../tests/support/scratch-server-database";
import { flag } from "./support/options";
import { percentile } from "./support/percentile";

const runs = flag("runs", 20);
const fewer = Math.max(3, Math.round(runs / 4));
const projectCount = flag("projects", 100_000);
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").trim();

type Figure = { p50: number; p95: number };
const results = new Map<string, Map<string, Figure>>();

async function measure(engine: string, label: string, count: number, before: () => Promise<unknown>, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < count + 2; i++) {
    await before();
    const started = performance.now();
    await run();
    if (i >= 2) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const figure = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  console.log(`  ${label}: ${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)} ms`);
  if (!results.has(label)) results.set(label, new Map());
  results.get(label)!.set(engine, figure);
}

async function benchEngine(engine: string, handle: DatabaseHandle) {
  await runMigrations(handle);
  const [{ projects }] = (await selectRows<{ projects: number }>(handle.db, sql`select count(*)::int as projects from projects`)) as [{ projects: number }];
  if (projects === 0) {
    const started = performance.now();
    await seedReferenceData(handle.db);
    await seedDemoData(handle, { projects: projectCount, pros: Math.min(100_000, Math.max(1000, projectCount / 10)) });
    console.log(`${engine}: seeded ${projectCount.toLocaleString("en-US")} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { db } = handle;
  // The seed dates everything relative to the moment it ran: measure at that moment's window.
  const now = new Date();
  const window = rankingWindowAt(now);
  const dropSnapshot = () => db.execute(sql`delete from ranking_snapshots`);
  const nothing = async () => {};
  console.log(`${engine} (load ${loadAverage()}):`);

  await measure(engine, "the 29 completed days summed (what each process ran at start-up before)", fewer, nothing, () => findProjectActivity(db, window.completed!));
  await measure(engine, "start-up without a snapshot: sum, store, today, top 30 open (fallback)", fewer, dropSnapshot, () => new RankingCache().recompute(db, now));
  await measure(engine, "job, snapshot missing: sum and store (once a JST day, one process)", fewer, dropSnapshot, () => refreshRankingSnapshot(db, now));
  await measure(engine, "snapshot read (one row, three int[])", runs, nothing, () => findRankingSnapshot(db, window.toDay));
  await measure(engine, "**start-up with the snapshot**: read, today, top 30 open", runs, nothing, () => new RankingCache().recompute(db, now));
  await measure(engine, "job, snapshot present (each minute: one primary-key read)", runs, nothing, () => refreshRankingSnapshot(db, now));
  const warm = new RankingCache();
  await warm.recompute(db, now);
  await measure(engine, "recomputation each minute (completed days in memory; unchanged)", runs, nothing, () => warm.recompute(db, now));

  const [facts] = await selectRows<Record<string, number>>(
    db,
    sql`select cardinality(project_ids) as projects, pg_column_size(project_ids) + pg_column_size(views) + pg_column_size(likes) as bytes,
      pg_total_relation_size('ranking_snapshots') as "tableBytes" from ranking_snapshots where day = ${window.toDay}::date`,
  );
  console.log(`  snapshot: ${JSON.stringify(facts)}; load after ${loadAverage()}`);
}

let scratch: ScratchServerDatabase | undefined;
try {
  const pglite = await openDatabase({ kind: "pglite", dataDir: process.env.BENCH_DATA_DIR ?? "memory://" });
  try {
    await benchEngine("PGlite", pglite);
  } finally {
    await pglite.close();
  }
  let serverUrl = process.env.BENCH_SERVER_URL;
  if (!serverUrl) {
    scratch = await createScratchServerDatabase("bench_ranking_snapshot");
    serverUrl = scratch.url;
  }
  const server = await openDatabase({ kind: "postgres", url: serverUrl });
  try {
    await benchEngine("PostgreSQL", server);
  } finally {
    await server.close();
  }
} finally {
  await scratch?.drop();
}

const engines = ["PGlite", "PostgreSQL"];
console.log(`\n| measure (p50 / p95, ${runs} runs, ${fewer} for the slow ones, after 2 warm-ups) | ${engines.join(" | ")} |`);
console.log(`|---|${engines.map(() => "---").join("|")}|`);
for (const [label, byEngine] of results) {
  const cells = engines.map((engine) => {
    const figure = byEngine.get(engine);
    return figure ? `${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)} ms` : "–";
  });
  console.log(`| ${label} | ${cells.join(" | ")} |`);
}

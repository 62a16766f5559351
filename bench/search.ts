/**
 * Japanese project search at scale, through the real API app (GET /api/v2/top/projects), for the
 * query classes of the search issue. Seeds a fresh database first unless --reuse is given.
 *   npm run bench:search -- --projects 100000            (in-memory PGlite; BENCH_DATA_DIR=dir keeps it)
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:search -- --projects 1000000 [--reuse]
 */
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { BrowserLikeClient } from "../tests/support/api-client";
import { NO_CONTRACT_CHECK } from "./support/options";
import { createTestApp } from "../tests/support/test-database";
import { SEARCH_CLASSES } from "./support/search-classes";
import { flag } from "./support/options";
import { openSeededBenchDatabase } from "./support/seeded-database";
import { percentile } from "./support/percentile";

const runs = flag("runs", 20);
const { handle, projectCount, seeded } = await openSeededBenchDatabase();
if (seeded) console.log(`seeded ${projectCount.toLocaleString("en-US")} projects in ${seeded.seconds.toFixed(1)} s`);
const [{ total }] = (await selectRows<{ total: number }>(handle.db, sql`select count(*)::int as total from projects`)) as [{ total: number }];

/** Share of rows whose normalised text contains the word, to label the classes honestly. */
async function share(normalizedWord: string): Promise<string> {
  const [row] = await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from projects where search_text like ${`%${normalizedWord}%`}`);
  return `${((100 * row!.n) / total).toFixed(1)} %`;
}

// Every run comes from one address within a minute: without this, the anonymous read limit
// (decision 004; 120 a minute) would answer 429 from the 121st on. Its cost is in search-throughput.
const app = createTestApp(handle, { anonymousReadLimit: null });
const client = new BrowserLikeClient(app, "192.0.2.50", NO_CONTRACT_CHECK);
const classes: [string, string, string?][] = [];
for (const c of SEARCH_CLASSES) classes.push([c.label, c.query, c.shareOf ? await share(c.shareOf) : undefined]);

console.log(`\ndatabase: ${handle.kind}; ${total.toLocaleString("en-US")} projects; ${runs} runs per class after 2 warm-ups\n`);
console.log("| class | share of rows | p50 | p95 | total | bytes |\n|---|---|---|---|---|---|");
for (const [label, query, rowShare] of classes) {
  const samples: number[] = [];
  let totalCount = "";
  let bytes = 0;
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const response = await client.request("GET", `/api/v2/top/projects?${query}`);
    const text = await response.text();
    bytes = Buffer.byteLength(text);
    const body = JSON.parse(text) as { totalCount: number; isTotalCapped: boolean };
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 2) samples.push(performance.now() - started);
    totalCount = `${body.totalCount.toLocaleString("en-US")}${body.isTotalCapped ? "+" : ""}`;
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => percentile(samples, p).toFixed(1);
  console.log(`| ${label} | ${rowShare ?? ""} | ${pct(50)} ms | ${pct(95)} ms | ${totalCount} | ${bytes.toLocaleString("en-US")} |`);
}
await handle.close();

/**
 * Does POST /api/v2/password_resets take the same time for an address with an account and one
 * without (decision 019)? Through the real Hono app and middleware on a migrated database
 * (in-memory PGlite, or the server when DATABASE_URL is set), the two kinds interleaved (A B A B …
 * with the order of each pair alternating) so drift hits both alike; a new client address per
 * request so the per-IP limit is not what is measured. Every known and unknown address is a
 * different one (`--addresses`, cycled), so the pending-job de-duplication applies to both kinds
 * alike. Run: npm run bench:reset-timing [-- --runs 400 --addresses 50]
 */
import { performance } from "node:perf_hooks";

import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { BrowserLikeClient } from "../tests/support/api-client";
import { proSignUpBody, signUpThroughApi } from "../tests/support/accounts";
import { createTestApp } from "../tests/support/test-database";
import { NO_CONTRACT_CHECK, flag } from "./support/options";
import { percentile } from "./support/percentile";

const runs = flag("runs", 400);
const addressCount = flag("addresses", 50);

const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
await runMigrations(handle);
const app = createTestApp(handle);

const stamp = Date.now();
const known: string[] = [];
for (let i = 0; i < addressCount; i++) {
  const body = proSignUpBody({ email: `reset-bench-${stamp}-${i}@example.test` });
  await signUpThroughApi(new BrowserLikeClient(app, `192.0.2.${(i % 250) + 1}`, NO_CONTRACT_CHECK), body);
  known.push(body.email);
}
const unknown = known.map((_, i) => `nobody-${stamp}-${i}@example.test`);

let ip = 0;
async function timeOne(email: string): Promise<number> {
  const client = new BrowserLikeClient(app, `10.${Math.floor(ip / 62500) % 250}.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`, NO_CONTRACT_CHECK);
  await client.fetchCsrfToken();
  const started = performance.now();
  const response = await client.request("POST", "/api/v2/password_resets", { json: { email } });
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
  await response.arrayBuffer();
  return elapsed;
}

// Warm-up (JIT, statement caches), not counted.
for (let i = 0; i < 30; i++) {
  await timeOne(known[i % addressCount]!);
  await timeOne(unknown[i % addressCount]!);
}

const samples = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < runs; i++) {
  const pair: Array<keyof typeof samples> = i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"];
  for (const kind of pair) samples[kind].push(await timeOne((kind === "known" ? known : unknown)[i % addressCount]!));
}

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(`${label.padEnd(22)} p50 ${p50.toFixed(2)} ms   p95 ${percentile(sorted, 95).toFixed(2)} ms   (n=${values.length})`);
  return p50;
};
console.log(`database: ${handle.kind}; POST /api/v2/password_resets, interleaved, ${addressCount} addresses of each kind`);
const knownP50 = summary("existing address", samples.known);
const unknownP50 = summary("unknown address", samples.unknown);
const difference = Math.abs(knownP50 - unknownP50);
console.log(`p50 difference         ${difference.toFixed(2)} ms   (target ≤ 5 ms: ${difference <= 5 ? "met" : "NOT met"})`);
await handle.close();

/**
 * Login latency with the production argon2 settings: argon2 alone, then POST /api/v2/sessions
 * through the real Hono app and middleware on a migrated database (in-memory PGlite, or the
 * server when DATABASE_URL is set). Run: npm run bench:login [-- --runs 50]
 */
import { performance } from "node:perf_hooks";

import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { hashPassword, verifyPassword } from "@/lib/password-hash";
import { BrowserLikeClient } from "../tests/support/api-client";
import { NO_CONTRACT_CHECK } from "./support/options";
import { proSignUpBody, signUpThroughApi, VALID_PASSWORD } from "../tests/support/accounts";
import { createTestApp } from "../tests/support/test-database";
import { flag } from "./support/options";
import { percentile } from "./support/percentile";

const runs = flag("runs", 50);

async function time(label: string, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${percentile(samples, 50).toFixed(1)} ms   p95 ${percentile(samples, 95).toFixed(1)} ms   (n=${runs})`);
}

const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
await runMigrations(handle);
const app = createTestApp(handle);
const body = proSignUpBody({ email: `bench-${Date.now()}@example.test` });
await signUpThroughApi(new BrowserLikeClient(app, "192.0.2.200", NO_CONTRACT_CHECK), body);
const hash = await hashPassword(VALID_PASSWORD);

console.log(`database: ${handle.kind}; argon2id m=19456 KiB, t=2, p=1`);
await time("argon2id hash", () => hashPassword(VALID_PASSWORD));
await time("argon2id verify", () => verifyPassword(hash, VALID_PASSWORD));
let ip = 0;
await time("POST /api/v2/sessions (success)", async () => {
  // A new address each time: the per-IP limit is not what is being measured.
  const client = new BrowserLikeClient(app, `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`, NO_CONTRACT_CHECK);
  await client.fetchCsrfToken();
  const response = await client.request("POST", "/api/v2/sessions", { json: { email: body.email, password: VALID_PASSWORD } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
});
await time("POST /api/v2/sessions (wrong password)", async () => {
  const client = new BrowserLikeClient(app, `10.8.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`, NO_CONTRACT_CHECK);
  await client.fetchCsrfToken();
  await client.request("POST", "/api/v2/sessions", { json: { email: body.email, password: "wrong-password-1" } });
});
await handle.close();

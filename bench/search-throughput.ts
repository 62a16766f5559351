/**
 * Search throughput under concurrency: N clients (default 20) send the search classes of
 * bench/support/search-classes.ts round-robin for a fixed time, first as GET /api/v2/top/projects
 * over HTTP to the real server process (src/server/main.ts on the production build, the same as
 * `npm start`), then as the very SQL statements the API runs for those requests, sent straight
 * through a node-postgres Pool of N connections. The ratio says how much of the database's
 * throughput survives the API (HTTP, Hono, validation, JSON). Short rounds alternate the two sides,
 * so that load from outside the benchmark (other processes on the machine) falls on both alike.
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:search-throughput -- [--clients 20] [--seconds 5] [--rounds 6]
 * The database must already hold the data (e.g. from `npm run bench:search -- --projects 1000000`).
 * `--base-url http://127.0.0.1:PORT` drives a server already running on that database instead (to
 * watch its process, for instance); start it with TRUST_PROXY=true, like the server this starts.
 * Each API request comes from its own address (X-Forwarded-For, trusted by that server): one
 * address would be refused past 120 reads a minute (decision 004), and many visitors are what the
 * limit's counter sees in production.
 */
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import type { Database } from "../src/db/client";
import * as schema from "../src/db/schema";
import { searchProjects } from "../src/features/projects/search/search-projects.service";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startAppServer, type AppServer } from "../tests/support/app-server";
import { flag } from "./support/options";
import { percentile } from "./support/percentile";
import { SEARCH_CLASSES } from "./support/search-classes";

const clients = flag("clients", 20);
const seconds = flag("seconds", 5);
const rounds = flag("rounds", 6);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL must name a seeded PostgreSQL database");

type Statement = { text: string; params: unknown[] };
/** One round trip's worth of work: a lone statement, or a transaction on one connection. */
type Unit = { transaction: boolean; statements: Statement[] };

/**
 * The statements searchProjects sends for one request, recorded through Drizzle's query logger
 * (begin and commit included) after a first call has filled the per-process caches.
 */
async function recordStatements(pool: pg.Pool, query: string): Promise<Unit[]> {
  let recorded: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => void recorded.push({ text, params }) } }) as unknown as Database;
  await searchProjects(db, new URLSearchParams(query), null);
  recorded = [];
  await searchProjects(db, new URLSearchParams(query), null);
  const units: Unit[] = [];
  let open: Unit | undefined;
  for (const statement of recorded) {
    if (statement.text === "begin") open = { transaction: true, statements: [statement] };
    else if (open) open.statements.push(statement);
    else units.push({ transaction: false, statements: [statement] });
    if (open && statement.text === "commit") {
      units.push(open);
      open = undefined;
    }
  }
  return units;
}

async function runUnits(pool: pg.Pool, units: Unit[]): Promise<void> {
  for (const unit of units) {
    if (!unit.transaction) {
      await pool.query(unit.statements[0]!.text, unit.statements[0]!.params);
      continue;
    }
    const client = await pool.connect();
    try {
      for (const s of unit.statements) await client.query(s.text, s.params);
    } finally {
      client.release();
    }
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

/** A new address in 198.18.0.0/15 (RFC 2544, for benchmarks) for each request. */
let sent = 0;
function nextClientAddress(): string {
  sent += 1;
  return `198.${18 + ((sent >> 16) & 1)}.${(sent >> 8) & 255}.${sent & 255}`;
}

function getOverHttp(baseUrl: string, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = { accept: "application/json", "x-forwarded-for": nextClientAddress() };
    const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${response.statusCode}`))));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

type Result = { requests: number; perSecond: number; p50: number; p95: number };

/** `clients` loops, each taking the next class in turn, until the time is up. */
async function drive(send: (classIndex: number) => Promise<void>, forSeconds = seconds): Promise<Result> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const classIndex = next++ % SEARCH_CLASSES.length;
        const sent = performance.now();
        await send(classIndex);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const baseUrlIndex = process.argv.indexOf("--base-url");
let server: AppServer = { baseUrl: process.argv[baseUrlIndex + 1]!, stop: async () => undefined };
if (baseUrlIndex < 0) {
  buildIfNeeded();
  server = await startAppServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" });
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
try {
  const units: Unit[][] = [];
  for (const c of SEARCH_CLASSES) units.push(await recordStatements(pool, c.query));
  const api = (i: number) => getOverHttp(server.baseUrl, `/api/v2/top/projects?${SEARCH_CLASSES[i]!.query}`);
  const direct = (i: number) => runUnits(pool, units[i]!);
  // Warm both paths (connections, caches, plans, the server's compiled code) before measuring.
  for (let i = 0; i < SEARCH_CLASSES.length; i++) {
    await api(i);
    await direct(i);
  }
  await drive(api, 5);
  await drive(direct, 5);

  const statements = units.reduce((n, u) => n + u.reduce((m, unit) => m + unit.statements.length, 0), 0);
  console.log(`\n${clients} concurrent clients, ${seconds} s per side per round, ${SEARCH_CLASSES.length} classes round-robin`);
  console.log(`SQL side: ${(statements / SEARCH_CLASSES.length).toFixed(1)} statements per request on average (begin/commit included)\n`);
  console.log("| round | SQL requests/s | API requests/s | API / SQL | SQL p50 / p95 | API p50 / p95 |\n|---|---|---|---|---|---|");
  const totals = { api: 0, sql: 0 };
  const loadBefore = os.loadavg()[0]!;
  for (let round = 1; round <= rounds; round++) {
    const sql = await drive(direct);
    const http = await drive(api);
    totals.sql += sql.perSecond;
    totals.api += http.perSecond;
    const ms = (r: Result) => `${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} ms`;
    const ratio = `${((100 * http.perSecond) / sql.perSecond).toFixed(0)} %`;
    console.log(`| ${round} | ${sql.perSecond.toFixed(1)} | ${http.perSecond.toFixed(1)} | ${ratio} | ${ms(sql)} | ${ms(http)} |`);
  }
  console.log(`\nload average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`);
  console.log(
    `API / SQL throughput: ${(totals.api / rounds).toFixed(1)} / ${(totals.sql / rounds).toFixed(1)} requests/s = ${((100 * totals.api) / totals.sql).toFixed(0)} %`,
  );
} finally {
  agent.destroy();
  await pool.end();
  await server.stop();
}

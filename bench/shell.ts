/**
 * The site shell's calls at scale: GET /api/v2/me (unread announcement and message flags), the
 * announcements list, mark-all-read and the corporation switch, through the real Hono app, on the
 * demo data plus N announcements read by M other users (announcement_reads = N × M rows).
 * Run: npm run bench:shell [-- --announcements 1000 --readers 1000 --runs 30]
 * On the PostgreSQL server: DATABASE_URL=postgres://… npm run bench:shell (use a scratch database).
 */
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedIfEmpty } from "../src/db/seed";
import { getFooterProjectList } from "../src/features/projects/footer-project-list";
import { BrowserLikeClient } from "../tests/support/api-client";
import { NO_CONTRACT_CHECK } from "./support/options";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag } from "./support/options";
import { percentile } from "./support/percentile";

const announcementCount = flag("announcements", 1000);
const readerCount = flag("readers", 1000);
const runs = flag("runs", 30);

async function time(label: string, fn: (run: number) => Promise<unknown>, count = runs) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`| ${label} | ${percentile(samples, 50).toFixed(1)} ms | ${percentile(samples, 95).toFixed(1)} ms | ${count} |`);
}

async function expectStatus(response: Promise<Response>, status: number) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${await answer.text()}`);
}

const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
await runMigrations(handle);
await seedIfEmpty(handle);

let started = performance.now();
await handle.db.execute(sql`
  insert into announcements (title, body, target_url, audience, published_at)
  select 'ベンチマーク用のお知らせ ' || n, '本文 ' || n, '/news/1',
         (array['all', 'pro', 'orderer'])[1 + n % 3], now() - make_interval(mins => n)
  from generate_series(1, ${announcementCount}) as n`);
// Other users who have read everything: the table the unread checks must not scan.
await handle.db.execute(sql`
  insert into announcement_reads (user_id, announcement_id)
  select u.id, a.id from (select id from users order by id offset 4 limit ${readerCount}) u cross join announcements a
  on conflict do nothing`);
const [{ reads }] = (await selectRows<{ reads: number }>(handle.db, sql`select count(*)::int as reads from announcement_reads`)) as [{ reads: number }];
console.log(
  `database: ${handle.kind}; ${announcementCount} extra announcements, ${reads.toLocaleString("en-US")} read rows (set-up ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);

const app = createTestApp(handle);
const orderer = new BrowserLikeClient(app, "192.0.2.10", NO_CONTRACT_CHECK);
await logInAs(handle, orderer, 2);
const me = (await (await orderer.request("GET", "/api/v2/me")).json()) as { corporations: { id: number }[] };

console.log("| call (demo orderer, 3 corporations) | p50 | p95 | runs |\n|---|---|---|---|");
await time("GET /api/v2/me (unread announcements)", () => expectStatus(orderer.request("GET", "/api/v2/me"), 200));
await time("GET /api/v2/announcements page 1 (none read)", () => expectStatus(orderer.request("GET", "/api/v2/announcements"), 200));
await time("POST /api/v2/announcement_reads (first: marks all)", () => expectStatus(orderer.request("POST", "/api/v2/announcement_reads"), 200), 1);
await time("POST /api/v2/announcement_reads (again: no-op)", () => expectStatus(orderer.request("POST", "/api/v2/announcement_reads"), 200));
await time("GET /api/v2/me (all read)", () => expectStatus(orderer.request("GET", "/api/v2/me"), 200));
await time("GET /api/v2/announcements page 1 (all read)", () => expectStatus(orderer.request("GET", "/api/v2/announcements"), 200));
const lastPage = Math.ceil((announcementCount + 30) / 20);
await time(`GET /api/v2/announcements?page=${lastPage} (deep)`, () => expectStatus(orderer.request("GET", `/api/v2/announcements?page=${lastPage}`), 200));
await time("PATCH /api/v2/current_corporations/{id}", (i) =>
  expectStatus(orderer.request("PATCH", `/api/v2/current_corporations/${me.corporations[i % me.corporations.length]!.id}`), 200),
);
started = performance.now();
await getFooterProjectList(handle.db);
console.log(`| footer link groups, first read (then cached in memory) | ${(performance.now() - started).toFixed(1)} ms | – | 1 |`);
await handle.close();

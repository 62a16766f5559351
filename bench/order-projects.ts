/**
 * The orderer's list (issue 14, spec S-BAR-9): GET /api/v2/current_corporation/projects for a
 * corporation with 2,000 projects, 30 days of views for each, applications, drafts and requests,
 * among other corporations' projects; in-process through the Hono app with a real session. Target
 * p50 ≤ 60 ms. Runs on an in-memory PGlite unless DATABASE_URL names a scratch PostgreSQL database.
 *   npm run bench:order-projects -- [--projects 2000] [--others 20000] [--runs 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<scratch> npm run bench:order-projects
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { insertUser } from "../src/db/seed/factories";
import { jstDayOf } from "../src/lib/jst-day";
import { BrowserLikeClient } from "../tests/support/api-client";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { insertBenchCorporations, openBenchDatabase } from "./support/bench-corporation";
import { percentile } from "./support/percentile";
import { copyProjects } from "./support/project-copies";

const count = flag("projects", 2_000);
const others = flag("others", 20_000);
const runs = flag("runs", 50);

const { handle, label } = await openBenchDatabase();
const { db } = handle;
const now = new Date();
const { corporation, other, owner, template } = await insertBenchCorporations(db, now);

// Copies of one generated row: published a few hours apart, some closed, likes spread; the other
// corporation's projects make the corporation index, not a full scan, the way in.
const varied = {
  content_updated_at: "now() - (n || ' hours')::interval",
  status: "case when n % 5 = 0 then 'closed' else 'open' end",
  like_count: "(n * 7919) % 40",
};
await db.execute(copyProjects(template.id, corporation.id, count - 1, varied));
await db.execute(copyProjects(template.id, other.id, others, varied));
await db.execute(sql`insert into project_view_days (project_id, day, views)
  select p.id, (${jstDayOf(now)}::date - d), (p.id * 31 + d * 17) % 50 from projects p, generate_series(0, 29) as d
  where p.corporation_id = ${corporation.id} or p.id % 10 = 0`);
const pros = [];
for (let i = 0; i < 20; i++) pros.push((await insertUser(db, { isPro: true })).id);
await db.execute(sql`insert into applications (project_id, pro_user_id)
  select p.id, u.id from projects p, unnest(${sql.raw(`array[${pros.join(",")}]`)}::int[]) as u(id)
  where p.corporation_id = ${corporation.id} and (p.id + u.id) % 7 = 0`);
await db.execute(sql`insert into project_drafts (corporation_id, title) select ${corporation.id}, '下書き ' || n from generate_series(1, 5) as n`);
await db.execute(sql`insert into project_requests (corporation_id, requested_by_user_id, title, description, status)
  select ${corporation.id}, ${owner.id}, '依頼 ' || n, '説明', (array['pending','in_review','published','rejected'])[n % 4 + 1] from generate_series(1, 12) as n`);
await db.execute(sql`analyze`);

const app = createTestApp(handle, { now: () => now, anonymousReadLimit: null });
const client = new BrowserLikeClient(app, "192.0.2.10", NO_CONTRACT_CHECK);
await logInAs(handle, client, owner.id, now);

const [{ views }] = (await selectRows<{ views: number }>(db, sql`select count(*)::int as views from project_view_days`)) as [{ views: number }];
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
console.log(`${label}: ${count} projects of the corporation, ${others} of another, ${views} view days; load average ${load}`);
console.log("| query | p50 | p95 |\n|---|---|---|");
for (const query of ["", "?status=open", "?sort=likes", "?sort=views", "?page=50", "?status=draft"]) {
  const times: number[] = [];
  for (let run = 0; run < runs + 5; run++) {
    const started = performance.now();
    const response = await client.request("GET", `/api/v2/current_corporation/projects${query}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
    if (run >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${query || "(newest, all)"} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`);
}
await handle.close();

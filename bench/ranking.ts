/**
 * The project ranking at scale (docs/decisions/008): its two reads, a recomputation, the API as
 * visitors get it, and the cost of recording a view. Seeds a fresh database unless --reuse is given.
 *   npm run bench:ranking -- --projects 100000            (in-memory PGlite; BENCH_DATA_DIR=dir keeps it)
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:ranking -- --projects 100000 [--reuse]
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { findProjectActivity } from "../src/features/projects/ranking/project-ranking.queries";
import { RankingCache } from "../src/features/projects/ranking/ranking-cache";
import { rankingWindowAt } from "../src/features/projects/ranking/ranking-window";
import { upsertProjectViewDay } from "../src/features/projects/views/project-views.queries";
import { jstDayOf } from "../src/lib/jst-day";
import { BrowserLikeClient } from "../tests/support/api-client";
import { NO_CONTRACT_CHECK } from "./support/options";
import { createTestApp } from "../tests/support/test-database";
import { flag } from "./support/options";
import { openSeededBenchDatabase } from "./support/seeded-database";
import { percentile } from "./support/percentile";

const runs = flag("runs", 20);
const { handle, projectCount, seeded } = await openSeededBenchDatabase();
if (seeded) {
  const { summary, seconds } = seeded;
  console.log(
    `seeded ${projectCount.toLocaleString("en-US")} projects, ${summary.likes.toLocaleString("en-US")} likes, ${summary.viewDays.toLocaleString("en-US")} view days in ${seconds.toFixed(1)} s`,
  );
}

// The seed dates everything relative to the moment it ran: measure at that moment's window.
const now = new Date();
const window = rankingWindowAt(now);
const [facts] = await selectRows<Record<string, number>>(
  handle.db,
  sql`
  select (select count(*) from projects)::int as projects,
    (select count(*) from projects where status = 'open')::int as "openProjects",
    (select count(*) from project_view_days)::int as "viewDayRows",
    (select count(*) from project_view_days where day >= ${window.fromDay}::date)::int as "windowViewDayRows",
    (select count(*) from project_view_days where day = ${window.toDay}::date)::int as "todayViewDayRows",
    (select coalesce(sum(views), 0) from project_view_days where day >= ${window.fromDay}::date)::int as "windowViews",
    (select count(*) from project_likes where created_at >= ${window.current.from.toISOString()}::timestamptz - interval '29 days')::int as "windowLikes"`,
);
console.log(
  `\ndatabase: ${handle.kind}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}; ${runs} runs after 2 warm-ups`,
);
console.log(JSON.stringify(facts));

const percentileOf = (samples: number[], p: number) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    p,
  ).toFixed(1);
async function measure(label: string, run: (i: number) => Promise<unknown>, count = runs) {
  const samples: number[] = [];
  for (let i = 0; i < count + 2; i++) {
    const started = performance.now();
    await run(i);
    if (i >= 2) samples.push(performance.now() - started);
  }
  console.log(`| ${label} | ${percentileOf(samples, 50)} ms | ${percentileOf(samples, 95)} ms |`);
}

console.log("\n| measure | p50 | p95 |\n|---|---|---|");
const fewer = Math.max(3, Math.round(runs / 4));
await measure("completed days read (once per JST day)", () => findProjectActivity(handle.db, window.completed!), fewer);
await measure("today's read (each recomputation)", () => findProjectActivity(handle.db, window.current));
await measure("first computation (completed days + today + top 30 open)", () => new RankingCache().recompute(handle.db, now), fewer);
const warm = new RankingCache();
await warm.recompute(handle.db, now);
await measure("recomputation, completed days in memory", () => warm.recompute(handle.db, now));

// One address, one frozen minute: the anonymous read limit (decision 004) would refuse `--runs` past 118.
const app = createTestApp(handle, { now: () => now, anonymousReadLimit: null });
const client = new BrowserLikeClient(app, "192.0.2.60", NO_CONTRACT_CHECK);
await measure("GET /api/v2/top/projects/ranking, cached order (visitor)", async () => {
  const response = await client.request("GET", "/api/v2/top/projects/ranking");
  if (response.status !== 200) throw new Error(`ranking answered ${response.status}`);
  await response.json();
});

const [{ maxId }] = (await selectRows<{ maxId: number }>(handle.db, sql`select max(id)::int as "maxId" from projects`)) as [{ maxId: number }];
const today = jstDayOf(now);
const randomProject = () => 1 + Math.floor(Math.random() * maxId);
await measure("view upsert (the app's statement), random project", () => upsertProjectViewDay(handle.db, randomProject(), today), runs * 5);
await measure("view upsert (the app's statement), same project", () => upsertProjectViewDay(handle.db, 7, today), runs * 5);
// What decision 008 rejected: bumping projects.view_count in the same statement.
await measure(
  "(rejected) view upsert + projects.view_count, random project",
  () =>
    handle.db.execute(sql`with counted as (
      insert into project_view_days (project_id, day, views) select id, ${today}::date, 1 from projects where id = ${randomProject()}
      on conflict (project_id, day) do update set views = project_view_days.views + 1 returning project_id)
    update projects set view_count = view_count + 1 where id in (select project_id from counted)`),
  runs * 5,
);
await handle.close();

/**
 * The applicant board (issue 15): GET /api/v2/current_corporation/applications for a corporation with
 * 5,000 applications over 200 projects (beside another corporation's 20,000), the apply POST, and
 * the match chips of a page of 50 cards; in-process through the Hono app with real sessions. Targets:
 * board p95 ≤ 100 ms (server) and ≤ 200 ms (PGlite); apply p95 ≤ 50 ms; chips for 50 cards ≤ 20 ms.
 * Runs on an in-memory PGlite unless DATABASE_URL names a scratch PostgreSQL database.
 *   npm run bench:board -- [--applications 5000] [--projects 200] [--runs 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<scratch> npm run bench:board
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { findColumnCards } from "../src/features/applications/board/board.queries";
import { matchChips } from "../src/features/applications/board/match-chips";
import { getCatalog } from "../src/features/catalog/catalog.service";
import { BrowserLikeClient } from "../tests/support/api-client";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { insertBenchCorporations, openBenchDatabase } from "./support/bench-corporation";
import { percentile } from "./support/percentile";
import { copyProjects } from "./support/project-copies";

const applicationCount = flag("applications", 5_000);
const projectCount = flag("projects", 200);
const runs = flag("runs", 50);

const { handle, label } = await openBenchDatabase();
const { db } = handle;
const now = new Date();
const { corporation, other, owner, template } = await insertBenchCorporations(db, now);
await db.execute(copyProjects(template.id, corporation.id, projectCount - 1));
await db.execute(copyProjects(template.id, other.id, projectCount * 4));

// Pros with a profile each (a headline and skills, the least an application needs); every pro
// applies to up to 10 projects, so 5,000 applications take 500 pros.
const prosNeeded = Math.ceil(applicationCount / 10) + Math.ceil((applicationCount * 4) / 10) + runs + 10;
await db.execute(sql`insert into users (email, password_hash, last_name, first_name, last_name_kana, first_name_kana, is_pro, email_verified_at)
  select 'bench-pro-' || n || '@example.test', 'x', '山田', '太郎' || n, 'ヤマダ', 'タロウ', true, now() from generate_series(1, ${prosNeeded}) as n`);
await db.execute(sql`insert into pro_profiles (user_id, headline, skill_ids, desired_monthly_rate_man, available_days_per_week)
  select id, 'フロントエンドエンジニア', array[1, 18, (id % 40) + 1], 50 + id % 40, 1 + id % 5 from users where email like 'bench-pro-%'`);
// Application i goes to the corporation's project i % projects, from pro i / 10.
const fill = async (corporationId: number, total: number, proOffset: number) =>
  db.execute(sql`
    insert into applications (project_id, pro_user_id, status, message, status_changed_at, created_at)
    select p.id, u.id, (array['applied','in_talks','meeting','hired','declined','withdrawn'])[i % 6 + 1],
      'ReactとTypeScriptでの開発経験を活かしてお力になれればと思います。', now() - ((i % 20) || ' days')::interval, now() - ((i % 20) || ' days')::interval
    from generate_series(0, ${total - 1}) as i
    join lateral (select id from projects where corporation_id = ${corporationId} order by id offset (i % (select count(*) from projects where corporation_id = ${corporationId})) limit 1) p on true
    join lateral (select id from users where email like 'bench-pro-%' order by id offset ${proOffset} + i / 10 limit 1) u on true
    on conflict do nothing`);
await fill(corporation.id, applicationCount, 0);
await fill(other.id, applicationCount * 4, Math.ceil(applicationCount / 10));
await db.execute(sql`analyze`);

const app = createTestApp(handle, { now: () => now, anonymousReadLimit: null });
const client = new BrowserLikeClient(app, "192.0.2.10", NO_CONTRACT_CHECK);
await logInAs(handle, client, owner.id, now);

const [{ mine, all }] = (await selectRows<{ mine: number; all: number }>(
  db,
  sql`select (select count(*) from applications a join projects p on p.id = a.project_id where p.corporation_id = ${corporation.id})::int as mine, (select count(*) from applications)::int as "all"`,
)) as [{ mine: number; all: number }];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`${label}: ${mine} applications of the corporation over ${projectCount} projects, ${all} in all; load average ${load()}`);
console.log("| measure | p50 | p95 |\n|---|---|---|");

async function time(label: string, run: () => Promise<void>, times = runs) {
  const samples: number[] = [];
  for (let i = 0; i < times + 5; i++) {
    const started = performance.now();
    await run();
    if (i >= 5) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`| ${label} | ${percentile(samples, 50).toFixed(1)} ms | ${percentile(samples, 95).toFixed(1)} ms |`);
}
const get = (path: string) => async () => {
  const response = await client.request("GET", path);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
};
const [{ projectId }] = (await selectRows<{ projectId: number }>(db, sql`select min(id) as "projectId" from projects where corporation_id = ${corporation.id}`)) as [
  { projectId: number },
];
await time("board, all columns (6 × 30 cards + counts)", get("/api/v2/current_corporation/applications"));
await time("board, one project", get(`/api/v2/current_corporation/applications?project_id=${projectId}`));
await time("board, name search 「太郎12」", get(`/api/v2/current_corporation/applications?q=${encodeURIComponent("太郎12")}`));
await time("one column, page 5", get("/api/v2/current_corporation/applications?status=applied&page=5"));

const catalog = await getCatalog(db);
const names = { skill: (id: number) => catalog.skills.nameOf(id), prefecture: (id: number) => catalog.prefectures.nameOf(id) };
const fifty = await findColumnCards(db, corporation.id, {}, "in_talks", { limit: 50, offset: 0 });
await time("match chips for 50 cards (computation only)", async () => void fifty.map((row) => matchChips(row, names)), runs * 4);
await time("50 cards read with their chips' facts, and the chips", async () => {
  const rows = await findColumnCards(db, corporation.id, {}, "in_talks", { limit: 50, offset: 0 });
  rows.map((row) => matchChips(row, names));
});

// Apply: fresh pros (no application yet) to the corporation's projects, one each.
const [{ firstFree }] = (await selectRows<{ firstFree: number }>(
  db,
  sql`select min(u.id) as "firstFree" from users u where email like 'bench-pro-%' and not exists (select 1 from applications a where a.pro_user_id = u.id)`,
)) as [{ firstFree: number }];
const body = {
  message: "ReactとTypeScriptでの開発経験を活かしてお力になれればと思います。よろしくお願いします。",
  desiredRateAmount: 70,
  startsOn: null,
  daysPerWeek: 3,
  sharedSections: [],
};
// Sessions first, so only the POST is timed.
const appliers: BrowserLikeClient[] = [];
for (let i = 0; i < runs + 5; i++) {
  const pro = new BrowserLikeClient(app, "192.0.2.11", NO_CONTRACT_CHECK);
  await logInAs(handle, pro, firstFree + i, now);
  appliers.push(pro);
}
let next = 0;
await time("POST /api/v2/projects/{id}/applications (checks, insert, timeline, room, first message)", async () => {
  const response = await appliers[next++]!.request("POST", `/api/v2/projects/${projectId}/applications`, { json: body });
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${await response.text()}`);
});
console.log(`\nload average after: ${load()}`);
await handle.close();

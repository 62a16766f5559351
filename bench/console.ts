/**
 * The operator console's lists at scale (issue 18: "console lists over 1M projects and 100k users:
 * search and paging p95 ≤ 100 ms on the server"), through the real API app as a signed-in operator.
 * Seeds `--projects` demo projects with one pro per ten (100,000 pros at 1M) and `--audit` audit rows
 * unless --reuse is given.
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:console -- --projects 1000000 [--reuse] [--runs 20]
 *   npm run bench:console -- --projects 100000          (in-memory PGlite)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { insertUser } from "../src/db/seed/factories";
import { readDashboard } from "../src/features/operator-console/dashboard/dashboard.service";
import { BrowserLikeClient } from "../tests/support/api-client";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { percentile } from "./support/percentile";
import { openSeededBenchDatabase } from "./support/seeded-database";

const runs = flag("runs", 20);
const auditRows = flag("audit", 100_000);
const { handle, projectCount, seeded } = await openSeededBenchDatabase();
if (seeded) {
  console.log(`seeded ${projectCount.toLocaleString("en-US")} projects in ${seeded.seconds.toFixed(1)} s`);
  // A busy year of console work: actions spread over users, projects and requests.
  await handle.db.execute(sql`
    insert into operator_audit_logs (operator_user_id, action, target_type, target_id, after, created_at)
    select null, (array['user.suspend', 'project.close', 'project_request.publish', 'corporation.change_plan'])[1 + g % 4],
      (array['user', 'project', 'project_request', 'corporation'])[1 + g % 4], (1 + g % 5000)::text, '{"status": "done"}'::jsonb,
      now() - make_interval(mins => g)
    from generate_series(1, ${auditRows}) g`);
}
// The bench server runs without autovacuum: vacuum as it would after a load. Capped counts such as
// the closed projects' are index-only scans, which need the visibility map (issue 18).
await handle.db.execute(sql`vacuum (analyze) projects, users`);
if (process.argv.includes("--seed-only")) process.exit(0);

const count = async (table: string) => (await selectRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
const [users, projects, corporations, audits] = await Promise.all([count("users"), count("projects"), count("corporations"), count("operator_audit_logs")]);
const [sample] = await selectRows<{ userId: number; email: string; lastName: string; lastNameKana: string; corporationId: number; projectId: number }>(
  handle.db,
  sql`select u.id as "userId", u.email, u.last_name as "lastName", u.last_name_kana as "lastNameKana",
        (select id from corporations order by id desc limit 1) as "corporationId", (select max(id) from projects) as "projectId"
      from users u where u.is_pro order by u.id desc limit 1`,
);
// A word thousands of accounts hold: the count reads them all (issue 18).
const [commonest] = await selectRows<{ lastName: string }>(handle.db, sql`select last_name as "lastName" from users group by 1 order by count(*) desc limit 1`);

const app = createTestApp(handle, { anonymousReadLimit: null });
const operator = new BrowserLikeClient(app, "192.0.2.71", NO_CONTRACT_CHECK);
await logInAs(handle, operator, (await insertUser(handle.db, { isAdmin: true, email: `console-bench-${Date.now()}@example.com` })).id);

const CLASSES: { label: string; path: string }[] = [
  { label: "users: newest, page 1", path: "/api/v2/admin/users" },
  { label: "users: page 100", path: "/api/v2/admin/users?page=100" },
  { label: "users: by id", path: `/api/v2/admin/users?q=${sample!.userId}` },
  { label: "users: e-mail part", path: `/api/v2/admin/users?q=${encodeURIComponent(sample!.email.slice(0, 7))}` },
  { label: "users: full e-mail", path: `/api/v2/admin/users?q=${encodeURIComponent(sample!.email)}` },
  { label: "users: surname (kanji)", path: `/api/v2/admin/users?q=${encodeURIComponent(sample!.lastName)}` },
  { label: "users: surname (kana)", path: `/api/v2/admin/users?q=${encodeURIComponent(sample!.lastNameKana)}` },
  { label: "users: commonest surname", path: `/api/v2/admin/users?q=${encodeURIComponent(commonest!.lastName)}` },
  { label: "users: no match", path: `/api/v2/admin/users?q=${encodeURIComponent("存在しない名前")}` },
  { label: "users: pros only, page 50", path: "/api/v2/admin/users?role=pro&page=50" },
  { label: "projects: newest, page 1", path: "/api/v2/admin/projects" },
  { label: "projects: page 100", path: "/api/v2/admin/projects?page=100" },
  { label: "projects: open, page 20", path: "/api/v2/admin/projects?status=open&page=20" },
  { label: "projects: closed", path: "/api/v2/admin/projects?status=closed" },
  { label: "projects: one corporation", path: `/api/v2/admin/projects?corporationId=${sample!.corporationId}` },
  { label: "projects: by id", path: `/api/v2/admin/projects?q=${sample!.projectId}` },
  { label: "projects: word React", path: `/api/v2/admin/projects?q=React` },
  { label: "projects: word Elixir, page 3", path: `/api/v2/admin/projects?q=Elixir&page=3` },
  { label: "corporations: newest", path: "/api/v2/admin/corporations" },
  { label: "corporations: name part", path: `/api/v2/admin/corporations?q=${encodeURIComponent("株式会社")}&page=10` },
  { label: "corporations: premium", path: "/api/v2/admin/corporations?plan=premium" },
  { label: "audit log: newest", path: "/api/v2/admin/audit_logs" },
  { label: "audit log: one action", path: "/api/v2/admin/audit_logs?action=project.close" },
  { label: "audit log: one target", path: "/api/v2/admin/audit_logs?targetType=user&targetId=42" },
  { label: "request queue", path: "/api/v2/admin/project_requests" },
];

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const rows: string[] = [];
for (const { label, path } of CLASSES) {
  const samples = await time(async () => {
    const response = await operator.request("GET", path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
  rows.push(`| ${label} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 95).toFixed(1)} |`);
}
const dashboard = await time(() =>
  readDashboard(handle.db, { userId: 1, isAdmin: true, isPro: false, isOrderer: false, plan: "free", isEmailVerified: true, corporation: null }, new Date()),
);
rows.push(`| dashboard (30 days × 6 series, service) | ${percentile(dashboard, 50).toFixed(1)} | ${percentile(dashboard, 95).toFixed(1)} |`);

console.log(
  `\n${url()} — ${projects.toLocaleString("en-US")} projects, ${users.toLocaleString("en-US")} users, ${corporations.toLocaleString("en-US")} corporations, ${audits.toLocaleString("en-US")} audit rows; ${runs} runs each; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}\n`,
);
console.log("| class | p50 ms | p95 ms |\n|---|---|---|");
console.log(rows.join("\n"));
await handle.close();

function url(): string {
  return process.env.DATABASE_URL ? "PostgreSQL server" : `PGlite (${process.env.BENCH_DATA_DIR ?? "memory"})`;
}

/**
 * Posting at scale (issue 14): POST /api/v2/projects through the real API app (validation, catalog
 * check, insert with search text and bigrams into the GIN index, one transaction) and the market
 * check's query, uncached and cached, on a large projects table.
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:posting -- --reuse [--fill 1000000] [--runs 200]
 *   npm run bench:posting -- --projects 20000          (in-memory PGlite, seeded first)
 * --fill N copies existing generated projects (new ids, same text and conditions) until the table
 * holds N rows: generating 1M in JavaScript takes tens of minutes beside other work, copying in SQL
 * a few. Published rows are deleted at the end, so the table is left as it was.
 */
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { insertCorporation, insertMembership, insertUser } from "../src/db/seed/factories";
import { getMarketCheck, readMarketCheck } from "../src/features/project-posting/market-check.service";
import type { Actor } from "../src/platform/actor/actor";
import { BrowserLikeClient } from "../tests/support/api-client";
import { validProjectForm } from "../tests/support/project-form-body";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { percentile } from "./support/percentile";
import { openSeededBenchDatabase } from "./support/seeded-database";

const runs = flag("runs", 200);
const fill = flag("fill", 0);
const { handle, seeded } = await openSeededBenchDatabase();
if (seeded) console.log(`seeded in ${seeded.seconds.toFixed(1)} s`);
const count = async () => (await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from projects`))[0]!.n;

let total = await count();
if (fill > total) {
  const started = performance.now();
  while (total < fill) {
    const batch = Math.min(total, fill - total, 200_000);
    await handle.db.execute(sql`
      insert into projects (corporation_id, created_by_user_id, title, description, profession_ids, skill_ids, tag_ids, special_page_ids,
        min_budget_man, max_budget_man, remote_type_id, available_time_id, prefecture_id, contract_type_id, status, published_at, closed_at,
        like_count, view_count, search_text, search_bigrams, created_at, updated_at)
      select corporation_id, created_by_user_id, title, description, profession_ids, skill_ids, tag_ids, special_page_ids,
        min_budget_man, max_budget_man, remote_type_id, available_time_id, prefecture_id, contract_type_id, status, published_at, closed_at,
        like_count, view_count, search_text, search_bigrams, created_at, updated_at
      from projects order by id limit ${batch}`);
    total = await count();
    console.log(`filled to ${total.toLocaleString("en-US")} projects`);
  }
  await handle.db.execute(sql`analyze projects`);
  console.log(`fill took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const pct = (samples: number[], p: number) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    p,
  ).toFixed(1);

// A paid orderer of a corporation of its own, signed in through a session row like the tests.
const corporation = await insertCorporation(handle.db, { name: "ベンチマーク株式会社" });
const orderer = await insertUser(handle.db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id });
await insertMembership(handle.db, { userId: orderer.id, corporationId: corporation.id, role: "owner" });
const actor: Actor = {
  userId: orderer.id,
  isOrderer: true,
  isPro: false,
  isAdmin: false,
  plan: "standard",
  isEmailVerified: true,
  corporation: { corporationId: corporation.id, role: "owner" },
};
const app = createTestApp(handle, { anonymousReadLimit: null });
const client = new BrowserLikeClient(app, "192.0.2.60", NO_CONTRACT_CHECK);
await logInAs(handle, client, orderer.id);

const publishSamples: number[] = [];
for (let i = 0; i < runs + 5; i++) {
  const form = validProjectForm({ title: `ベンチマーク案件 ${i} 決済基盤のバックエンド開発`, requiredSkillIds: [1 + (i % 30), 40], welcomeSkillIds: [] });
  const started = performance.now();
  const response = await client.request("POST", "/api/v2/projects", { json: form });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`publish: ${response.status} ${await response.text()}`);
  if (i >= 5) publishSamples.push(elapsed);
}

// The pairs orderers would ask about: the commonest first profession × first skill among open projects.
const pairs = await selectRows<{ professionId: number; skillId: number; n: number }>(
  handle.db,
  sql`select profession_ids[1] as "professionId", skill_ids[1] as "skillId", count(*)::int as n
      from (select profession_ids, skill_ids from projects where status = 'open' and cardinality(skill_ids) > 0 limit 50000) s
      group by 1, 2 order by n desc limit 40`,
);
const uncached: number[] = [];
const cached: number[] = [];
for (let round = 0; round < Math.max(1, Math.ceil(runs / pairs.length)); round++) {
  for (const { professionId, skillId } of pairs) {
    let started = performance.now();
    await readMarketCheck(handle.db, professionId, skillId);
    uncached.push(performance.now() - started);
    await getMarketCheck(handle.db, actor, professionId, skillId);
    started = performance.now();
    await getMarketCheck(handle.db, actor, professionId, skillId);
    cached.push(performance.now() - started);
  }
}
const largest = pairs[0]!;
const largestCheck = await readMarketCheck(handle.db, largest.professionId, largest.skillId);

console.log(
  `\ndatabase: ${handle.kind}; ${total.toLocaleString("en-US")} projects before the run; load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log("| measure | runs | p50 | p95 |\n|---|---|---|---|");
console.log(
  `| POST /api/v2/projects (publish, search text in the same transaction) | ${publishSamples.length} | ${pct(publishSamples, 50)} ms | ${pct(publishSamples, 95)} ms |`,
);
console.log(
  `| market check query, uncached (${pairs.length} commonest pairs; largest sample ${largestCheck.sampleSize.toLocaleString("en-US")}${largestCheck.isCapped ? " (capped)" : ""}) | ${uncached.length} | ${pct(uncached, 50)} ms | ${pct(uncached, 95)} ms |`,
);
console.log(`| market check, cached | ${cached.length} | ${pct(cached, 50)} ms | ${pct(cached, 95)} ms |`);

await handle.db.execute(sql`delete from projects where corporation_id = ${corporation.id}`);
await handle.db.execute(sql`delete from corporations where id = ${corporation.id}`);
await handle.db.execute(sql`delete from users where id = ${orderer.id}`);
await handle.close();

/**
 * Pro search at scale (issue 13), through the real API app (GET /api/v2/top/pros) as a visitor and
 * as an orderer (whose visibility rule checks shields and applications), then /top/pros rendered by
 * the real server over HTTP. Seeds a fresh database with `--pros` generated pros (search text, rates,
 * last logins, shields and private profiles: tests/support/pro-proof-data.ts) unless --reuse is given.
 *   npm run bench:pros -- --pros 100000                  (in-memory PGlite; the SSR part needs BENCH_DATA_DIR=dir)
 *   BENCH_DATA_DIR=dir npm run bench:pros -- --pros 100000
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:pros -- --pros 100000 [--reuse]
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedReferenceData } from "../src/db/seed";
import { insertMembership, insertUser } from "../src/db/seed/factories";
import { BrowserLikeClient } from "../tests/support/api-client";
import { startAppServer } from "../tests/support/app-server";
import { seedProofPros, SHIELDED_DOMAIN } from "../tests/support/pro-proof-data";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { percentile } from "./support/percentile";

const runs = flag("runs", 20);
const proCount = flag("pros", 100_000);
const url = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: dataDir ?? "memory://" });
await runMigrations(handle);
if (!process.argv.includes("--reuse")) {
  const started = performance.now();
  await seedReferenceData(handle.db);
  await seedProofPros(handle, proCount, 20_261_124);
  console.log(`seeded ${proCount.toLocaleString("en-US")} pros in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const [{ total }] = (await selectRows<{ total: number }>(handle.db, sql`select count(*)::int as total from pro_profiles`)) as [{ total: number }];
const skillIds = new Map((await selectRows<{ id: number; name: string }>(handle.db, sql`select id, name from skills`)).map((s) => [s.name, s.id]));
const skill = (name: string) => `search_pro[skill_ids][]=${skillIds.get(name)}`;

/** Share of profiles whose normalised text contains the word, to label the classes honestly. */
async function share(normalizedWord: string): Promise<string> {
  const [row] = await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pro_profiles where strpos(search_text, ${normalizedWord}) > 0`);
  return `${((100 * row!.n) / total).toFixed(1)} %`;
}

const CLASSES: { label: string; query: string; shareOf?: string }[] = [
  { label: "no conditions", query: "" },
  { label: "one skill (TypeScript)", query: skill("TypeScript") },
  { label: "three skills (TypeScript, React, AWS)", query: [skill("TypeScript"), skill("React"), skill("AWS")].join("&") },
  { label: "rare word 決済", query: "search_pro[free_word]=決済", shareOf: "決済" },
  { label: "rare word Elixir", query: "search_pro[free_word]=Elixir", shareOf: "elixir" },
  { label: "common word エンジニア", query: "search_pro[free_word]=エンジニア", shareOf: "えんじにあ" },
  { label: "half-width ｴﾝｼﾞﾆｱ", query: "search_pro[free_word]=ｴﾝｼﾞﾆｱ", shareOf: "えんじにあ" },
  { label: "hiragana でざいなー", query: "search_pro[free_word]=でざいなー", shareOf: "でざいなー" },
  { label: "full-width ＲＥＡＣＴ", query: "search_pro[free_word]=ＲＥＡＣＴ", shareOf: "react" },
  { label: "rate band 60〜80万円 + full remote", query: "search_pro[rate_id]=3&search_pro[remote_types][]=full_remote" },
  { label: "rate band + remote, 単価が高い順", query: "search_pro[rate_id]=3&search_pro[remote_types][]=full_remote&search_pro[sort]=4" },
  { label: "単価が高い順, no conditions", query: "search_pro[sort]=4" },
  { label: "最終ログインが新しい順 + active within 7 days", query: "search_pro[active_within]=7&search_pro[sort]=2" },
  { label: "deep page 50", query: "page=50" },
  { label: "deep page 50, one skill", query: `${skill("TypeScript")}&page=50` },
  // Issue 17 (decision 027): words as people type them, おすすめ順, and a dead end with its hints.
  { label: "short Latin word Go", query: "search_pro[free_word]=Go", shareOf: "go" },
  { label: "reading リアクト (→ React)", query: "search_pro[free_word]=リアクト" },
  { label: "おすすめ順: React", query: "search_pro[free_word]=React&search_pro[sort]=5" },
  { label: "おすすめ順: Elixir", query: "search_pro[free_word]=Elixir&search_pro[sort]=5" },
  { label: "zero results + hints: reakt", query: "search_pro[free_word]=reakt" },
];

// Every run comes from one address within a minute: the anonymous read limit (decision 004) is off.
const app = createTestApp(handle, { anonymousReadLimit: null });
const visitor = new BrowserLikeClient(app, "192.0.2.51", NO_CONTRACT_CHECK);
const orderer = new BrowserLikeClient(app, "192.0.2.52", NO_CONTRACT_CHECK);
const ordererUser = await insertUser(handle.db, { isOrderer: true, email: `bench-${Date.now()}@${SHIELDED_DOMAIN}` });
const [corporation] = await selectRows<{ id: number }>(handle.db, sql`select corporation_id as id from pro_employer_shields where corporation_id is not null limit 1`);
if (corporation) await insertMembership(handle.db, { userId: ordererUser.id, corporationId: corporation.id });
await logInAs(handle, orderer, ordererUser.id);

async function measure(label: string, run: () => Promise<{ status: number; text: string }>): Promise<string> {
  const samples: number[] = [];
  let summary = "";
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const { status, text } = await run();
    if (status !== 200) throw new Error(`${label}: ${status} ${text.slice(0, 300)}`);
    if (i >= 2) samples.push(performance.now() - started);
    summary = text.startsWith("{") ? countOf(text) : `${Buffer.byteLength(text).toLocaleString("en-US")} B`;
  }
  samples.sort((a, b) => a - b);
  return `${percentile(samples, 50).toFixed(1)} ms | ${percentile(samples, 95).toFixed(1)} ms | ${summary}`;
}

function countOf(text: string): string {
  const body = JSON.parse(text) as { totalCount: number; isTotalCapped: boolean };
  return `${body.totalCount.toLocaleString("en-US")}${body.isTotalCapped ? "+" : ""}`;
}

const api = (client: BrowserLikeClient, query: string) => async () => {
  const response = await client.request("GET", `/api/v2/top/pros${query ? `?${query}` : ""}`);
  return { status: response.status, text: await response.text() };
};

console.log(
  `\ndatabase: ${handle.kind}; ${total.toLocaleString("en-US")} pros; ${runs} runs per class after 2 warm-ups; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log("| class | share of pros | visitor p50 | p95 | total | orderer p50 | p95 | total |\n|---|---|---|---|---|---|---|---|");
for (const c of CLASSES) {
  const rowShare = c.shareOf ? await share(c.shareOf) : "";
  console.log(`| ${c.label} | ${rowShare} | ${await measure(c.label, api(visitor, c.query))} | ${await measure(c.label, api(orderer, c.query))} |`);
}
await handle.close();

// The page through the real server: only on a database a second process can open.
if (url || dataDir) {
  const server = await startAppServer({ LOG_LEVEL: "error", ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }) });
  try {
    console.log(
      `\n/top/pros SSR over HTTP (visitor), ${runs} runs after 2 warm-ups; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}\n`,
    );
    console.log("| page | p50 | p95 | HTML |\n|---|---|---|---|");
    for (const [label, path] of [
      ["/top/pros", "/top/pros"],
      ["/top/pros free word + remote", "/top/pros?search_pro%5Bfree_word%5D=React&search_pro%5Bremote_types%5D%5B%5D=full_remote"],
      ["/top/pros/required_skills/TypeScript", "/top/pros/required_skills/TypeScript"],
    ] as const) {
      const row = await measure(label, async () => {
        const response = await fetch(`${server.baseUrl}${path}`);
        return { status: response.status, text: await response.text() };
      });
      console.log(`| ${label} | ${row} |`);
    }
  } finally {
    await server.stop();
  }
}

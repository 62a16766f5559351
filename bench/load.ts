/**
 * `npm run bench:load` (issue 19, "Steady under load and faults"): the production build as two app
 * processes on the PostgreSQL server behind a round-robin proxy, with real SMTP, under the issue's mix
 * — 60 % anonymous search and project pages, 15 % signed-in browsing, 10 % likes, 10 % chat (sends
 * and room reads, with 30 pros holding their conversation streams), 5 % applications and board moves.
 *
 *   npm run bench:load [-- --start 50 --step 50]  ramp: 50, 100, 150… req/s, 20 s a step, until p90 passes 100 ms
 *   npm run bench:load -- --fault pg-restart --rate 100   the PostgreSQL server restarted twice under load
 *   npm run bench:load -- --fault kill-app --rate 100     one app process killed with kill -9
 *   npm run bench:load -- --fault smtp-down --rate 100    the SMTP server away for 40 s
 *   npm run bench:load -- --soak-minutes 30 --rate 100    memory and connections, minute by minute
 *
 * Every run ends with the ledger: each write the load saw acknowledged is looked up in the database
 * (lost? applied twice?), each stream's messages are compared with what its room got, and the outbox
 * with what the SMTP server received. The generator runs on the same two cores (only ratios compare).
 */
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows } from "../src/db/client";
import { VALID_CONTACT_INQUIRY } from "../tests/support/contact-inquiry";
import { postJsonOverHttp } from "../tests/support/http-accounts";
import { attachCsrfToken, createLoadClient } from "./support/load/load-client";
import { processFootprint, startLoadCluster, type LoadCluster } from "./support/load/load-cluster";
import { isSuccess, runPhase, summarize, summarizeByKind, type Outcome, type PhaseResult } from "./support/load/load-driver";
import { checkLedger } from "./support/load/load-ledger";
import { LOAD_MIX, LoadMix } from "./support/load/load-mix";
import { liveMemory, memoryProbeEnv } from "./support/chat-stream-world";
import { holdStreams } from "./support/load/load-streams";
import { seedLoadWorld, type LoadWorld } from "./support/load/load-world";
import { flag, textOption } from "./support/options";

const fault = textOption("fault");
const soakMinutes = flag("soak-minutes", 0);
const fixedRate = flag("rate", 100);
const stepSeconds = flag("step-seconds", 20);
const P90_LIMIT_MS = 100;
const STREAM_HOLDERS = 30;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : "–");

let world!: LoadWorld;
/** Mail queued from here on is the run's (the demo data queues some of its own). */
const runStartedAt = new Date();
// The soak reads each process's live memory after a full collection (RSS alone includes garbage V8 has yet to collect).
const memoryFile = (name: string) => path.join(os.tmpdir(), `kakehashi-load-memory-${process.pid}-${name}.json`);
const cluster: LoadCluster = await startLoadCluster(
  async (databaseUrl) => {
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 4 });
    world = await seedLoadWorld(handle, 300, new Date());
    await handle.close();
  },
  (name) => (soakMinutes > 0 ? memoryProbeEnv(memoryFile(name)) : {}),
);
const client = createLoadClient(cluster.baseUrl);
for (const member of [...world.pros, ...world.orderers]) await attachCsrfToken(client, member);
const mix = new LoadMix(client, world);
const streams = holdStreams(cluster.baseUrl, world.pros.slice(0, STREAM_HOLDERS));

console.log(`bench:load — ${cluster.baseUrl} → app processes ${cluster.apps.map((a) => a.port).join(", ")}; PostgreSQL server; load average ${load()}`);
console.log(`mix: ${LOAD_MIX.map((m) => `${m.kind} ${m.share * 100} %`).join(", ")}; ${STREAM_HOLDERS} conversation streams held open\n`);

function printStep(result: PhaseResult) {
  const s = summarize(result.outcomes, result.seconds);
  console.log(
    `| ${result.rate} | ${s.achieved.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${s.successPct.toFixed(2)} % | ${s.errors} | ${load().split(" ")[0]} |`,
  );
  return s;
}

function printKinds(result: PhaseResult) {
  console.log("\n| kind | requests | p50 ms | p90 ms | p99 ms | success |\n|---|---|---|---|---|---|");
  for (const [kind, s] of summarizeByKind(result.outcomes, result.seconds))
    console.log(`| ${kind} | ${s.count} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${s.successPct.toFixed(2)} % |`);
}

/** Per second of the phase: requests due then that failed (network, 5xx, or not sent). */
function failureTimeline(outcomes: Outcome[], startedAt: number): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const o of outcomes) {
    if (isSuccess(o.status)) continue;
    const second = Math.floor((o.dueAt - startedAt) / 1000);
    seconds.set(second, (seconds.get(second) ?? 0) + 1);
  }
  return seconds;
}

const HEADER = "| target req/s | held req/s | p50 ms | p90 ms | p99 ms | success | failures | load |\n|---|---|---|---|---|---|---|---|";

try {
  await runPhase(mix, 20, 10); // warm-up: connections, caches, JIT — not counted
  if (soakMinutes > 0) {
    console.log(`soak: ${fixedRate} req/s for ${soakMinutes} min; each minute's figures and both processes' memory and sockets\n`);
    console.log(
      "| minute | held req/s | p90 ms | success | A RSS MB | B RSS MB | A heap MB (after GC) | B heap MB (after GC) | A sockets | B sockets | database connections |\n|---|---|---|---|---|---|---|---|---|---|---|",
    );
    const handle = await openDatabase({ kind: "postgres", url: cluster.databaseUrl, poolSize: 1 });
    for (let minute = 1; minute <= soakMinutes; minute++) {
      const result = await runPhase(mix, fixedRate, 60);
      const s = summarize(result.outcomes, 60);
      const [a, b] = await Promise.all(cluster.apps.map((app) => processFootprint(app.child.pid!)));
      const [heapA, heapB] = await Promise.all(cluster.apps.map((app) => liveMemory(app.child.pid!, memoryFile(app.name))));
      const [{ n }] = (await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)) as [
        { n: number },
      ];
      console.log(
        `| ${minute} | ${s.achieved.toFixed(0)} | ${ms(s.p90)} | ${s.successPct.toFixed(2)} % | ${(a!.rssKb / 1024).toFixed(0)} | ${(b!.rssKb / 1024).toFixed(0)} | ${(heapA!.heapUsed / 2 ** 20).toFixed(0)} | ${(heapB!.heapUsed / 2 ** 20).toFixed(0)} | ${a!.sockets} | ${b!.sockets} | ${n} |`,
      );
    }
    await handle.close();
  } else if (fault) {
    await runFault(fault);
  } else {
    console.log(`ramp: ${stepSeconds} s a step\n\n${HEADER}`);
    let held = 0;
    let last: PhaseResult | undefined;
    for (let rate = flag("start", 50); rate <= flag("max", 600); rate += flag("step", 50)) {
      const result = await runPhase(mix, rate, stepSeconds);
      const s = printStep(result);
      last = result;
      if (s.p90 < P90_LIMIT_MS && s.successPct === 100) held = rate;
      else break;
    }
    console.log(`\nHeld: ${held} req/s at p90 < ${P90_LIMIT_MS} ms with 100 % success. The last step, by kind of visit:`);
    if (last) printKinds(last);
  }
  await streams.stop();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const handle = await openDatabase({ kind: "postgres", url: cluster.databaseUrl, poolSize: 2 });
  const ledger = await checkLedger(handle.db, mix, streams);
  console.log("\nLedger (every acknowledged write looked up afterwards):");
  for (const [key, value] of Object.entries(ledger)) console.log(`- ${key}: ${value}`);
  await reportMail(handle.db, fault === "smtp-down");
  await handle.close();
} finally {
  await streams.stop();
  client.close();
  await cluster.stop();
}

async function runFault(kind: string) {
  const seconds = flag("seconds", 70);
  console.log(`fault "${kind}" at ${fixedRate} req/s for ${seconds} s\n`);
  const startedAt = Date.now();
  const marks: string[] = [];
  const mark = (text: string) => marks.push(`${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${text}`);
  const onSecond = async (second: number) => {
    if (kind === "pg-restart" && (second === 15 || second === 45)) {
      mark("pg_ctlcluster restart begins");
      await promisify(execFile)("pg_ctlcluster", ["15", "main", "restart"]);
      mark("the PostgreSQL server is back");
    }
    if (kind === "kill-app" && second === 20) {
      cluster.apps[1]!.child.kill("SIGKILL");
      mark(`app process B (port ${cluster.apps[1]!.port}) killed with SIGKILL`);
    }
    if (kind === "smtp-down" && second === 10) {
      await cluster.smtpDown();
      mark("SMTP server stopped");
    }
    // Mail that must go out while the SMTP server is away: a contact form's acknowledgement, one a second.
    if (kind === "smtp-down" && second > 10 && second < 50) inquiriesAccepted += (await sendContactInquiry(second)) === 201 ? 1 : 0;
    if (kind === "smtp-down" && second === 50) {
      await cluster.smtpUp();
      mark("SMTP server back");
    }
  };
  let inquiriesAccepted = 0;
  const result = await runPhase(mix, fixedRate, seconds, (second) => void onSecond(second));
  console.log(HEADER);
  printStep(result);
  printKinds(result);
  if (kind === "smtp-down") marks.push(`contact inquiries accepted while the SMTP server was away: ${inquiriesAccepted} (each queues an acknowledgement mail)`);
  console.log(`\nWhat happened when:\n${marks.map((m) => `- ${m}`).join("\n")}`);
  const timeline = failureTimeline(result.outcomes, startedAt);
  console.log(`\nFailed requests by second of the run (by when they were due): ${[...timeline].map(([s, n]) => `${s} s: ${n}`).join(", ") || "none"}`);
}

/** A visitor's contact form, from an address of its own: 201 queues the acknowledgement mail. */
async function sendContactInquiry(n: number): Promise<number> {
  const answer = await postJsonOverHttp(cluster.baseUrl, "/api/v2/contact_inquiries", { ...VALID_CONTACT_INQUIRY, email: `load-inquiry-${n}@example.test` });
  return answer.status;
}

async function reportMail(db: Parameters<typeof selectRows>[0], waitForDelivery: boolean) {
  const count = async () =>
    (
      await selectRows<{ pending: number; sent: number; failed: number; maxDelaySeconds: number | null }>(
        db,
        sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'sent')::int as sent,
                   count(*) filter (where status = 'failed')::int as failed,
                   max(extract(epoch from sent_at - created_at))::float as "maxDelaySeconds"
            from email_outbox where created_at >= ${runStartedAt.toISOString()}::timestamptz`,
      )
    )[0]!;
  let state = await count();
  const deadline = Date.now() + (waitForDelivery ? 8 * 60_000 : 15_000);
  while (state.pending > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    state = await count();
  }
  const received = cluster.smtp().received;
  const ids = received.map((m) => /^message-id:\s*(.+)$/im.exec(m.raw)?.[1]?.trim());
  console.log(
    `\nMail: ${state.sent} sent, ${state.pending} still pending, ${state.failed} failed; longest wait from queue to delivery ${state.maxDelaySeconds?.toFixed(0) ?? "–"} s; the SMTP server ${waitForDelivery ? "(since it came back) " : ""}received ${received.length}, ${received.length - new Set(ids).size} twice`,
  );
}
// Sockets of the killed process's streams can keep the event loop alive after the cleanup above.
process.exit(0);

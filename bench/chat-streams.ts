/**
 * Conversations in real time (issue 16, decision 026): open chat streams (SSE) held by many users,
 * 20 orderers sending at once, and how long a message takes from the send to the `message` event on
 * every tab that should hear it. Runs the real built server (`npx next build` first).
 *   --server (default): two app processes on one PostgreSQL database (DATABASE_URL's scratch
 *     database, or one made here and dropped after), `--streams` open on EACH process; senders post
 *     through A, then through B, and the tabs on both are timed (B's hear A's sends by LISTEN/NOTIFY).
 *   --pglite: one process on the embedded database in a temporary DATA_DIR; fan-out is in-process.
 * Every user holds `--per-user` tabs on each process: the senders (one orderer per corporation) and
 * pros, each pro with one room with one corporation. A message is heard by its pro's tabs and its
 * orderer's tabs (isMine) on every process. Memory per stream: the server's RSS and heap after a full
 * garbage collection (bench/support/memory-probe.mjs), with no stream open (after a warm-up) against
 * with all open. Targets (issue 16): fan-out p95 ≤ 100 ms, send p95 ≤ 30 ms, ≤ 50 KB per open stream.
 *   npm run bench:chat-streams -- [--pglite] [--streams 500|200] [--senders 20] [--messages 25] [--per-user 5] [--pause 50]
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedReferenceData } from "../src/db/seed/reference";
import { startAppServer, type RunningAppServer } from "../tests/support/app-server";
import { createScratchServerDatabase, type ScratchServerDatabase } from "../tests/support/scratch-server-database";
import { loadAverage } from "./support/api-latency";
import {
  browserHeaders,
  cpuMs,
  inBatches,
  liveMemory,
  memoryProbeEnv,
  openTab,
  seedStreamWorld,
  type Memory,
  type Receipt,
  type StreamUser,
} from "./support/chat-stream-world";
import { flag } from "./support/options";
import { percentile } from "./support/percentile";

const onPglite = process.argv.includes("--pglite");
const streamsPerProcess = flag("streams", onPglite ? 200 : 500);
const senderCount = flag("senders", 20);
const perSender = flag("messages", 25);
const perUser = flag("per-user", 5);
/** Each sender waits pause … 2 × pause ms between sends: 50, the issue's stress pace, offers up to 267 messages/s from 20. */
const pause = flag("pause", 50);
const proCount = Math.floor(streamsPerProcess / perUser) - senderCount;
// Every sender needs a room of its own corporation to send into: at least as many pros as senders.
if (proCount < senderCount) throw new Error(`--streams ${streamsPerProcess} is too few for ${senderCount} senders and as many pros, ${perUser} tabs each`);
const [FANOUT_TARGET, SEND_TARGET, KB_TARGET] = [100, 30, 50];
/** Before each memory reading: the last requests and socket writes finish. */
const SETTLE_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { name: string; baseUrl: string; app: RunningAppServer; memoryFile: string };
type Sent = { id: number; via: string; startedAt: number; ms: number; senderId: number; proId: number };

console.log(`load average at start: ${loadAverage()}; node ${process.version}`);
let scratch: ScratchServerDatabase | undefined;
let dataDir: string | undefined;
let probeDir: string | undefined;
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
try {
  // The world goes in before any server starts: PGlite has one owner, and the server must find it there.
  const url = onPglite ? undefined : (process.env.DATABASE_URL ?? (scratch = await createScratchServerDatabase("kakehashi_bench_streams")).url);
  if (onPglite) dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-bench-streams-"));
  const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: dataDir! });
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  const world = await seedStreamWorld(handle, senderCount, proCount, new Date());
  const [{ version }] = (await selectRows<{ version: string }>(handle.db, sql`select split_part(version(), ' ', 2) as version`)) as [{ version: string }];
  await handle.close();

  // One secret for all processes, as a deployment of several shares one: a CSRF token from A holds on B.
  const env = { APP_SECRET: randomBytes(32).toString("base64url"), DEMO_MODE: "false", ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }) };
  probeDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-bench-memory-"));
  for (const name of onPglite ? ["A"] : ["A", "B"]) {
    const memoryFile = path.join(probeDir, `${name}.json`);
    const app = await startAppServer({ ...env, ...memoryProbeEnv(memoryFile) });
    servers.push({ name, baseUrl: app.baseUrl, app, memoryFile });
  }
  const memoryOfAll = () => Promise.all(servers.map((server) => liveMemory(server.app.child.pid!, server.memoryFile)));
  const label = onPglite ? `PGlite (PostgreSQL ${version}), one process` : `PostgreSQL ${version} server, two processes`;
  console.log(
    `${label}: ${senderCount} senders (orderers, one corporation each), ${proCount} pros with one room each; ` +
      `${perUser} tabs per user per process = ${streamsPerProcess} streams per process; each sender pauses ${pause}–${2 * pause} ms ` +
      `(at most ${Math.round((senderCount * 1000) / (1.5 * pause))} messages/s offered); load average ${loadAverage()}`,
  );

  const csrf = await Promise.all(
    world.orderers.map(async (orderer) => {
      const response = await fetch(`${servers[0]!.baseUrl}/api/v2/csrf_token`, { headers: browserHeaders(servers[0]!.baseUrl, orderer.cookie) });
      return ((await response.json()) as { csrfToken: string }).csrfToken;
    }),
  );
  const tag = Date.now().toString(36);
  /** One POST …/messages as the page's composer sends it; the time is taken just before the request. */
  async function send(via: Server, s: number, roomId: number, key: string): Promise<Omit<Sent, "via" | "senderId" | "proId">> {
    const orderer = world.orderers[s]!;
    const startedAt = performance.now();
    const response = await fetch(`${via.baseUrl}/api/v2/project_chat_rooms/${roomId}/messages`, {
      method: "POST",
      headers: { ...browserHeaders(via.baseUrl, orderer.cookie), "x-csrf-token": csrf[s]!, "content-type": "application/json" },
      body: JSON.stringify({ body: "ご確認ありがとうございます。来週の打ち合わせの候補日をお送りします。", clientKey: `${key}-${tag}` }),
    });
    const text = await response.text();
    const ms = performance.now() - startedAt;
    if (response.status !== 201) throw new Error(`send through ${via.name}: ${response.status} ${text}`);
    return { id: (JSON.parse(text) as { id: number }).id, startedAt, ms };
  }

  // Warm-up: each process serves a stream per sender and a send from each before the baseline, so
  // the "no stream" reading already holds the code, pools and caches a stream and a send bring in.
  for (const server of servers) {
    const tabs = await Promise.all(world.orderers.map((orderer) => openTab(server, orderer, () => undefined)));
    await Promise.all(world.orderers.map((orderer, s) => send(server, s, orderer.rooms[0]!, `warm-${server.name}-${s}`)));
    await sleep(500);
    await Promise.all(tabs.map((close) => close()));
  }
  await sleep(SETTLE_MS);
  const idle = await memoryOfAll();

  const receipts: Receipt[] = [];
  const holders: StreamUser[] = [...world.orderers, ...world.pros];
  const openedAt = performance.now();
  for (const server of servers) {
    const tasks = holders.flatMap((user) => Array.from({ length: perUser }, () => () => openTab(server, user, (r) => receipts.push(r))));
    closers.push(...(await inBatches(tasks, 25)));
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(SETTLE_MS);
  const open = await memoryOfAll();
  console.log(`${closers.length} streams open (${streamsPerProcess} per process) in ${openSeconds.toFixed(1)} s; load average ${loadAverage()}`);

  // Each phase: every sender posts `perSender` messages through one process, round the rooms of its corporation.
  const sent: Sent[] = [];
  const phaseSeconds = new Map<string, number>();
  const phaseCpu = new Map<string, string>();
  for (const via of servers) {
    const [cpuBefore, clientBefore] = [await Promise.all(servers.map((server) => cpuMs(server.app.child.pid!))), process.cpuUsage()];
    const started = performance.now();
    await Promise.all(
      world.orderers.map(async (orderer, s) => {
        // Spread over one pause: people typing start at different moments, not in a burst of 20.
        await sleep(Math.floor((s * 2 * pause) / senderCount));
        for (let j = 0; j < perSender; j++) {
          const roomId = orderer.rooms[j % orderer.rooms.length]!;
          const result = await send(via, s, roomId, `bench-${via.name}-${s}-${j}`);
          sent.push({ ...result, via: via.name, senderId: orderer.userId, proId: world.roomPro.get(roomId)! });
          await sleep(pause + ((s * 31 + j * 17) % (pause + 1)));
        }
      }),
    );
    phaseSeconds.set(via.name, (performance.now() - started) / 1000);
    // CPU per message, to tell a saturated process from a slow path: each server's, and the bench client's own.
    const cpuAfter = await Promise.all(servers.map((server) => cpuMs(server.app.child.pid!)));
    const client = process.cpuUsage(clientBefore);
    const per = (ms: number) => `${(ms / senderCount / perSender).toFixed(1)} ms`;
    const each = servers.map((server, i) => `${server.name} ${per(cpuAfter[i]! - cpuBefore[i]!)}`).join(", ");
    phaseCpu.set(via.name, `${each}, the bench client ${per((client.user + client.system) / 1000)}`);
  }
  // Every message should reach its pro's and its orderer's tabs on every process.
  const expected = sent.length * servers.length * 2 * perUser;
  for (let waited = 0; receipts.length < expected && waited < 10_000; waited += 100) await sleep(100);
  const after = await memoryOfAll();

  const byId = new Map(sent.map((message) => [message.id, message]));
  const fanout = new Map<string, number[]>();
  let strays = 0;
  for (const r of receipts) {
    const message = byId.get(r.messageId);
    if (!message || (r.userId !== message.proId && r.userId !== message.senderId) || r.isMine !== (r.userId === message.senderId)) {
      strays++;
      continue;
    }
    const key = `${message.via} → ${r.on}`;
    if (!fanout.has(key)) fanout.set(key, []);
    fanout.get(key)!.push(r.at - message.startedAt);
  }
  for (const samples of fanout.values()) samples.sort((a, b) => a - b);

  const verdicts: string[] = [];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const row = (name: string, samples: number[], target: number | null) => {
    const p95 = percentile(samples, 95);
    const verdict = target === null ? "report only" : p95 <= target ? "met" : "**MISSED**";
    if (target !== null) verdicts.push(`${name}: ${verdict} (p95 ${ms(p95)}, target ≤ ${target} ms)`);
    console.log(
      `| ${name} | ${samples.length} | ${ms(percentile(samples, 50))} | ${ms(p95)} | ${ms(samples.at(-1)!)} | ${target === null ? "—" : `≤ ${target} ms`} | ${verdict} |`,
    );
  };
  console.log(`\n| measure (${label}) | n | p50 | p95 | max | target p95 | met? |\n|---|---|---|---|---|---|---|`);
  for (const via of servers) {
    const mine = sent.filter((message) => message.via === via.name);
    const seconds = phaseSeconds.get(via.name)!;
    row(
      `POST …/messages through ${via.name} (${(mine.length / seconds).toFixed(0)} messages/s)`,
      mine.map((m) => m.ms).sort((a, b) => a - b),
      SEND_TARGET,
    );
    for (const on of servers) {
      const samples = fanout.get(`${via.name} → ${on.name}`) ?? [];
      const other = on.name !== via.name;
      const name = `fan-out, sent through ${via.name}, heard on ${on.name} (${other ? "the other process" : "the same process"})`;
      row(name, samples, other || onPglite ? FANOUT_TARGET : null);
    }
  }
  for (const [via, cpu] of phaseCpu) console.log(`\nCPU per message sent through ${via}: ${cpu}`);
  const all = [...fanout.values()].flat();
  console.log(`\nreceipts: ${all.length} of ${expected} expected (${strays} unexpected or wrong isMine) from ${sent.length} messages`);
  if (all.length < expected || strays > 0) verdicts.push(`delivery: **MISSED** (${expected - all.length} receipts missing, ${strays} wrong)`);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\n| process (RSS / heap used + external, after a full GC) | no stream (warm) | ${streamsPerProcess} streams | per stream | after the sends | target |`);
  console.log("|---|---|---|---|---|---|");
  for (const [i, server] of servers.entries()) {
    // Live memory is the V8 heap plus what lives outside it (socket buffers, Buffers); RSS is what the machine pays.
    const live = (m: Memory) => m.heapUsed + m.external;
    const [rss, heap] = [open[i]!.rss - idle[i]!.rss, live(open[i]!) - live(idle[i]!)].map((bytes) => bytes / 1024 / streamsPerProcess) as [number, number];
    // Judged on live memory: RSS after a collection still moves by ±15 MB as the allocator returns pages or not.
    const verdict = heap <= KB_TARGET ? "met" : "**MISSED**";
    verdicts.push(`memory per stream on ${server.name}: ${verdict} (RSS ${rss.toFixed(1)} KB, heap + external ${heap.toFixed(1)} KB; target ≤ ${KB_TARGET} KB)`);
    const per = `${rss.toFixed(1)} KB / ${heap.toFixed(1)} KB`;
    const both = (m: Memory) => `${mb(m.rss)} / ${mb(live(m))}`;
    console.log(`| ${server.name} | ${both(idle[i]!)} | ${both(open[i]!)} | ${per} | ${both(after[i]!)} | ≤ ${KB_TARGET} KB live: ${verdict} |`);
  }
  console.log(`\ntargets on ${label}:\n  ${verdicts.join("\n  ")}`);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  // Tabs first (a stopping server would send them 「end」), then the processes, then their data.
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  await Promise.all(servers.map((server) => server.app.stop()));
  await scratch?.drop();
  for (const dir of [dataDir, probeDir]) if (dir) await rm(dir, { recursive: true, force: true });
}

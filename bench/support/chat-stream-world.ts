import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

import { sql } from "drizzle-orm";

import { selectRows, type DatabaseHandle } from "../../src/db/client";
import { insertCorporation, insertMembership, insertProject, insertUser } from "../../src/db/seed/factories";
import { createSession } from "../../src/platform/sessions/session.queries";
import { readEvents } from "../../tests/support/sse-reader";

/** A user who holds streams: their session's raw id (the `kh_session` cookie) and, for an orderer, their corporation's rooms. */
export type StreamUser = { userId: number; cookie: string; rooms: number[] };
export type StreamWorld = { orderers: StreamUser[]; pros: StreamUser[]; roomPro: Map<number, number> };

/**
 * The real-time bench's world, written before any server starts (PGlite allows one owner): one
 * corporation per sender with one verified orderer, `proCount` verified pros, each with one room
 * with corporation i % senders, and a session for everyone. Sessions are rows, not log-ins: 100+
 * log-ins over HTTP would trip the per-IP login limit and measure argon2, not the stream.
 */
export async function seedStreamWorld(handle: DatabaseHandle, senders: number, proCount: number, now: Date): Promise<StreamWorld> {
  const { db } = handle;
  const orderers: StreamUser[] = [];
  const projectOf: number[] = [];
  for (let i = 0; i < senders; i++) {
    const corporation = await insertCorporation(db, { name: `株式会社ストリーム${i + 1}` });
    const user = await insertUser(db, { isOrderer: true, currentCorporationId: corporation.id });
    await insertMembership(db, { userId: user.id, corporationId: corporation.id, role: "owner" });
    projectOf.push((await insertProject(db, { corporationId: corporation.id, status: "open", referenceDate: now })).id);
    orderers.push({ userId: user.id, cookie: "", rooms: [] });
  }
  const tag = now.getTime().toString(36);
  await db.execute(sql`insert into users (email, password_hash, last_name, first_name, last_name_kana, first_name_kana, is_pro, email_verified_at)
    select 'stream-pro-' || ${tag} || '-' || n || '@example.test', 'x', '配信', '太郎' || n, 'ハイシン', 'タロウ', true, now()
    from generate_series(0, ${proCount - 1}) as n`);
  const proIds = (await selectRows<{ id: number }>(db, sql`select id from users where email like ${`stream-pro-${tag}-%`} order by id`)).map((r) => r.id);
  const roomPro = new Map<number, number>();
  for (const [i, proId] of proIds.entries()) {
    const s = i % senders;
    const [room] = await selectRows<{ id: number }>(
      db,
      sql`insert into chat_rooms (project_id, corporation_id, pro_user_id, last_message_at)
          select ${projectOf[s]}, corporation_id, ${proId}, now() from projects where id = ${projectOf[s]} returning id`,
    );
    orderers[s]!.rooms.push(room!.id);
    roomPro.set(room!.id, proId);
  }
  const pros = proIds.map((userId) => ({ userId, cookie: "", rooms: [] }));
  for (const user of [...orderers, ...pros]) user.cookie = `kh_session=${(await createSession(db, { userId: user.userId, now })).rawId}`;
  await db.execute(sql`analyze`);
  return { orderers, pros, roomPro };
}

/** What memory-probe.mjs reports (bytes), after a full garbage collection. */
export type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

/** The environment that loads memory-probe.mjs into a server process, writing its readings to `file`. */
export function memoryProbeEnv(file: string): Record<string, string> {
  const probe = pathToFileURL(path.resolve(import.meta.dirname, "memory-probe.mjs")).href;
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${probe}`.trim(), BENCH_MEMORY_FILE: file };
}

/** A server's live memory: SIGUSR2 asks the probe for a collection and a reading, then the file holds it. */
export async function liveMemory(pid: number, file: string): Promise<Memory> {
  await rm(file, { force: true });
  process.kill(pid, "SIGUSR2");
  // Up to a minute: a full collection of a large heap on a busy machine is slow.
  for (let i = 0; i < 1_200; i++) {
    try {
      return JSON.parse(await readFile(file, "utf8")) as Memory;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`no memory reading from process ${pid}`);
}

/** CPU time a process has used, user and system, in ms (/proc/<pid>/stat, in clock ticks of 10 ms on Linux). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const browserHeaders = (baseUrl: string, cookie: string) => ({ cookie, origin: baseUrl, "x-requested-with": "XMLHttpRequest" });

/** One heard `message`: which message, on which process, when (performance.now()), and whether the stream called it mine. */
export type Receipt = { messageId: number; on: string; userId: number; at: number; isMine: boolean };

/**
 * Opens the chat stream as `user` on one process (a browser tab's EventSource), waits for `ready`,
 * then hands every `message` event to `onReceipt` until it is closed. Resolves to the close.
 */
export async function openTab(server: { name: string; baseUrl: string }, user: StreamUser, onReceipt: (r: Receipt) => void): Promise<() => Promise<void>> {
  const response = await fetch(`${server.baseUrl}/api/v2/project_chat_rooms/events`, {
    headers: { ...browserHeaders(server.baseUrl, user.cookie), accept: "text/event-stream" },
  });
  if (response.status !== 200) throw new Error(`stream on ${server.name}: ${response.status} ${await response.text()}`);
  const events = readEvents(response);
  await events.nextOf("ready", 30_000);
  const reading = (async () => {
    for (;;) {
      // Heartbeats are comments, skipped by the reader; an hour is longer than any run.
      const event = await events.next(3_600_000).catch(() => null);
      if (event === null) return;
      if (event.event !== "message") continue;
      const data = JSON.parse(event.data) as { messageId: number; isMine: boolean };
      onReceipt({ messageId: data.messageId, on: server.name, userId: user.userId, at: performance.now(), isMine: data.isMine });
    }
  })();
  return async () => {
    await events.close();
    await reading;
  };
}

/** Runs `tasks` at most `limit` at a time (opening 1,000 streams at once would queue on 10 pooled connections anyway). */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += limit) results.push(...(await Promise.all(tasks.slice(i, i + limit).map((task) => task()))));
  return results;
}

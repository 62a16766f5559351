import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

import { getLogger } from "@/lib/logger";

import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query function takes first; PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The node-postgres pool (server only), for work that needs one connection throughout. */
  pool?: pg.Pool;
  /** Runs `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel for this process: `onPayload` gets each NOTIFY's payload. On the server a
   * dedicated connection listens and comes back by itself after a drop, calling `onGap` (what was
   * notified meanwhile is lost). Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** dataDir "memory://" keeps everything in memory (tests). */
  | { kind: "pglite"; dataDir: string };

/** The server when a URL is configured, otherwise the embedded database in the data directory. */
export function databaseTargetFor(config: { databaseUrl?: string; dataDir: string }, poolSize?: number): DatabaseTarget {
  return config.databaseUrl ? { kind: "postgres", url: config.databaseUrl, poolSize } : { kind: "pglite", dataDir: config.dataDir };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, typed apart by Drizzle. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export function describeTarget(target: DatabaseTarget): string {
  return target.kind === "postgres" ? "PostgreSQL server" : `PGlite (${target.dataDir})`;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that the server drops (restart, failover, admin kill) emits 'error' on the
    // pool; unhandled, that would end the process. The pool replaces the connection on next use.
    pool.on("error", (error) => getLogger().warn({ err: error }, "an idle database connection failed"));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => void (await pool.query("select 1")),
      listen: (channel, onPayload, onGap) => listenOnServer(target.url, channel, onPayload, onGap),
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir === "memory://" ? undefined : path.resolve(target.dataDir);
  // Before PGlite touches the files: a second opener must stop here, not after it has written.
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  if (lock?.recoveredFrom) {
    getLogger().warn({ lock: lock.lockPath, previousOwner: lock.recoveredFrom }, "took over a data directory lock left by a process that no longer runs");
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      // PGlite keeps up to 1 GB of WAL by default; a laptop demo does not need that.
      postgresqlconf: ["max_wal_size = 64MB", "min_wal_size = 32MB"],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    // One process owns the embedded database, so its own notifications are all there is to hear.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    // The lock goes only after PGlite has flushed and closed its files.
    close: () => client.close().finally(() => lock?.release()),
  };
}

const RELISTEN_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). When it drops (a
 * server restart), it connects again with growing pauses and tells the caller about the gap.
 */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", (error) => getLogger().warn({ err: error, channel }, "the database listener connection failed"));
    next.on("end", () => {
      if (isStopped || client !== next) return;
      client = null;
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    attempt = 0;
  };
  const reconnect = () => {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt++, RELISTEN_DELAYS_MS.length - 1)];
    setTimeout(() => {
      if (isStopped) return;
      connect().then(onGap, () => reconnect());
    }, delay).unref();
  };
  await connect();
  return async () => {
    isStopped = true;
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

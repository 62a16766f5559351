import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

import type { DatabaseHandle } from "../../client";

/** One connection for the whole seed: session settings and transactions must stay on it. */
export type RawExecutor = {
  kind: DatabaseHandle["kind"];
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Resets the seed's session settings and gives the connection back. */
  release(): Promise<void>;
};

/**
 * Session settings for a seed connection on the server: commits need not wait for the disk (a
 * crashed seed is simply re-run), index builds get memory, and TOASTed text is compressed with
 * lz4, which cut the insert time by about a third against pglz here.
 */
async function prepareSeedSession(client: pg.PoolClient): Promise<void> {
  await client.query("SET synchronous_commit = off");
  await client.query("SET maintenance_work_mem = '1GB'");
  await client.query("SET default_toast_compression = lz4").catch(() => undefined);
}

export async function openRawExecutor(handle: DatabaseHandle): Promise<RawExecutor> {
  if (handle.kind === "postgres") {
    const client: pg.PoolClient = await handle.pool!.connect();
    await prepareSeedSession(client);
    // Several inserters write through this one connection at once (a pro's skills, histories and
    // links): their statements queue here, one after another, as node-postgres wants them to.
    let queue: Promise<unknown> = Promise.resolve();
    return {
      kind: "postgres",
      query: (text, params) => {
        const result = queue.then(() => client.query(text, params));
        queue = result.catch(() => undefined);
        return result as never;
      },
      release: async () => {
        // The connection goes back to the app's pool: leave no seed-only settings on it.
        await client.query("RESET ALL").catch(() => undefined);
        client.release();
      },
    };
  }
  // drizzle keeps the PGlite instance it wraps on $client; PGlite has one connection anyway.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return {
    kind: "pglite",
    query: async (text, params) => (await client.query(text, params)) as never,
    release: async () => undefined,
  };
}

/**
 * Column types as PostgreSQL spells them. Arrays of arrays cannot go through unnest (it flattens
 * them), so int[] and tsvector columns travel as text literals and are cast per row.
 */
export type ColumnType = "int" | "bigint" | "smallint" | "text" | "bool" | "date" | "timestamptz" | "int[]" | "text[]" | "tsvector";
export type ColumnSpec = readonly [name: string, type: ColumnType];

const PARAM_TYPE: Record<ColumnType, string> = {
  int: "int[]",
  bigint: "bigint[]",
  smallint: "smallint[]",
  text: "text[]",
  bool: "bool[]",
  date: "date[]",
  timestamptz: "timestamptz[]",
  "int[]": "text[]",
  "text[]": "text[]",
  tsvector: "text[]",
};

export function intArrayLiteral(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}

/** A text[] literal: every element quoted, with backslashes and quotes escaped. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/** A table's batch statement: INSERT … SELECT … FROM unnest($1::int[], $2::text[], …), one array per column. */
export function buildUnnestInsert(table: string, columns: readonly ColumnSpec[], overridingSystemValue: boolean): string {
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map(([, type], i) => (type === "int[]" || type === "text[]" || type === "tsvector" ? `c${i}::${type}` : `c${i}`)).join(", ");
  const unnest = columns.map(([, type], i) => `$${i + 1}::${PARAM_TYPE[type]}`).join(", ");
  return `INSERT INTO "${table}" (${names})${overridingSystemValue ? " OVERRIDING SYSTEM VALUE" : ""} SELECT ${select} FROM unnest(${unnest}) AS t(${aliases.join(", ")})`;
}

/**
 * Collects rows column by column and writes them in batches. A batch is sent without waiting for
 * it, so the next batch is generated in JavaScript while PostgreSQL stores this one; with two
 * connections ("lanes") two batches are stored at once, one per server core.
 */
export class BulkInserter {
  private readonly sql: string;
  private readonly lanes: readonly RawExecutor[];
  private readonly pending: Promise<unknown>[];
  private readonly after: BulkInserter | undefined;
  private columns: unknown[][];
  private sent = 0;
  inserted = 0;

  constructor(
    lanes: RawExecutor | readonly RawExecutor[],
    table: string,
    private readonly spec: readonly ColumnSpec[],
    private readonly batchSize = 2_000,
    options: { overridingSystemValue?: boolean; after?: BulkInserter } = {},
  ) {
    this.lanes = Array.isArray(lanes) ? lanes : [lanes as RawExecutor];
    this.pending = this.lanes.map(() => Promise.resolve());
    this.after = options.after;
    this.sql = buildUnnestInsert(table, spec, options.overridingSystemValue ?? true);
    this.columns = spec.map(() => []);
  }

  /** Values in the order of the column spec. */
  async push(values: readonly unknown[]): Promise<void> {
    for (let i = 0; i < values.length; i++) this.columns[i]!.push(values[i]);
    if (this.columns[0]!.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    // Rows that reference another inserter's rows (profiles → users) must not overtake them.
    if (this.after) await this.after.drain();
    const count = this.columns[0]!.length;
    if (count === 0) return;
    const params = this.columns;
    this.columns = this.spec.map(() => []);
    const lane = this.sent++ % this.lanes.length;
    // One statement at a time per connection; this also surfaces a failed batch before the next.
    await this.pending[lane];
    const current = this.lanes[lane]!.query(this.sql, params);
    current.catch(() => undefined);
    this.pending[lane] = current;
    this.inserted += count;
  }

  /** Sends what is left and waits until every batch is stored. */
  async drain(): Promise<void> {
    await this.flush();
    await Promise.all(this.pending);
  }

  async finish(): Promise<number> {
    await this.drain();
    return this.inserted;
  }
}

/** Progress reporting at most every few seconds, with the rate so far. */
export function createProgress(label: string, total: number, onProgress?: (message: string) => void) {
  const started = performance.now();
  let lastReport = started;
  const format = (n: number) => n.toLocaleString("en-US");
  const line = (done: number) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : done;
    return `${label}: ${format(done)} / ${format(total)} (${format(rate)} rows/s, ${seconds.toFixed(1)} s)`;
  };
  return {
    tick(done: number) {
      const now = performance.now();
      if (onProgress && now - lastReport > 3_000) {
        lastReport = now;
        onProgress(line(done));
      }
    },
    done(count: number) {
      onProgress?.(line(count));
    },
  };
}

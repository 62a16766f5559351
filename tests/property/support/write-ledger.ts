import type { PGlite } from "@electric-sql/pglite";

import type { DatabaseHandle } from "@/db/client";

/**
 * Which tables a request wrote (issue 19: no partial writes). Counting the rows of all ~50 public
 * tables costs ~5 ms on PGlite, more than the request itself, so it cannot follow every one of
 * 10,000 requests per family. Instead a row trigger on every public table (installed into the
 * property tests' own in-memory database only) adds each insert, update and delete to a ledger
 * table and NOTIFYs, in the same transaction — so a rolled-back write leaves no trace, as it should.
 * PGlite hands the notification to its listener with the answer of the committing statement, so
 * the runner knows after each request, without a query, whether anything was written; only then
 * does it read which tables changed, and a refused request must have changed none. The real
 * `count(*)` of every table is still taken at each batch's end and must equal the counts at the
 * batch's start plus the ledger's inserts minus its deletes: that proves the ledger missed no
 * table, and it is the row-count check the issue asks for.
 */

export type TableWrites = { inserted: number; updated: number; deleted: number };
export type Ledger = Map<string, TableWrites>;

const LEDGER_TABLE = "property_test_write_ledger";
const WRITE_CHANNEL = "property_test_writes";

function rawClient(handle: DatabaseHandle): PGlite {
  if (handle.kind !== "pglite") throw new Error("the write ledger reads PGlite's one session: run the property tests on PGlite");
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/** The public tables the app owns (base tables; partitions are counted through their parent). */
export async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await rawClient(handle).query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> $1 order by 1`,
    [LEDGER_TABLE],
  );
  return rows.map((row) => row.name);
}

/** Creates the ledger and puts its trigger on every public table (once per database). */
export async function installWriteLedger(handle: DatabaseHandle): Promise<void> {
  const client = rawClient(handle);
  await client.exec(`
    create table if not exists ${LEDGER_TABLE} (
      table_name text primary key, inserted bigint not null default 0, updated bigint not null default 0, deleted bigint not null default 0);
    create or replace function property_test_note_write() returns trigger language plpgsql as $$
    begin
      insert into ${LEDGER_TABLE} as l (table_name, inserted, updated, deleted)
      values (TG_TABLE_NAME, (TG_OP = 'INSERT')::int, (TG_OP = 'UPDATE')::int, (TG_OP = 'DELETE')::int)
      on conflict (table_name) do update
        set inserted = l.inserted + excluded.inserted, updated = l.updated + excluded.updated, deleted = l.deleted + excluded.deleted;
      perform pg_notify('${WRITE_CHANNEL}', TG_TABLE_NAME);
      return null;
    end $$;`);
  for (const table of await publicTables(handle)) {
    await client.exec(`create or replace trigger property_test_note_write after insert or update or delete on "${table}"
      for each row execute function property_test_note_write()`);
  }
}

/**
 * A count that moves whenever a transaction that wrote a row commits (the trigger's NOTIFY). Call
 * once per database: the listener stays for the worker's life.
 */
export async function watchWrites(handle: DatabaseHandle): Promise<() => number> {
  let commits = 0;
  await handle.listen(
    WRITE_CHANNEL,
    () => void (commits += 1),
    () => undefined,
  );
  return () => commits;
}

export async function readLedger(handle: DatabaseHandle): Promise<Ledger> {
  const { rows } = await rawClient(handle).query<{ table_name: string; inserted: string; updated: string; deleted: string }>(`select * from ${LEDGER_TABLE}`);
  return new Map(rows.map((row) => [row.table_name, { inserted: Number(row.inserted), updated: Number(row.updated), deleted: Number(row.deleted) }]));
}

export async function clearLedger(handle: DatabaseHandle): Promise<void> {
  await rawClient(handle).exec(`delete from ${LEDGER_TABLE}`);
}

/** Tables whose inserts, updates or deletes differ between two ledger readings, with what changed. */
export function ledgerChanges(before: Ledger, after: Ledger): Record<string, TableWrites> {
  const changes: Record<string, TableWrites> = {};
  for (const [table, now] of after) {
    const then = before.get(table) ?? { inserted: 0, updated: 0, deleted: 0 };
    const delta = { inserted: now.inserted - then.inserted, updated: now.updated - then.updated, deleted: now.deleted - then.deleted };
    if (delta.inserted || delta.updated || delta.deleted) changes[table] = delta;
  }
  return changes;
}

/** `count(*)` of every public table, in one statement. */
export async function countRows(handle: DatabaseHandle, tables: readonly string[]): Promise<Record<string, number>> {
  const select = tables.map((table, i) => `(select count(*) from "${table}")::int as c${i}`).join(", ");
  const { rows } = await rawClient(handle).query<Record<string, number>>(`select ${select}`);
  return Object.fromEntries(tables.map((table, i) => [table, rows[0]![`c${i}`]!]));
}

/** The counts a batch should end with: its starting counts plus the ledger's inserts minus its deletes. */
export function countsExpectedFrom(start: Record<string, number>, ledger: Ledger): Record<string, number> {
  return Object.fromEntries(Object.entries(start).map(([table, n]) => [table, n + (ledger.get(table)?.inserted ?? 0) - (ledger.get(table)?.deleted ?? 0)]));
}

import pg from "pg";

/** The machine's PostgreSQL server (CI runs one at 127.0.0.1:5432 with trust auth). */
const ADMIN_URL = process.env.E2E_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type ScratchServerDatabase = {
  url: string;
  /** Stops (false) or resumes (true) accepting connections; stopping also ends every open session. */
  setConnectionsAllowed(allowed: boolean): Promise<void>;
  drop(): Promise<void>;
};

/**
 * A database of its own on the PostgreSQL server, for tests that take it away mid-test (an outage
 * the way production meets one), dropped afterwards.
 */
export async function createScratchServerDatabase(prefix: string): Promise<ScratchServerDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async setConnectionsAllowed(allowed) {
      await admin.query(`alter database ${name} allow_connections ${allowed}`);
      if (!allowed) await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

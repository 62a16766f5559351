import type { Database } from "./client";

/**
 * Runs `work` in one transaction and hands it a `Database`, so every query and service function
 * takes the transaction exactly as it takes the database (no casts at the call sites).
 *
 * The rule for work that spans domains (decision 012): the service that must be atomic opens the
 * transaction and passes `tx` on — to its own queries and to another domain's service alike (applying
 * to a project will open a chat room in the same transaction). A service handed a transaction never
 * reaches for the outer database. A service that opens its own `inTransaction` inside one joins it as
 * a savepoint: if it throws, its part is undone, and the caller's transaction fails too unless the
 * caller catches. Nothing slow or external runs inside (mail goes through the outbox, written here
 * and sent after commit).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

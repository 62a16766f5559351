import { lt, or, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { rateLimitCounters, sessions } from "@/db/schema";
import { SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";

/** The longest rate-limit window in use; older counters can never block anyone again. */
const LONGEST_RATE_LIMIT_WINDOW_MS = 60 * 60_000;
const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

/** Deletes expired sessions and stale rate-limit counters so neither table grows forever. */
export async function purgeExpiredRows(db: Database, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), sql`${sessions.lastSeenAt} < ${idleCutoff}::timestamptz`));
  await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowStartedAt} < ${new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS).toISOString()}::timestamptz`);
}

/** Runs the purge now and then hourly; the timer never keeps the process alive. */
export function startMaintenance(db: Database, now: () => Date, onError: (error: unknown) => void): () => void {
  const run = () => purgeExpiredRows(db, now()).catch(onError);
  void run();
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

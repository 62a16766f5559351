import { and, eq, lt, ne, or, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { dataExports, jobs, loginEvents, rateLimitCounters, sessions } from "@/db/schema";
import { RATE_LIMITS } from "@/platform/rate-limit";
import { SESSION_IDLE_TIMEOUT_MS, SHORT_SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";

/** The longest rate-limit window in use: a counter of a rule no longer listed is kept that long. */
const LONGEST_RATE_LIMIT_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

/** The login history is kept a year (the account's own history and its data export). */
const LOGIN_HISTORY_RETENTION_MS = 365 * 24 * 60 * 60_000;

/** Finished jobs are kept this long, for looking into a failure. */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes expired sessions, stale rate-limit counters, old finished jobs, expired data exports and logins over a year old so no table grows forever. */
export async function purgeExpiredRows(db: Database, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();
  const shortIdleCutoff = new Date(now.getTime() - SHORT_SESSION_IDLE_TIMEOUT_MS).toISOString();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        sql`${sessions.lastSeenAt} < ${idleCutoff}::timestamptz`,
        and(eq(sessions.isPersistent, false), sql`${sessions.lastSeenAt} < ${shortIdleCutoff}::timestamptz`),
      ),
    );
  // Each counter lives as long as its own rule's window (a day for the contact form's per-address
  // limit, 15 minutes for log-in attempts): purging at one shorter cutoff would reset a longer limit.
  const cutoff = (windowMs: number) => sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const windowOfKey = sql.join(
    Object.values(RATE_LIMITS).map((rule) => sql`when ${rateLimitCounters.key} like ${`${rule.name}:%`} then ${cutoff(rule.windowMs)}`),
    sql` `,
  );
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStartedAt} < case ${windowOfKey} else ${cutoff(LONGEST_RATE_LIMIT_WINDOW_MS)} end`);
  await db.delete(jobs).where(and(ne(jobs.status, "pending"), lt(jobs.finishedAt, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS))));
  // A data export's document is a copy of the person's data: gone once its 7 days are over (decision 017).
  await db.delete(dataExports).where(lt(dataExports.expiresAt, now));
  await db.delete(loginEvents).where(lt(loginEvents.loggedInAt, new Date(now.getTime() - LOGIN_HISTORY_RETENTION_MS)));
}

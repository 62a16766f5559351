import { and, eq, lt, ne, or, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { accountTokens, corporationInvitations, dataExports, emailOutbox, jobs, loginEvents, rateLimitCounters, sessions } from "@/db/schema";
import { RATE_LIMITS } from "@/platform/rate-limit";
import { SESSION_IDLE_TIMEOUT_MS, SHORT_SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";

/** The longest rate-limit window in use: a counter of a rule no longer listed is kept that long. */
const LONGEST_RATE_LIMIT_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

/** The login history is kept a year (the account's own history and its data export). */
const LOGIN_HISTORY_RETENTION_MS = 365 * 24 * 60 * 60_000;

/** Finished jobs are kept this long, for looking into a failure. */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Mail is kept 90 days after it was written: long enough for the console's メール送信履歴 and a
 * resend, no longer — a mail's body is a copy of someone's data, and some hold a (spent) link.
 * Mail still waiting to be sent stays until it is sent or gives up.
 */
export const MAIL_RETENTION_MS = 90 * 24 * 60 * 60_000;

/** A mailed link's row outlives its expiry by a week (its page says 無効 either way), then goes. */
const SPENT_LINK_RETENTION_MS = 7 * 24 * 60 * 60_000;

/**
 * An invitation's row (the invitee's address) goes 30 days after its link expired, used or not: the
 * members page lists only pending ones, and until then an old link still says 期限切れ, not 見つかりません.
 */
const SPENT_INVITATION_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes expired sessions, stale rate-limit counters, old finished jobs, expired data exports and logins over a year old mail past its 90 days, spent mailed links and old invitations, so none of these tables grows forever (docs/data-inventory.md lists the ones that still do). */
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
  await db.delete(emailOutbox).where(and(ne(emailOutbox.status, "pending"), lt(emailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS))));
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - SPENT_LINK_RETENTION_MS)));
  await db.delete(corporationInvitations).where(lt(corporationInvitations.expiresAt, new Date(now.getTime() - SPENT_INVITATION_RETENTION_MS)));
}

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { users } from "./users";

/**
 * Server-side sessions. The cookie holds a random 256-bit id; only its SHA-256 is stored, so a
 * database leak yields no usable session.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** Absolute expiry; the idle expiry is computed from last_seen_at. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    /** 「ログイン状態を保持する」: false = the cookie ends with the browser and the session within a day. */
    isPersistent: boolean("is_persistent").notNull().default(true),
    /** When the person last typed their password in this session (login, or the console's 「パスワードの再確認」, decision 030). */
    passwordConfirmedAt: timestamp("password_confirmed_at", { withTimezone: true }),
    /** When this session proved the second factor (decision 033): at a 二段階認証 login, or by turning it on. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Fixed-window counters for login/sign-up throttling; shared by every app instance. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/** Every e-mail the product sends; delivered over SMTP when configured, otherwise kept for the dev mailbox. */
export const EMAIL_OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * Mail waiting to be sent, written in the transaction of the event that causes it (decision 015).
 * The delivery job claims due rows with a lease (`locked_until`), so two server processes never send
 * one row at once and a process killed mid-batch leaves its rows to be claimed again; `message_key`
 * makes the Message-ID, the same on every attempt, so a retry after a crash is recognisable.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    /** The HTML part (React Email); null for mail written before templates. */
    bodyHtml: text("body_html"),
    /** Notices only: the one-click unsubscribe address (List-Unsubscribe, RFC 8058). Never on security mail. */
    unsubscribeUrl: text("unsubscribe_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: EMAIL_OUTBOX_STATUSES }).notNull().default("pending"),
    messageKey: uuid("message_key").notNull().defaultRandom(),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("email_outbox_sent_at_idx").on(t.sentAt),
    // The console's mail log: newest first, and one address's mail.
    index("email_outbox_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("email_outbox_to_address_idx").on(t.toAddress, t.createdAt.desc()),
    // The console's mail log: what failed, newest first (issue 18).
    index("email_outbox_failed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const JOB_STATUSES = ["pending", "done", "failed"] as const;

/**
 * Background work (decision 016): account erasure, data export, scheduled recomputations. A worker
 * in each server process claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, like the mail
 * outbox, so several processes never run one job at once and a killed process's job runs again.
 * `singleton_key` keeps at most one pending row per key (a schedule's next run, one erasure per user).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    singletonKey: text("singleton_key"),
    attempts: smallint("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("jobs_pending_singleton_key_idx")
      .on(t.singletonKey)
      .where(sql`${t.status} = 'pending'`),
    index("jobs_finished_at_idx").on(t.finishedAt),
    check("jobs_status_check", sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

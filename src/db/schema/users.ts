import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { corporations } from "./corporations";

export { JOB_CHANGE_INTENTIONS, PLANS, type JobChangeIntention, type Plan } from "./user-values";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    lastName: text("last_name").notNull(),
    firstName: text("first_name").notNull(),
    lastNameKana: text("last_name_kana").notNull(),
    firstNameKana: text("first_name_kana").notNull(),
    profileImageUrl: text("profile_image_url"),
    isPro: boolean("is_pro").notNull().default(false),
    isOrderer: boolean("is_orderer").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The orderer's current corporation (always one of their memberships). */
    currentCorporationId: integer("current_corporation_id").references((): AnyPgColumn => corporations.id, {
      onDelete: "set null",
    }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the address in `email` was proven by a link sent to it; null = not yet (issue 12). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** 退会: login refused and the profile hidden from this moment; personal data erased 30 days later. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** When the erasure job replaced the personal data (docs/decisions/017-account-deletion.md). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** 利用停止 by an operator (issue 18): login refused, sessions ended, profile and own projects hidden until lifted. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** An operator required a new password (issue 18): login refuses the old one until a reset link is used. */
    passwordResetRequiredAt: timestamp("password_reset_required_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    // The operators' dashboard counts the last 30 days by day (issue 18).
    index("users_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // The console's search by a part of the address or name (issue 18). search_grams is a stored
    // generated column that only the database knows (migration 0019 adds it; it is left out of this
    // table so that no select of users carries it): the pairs of neighbouring characters of each text
    // (src/features/operator-console/users/console-user-grams.ts).
    index("users_search_grams_idx").using("gin", sql`search_grams`),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password", "change_email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Links sent by e-mail (verification, password reset, e-mail change). The link carries 256 random
 * bits; only their SHA-256 is stored, so a database leak yields no usable link. Single use
 * (`used_at`), expiring, and bound to the account and to the address it was sent to.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address the link went to: the account's for verification and reset, the new one for a change. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash_idx").on(t.tokenHash),
    index("account_tokens_user_id_purpose_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`),
  ],
);

/** Each successful login, kept a year: the account's own login history and its data export. */
export const loginEvents = pgTable(
  "login_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    loggedInAt: timestamp("logged_in_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("login_events_user_id_logged_in_at_idx").on(t.userId, t.loggedInAt)],
);

/** Kinds of notice mail a person can stop with one click (never security mail). */
export const NOTICE_MAIL_CATEGORIES = ["scout", "application", "message", "news"] as const;
export type NoticeMailCategory = (typeof NOTICE_MAIL_CATEGORIES)[number];

/** Notice mail a user stopped (the unsubscribe link in each notice, or settings). */
export const noticeMailOptOuts = pgTable(
  "notice_mail_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category", { enum: NOTICE_MAIL_CATEGORIES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed"] as const;

/** 開示請求 (APPI): a user's data as JSON, made by a job and downloadable by its owner until it expires. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The JSON document, kept until expires_at. */
    content: text("content"),
    byteSize: integer("byte_size"),
  },
  (t) => [index("data_exports_user_id_idx").on(t.userId), check("data_exports_status_check", sql`${t.status} in ('pending', 'ready', 'failed')`)],
);

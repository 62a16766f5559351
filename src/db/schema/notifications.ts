import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { applications } from "./applications";
import { users } from "./users";

/** What happened, for whom (issue 15): the events of the matching loop, one row per person told. */
export const NOTIFICATION_KINDS = [
  "application_received",
  "application_moved",
  "application_withdrawn",
  "application_auto_declined",
  "reply_deadline_near",
  "scout_received",
  "scout_answered",
  "listing_freshness",
  // Meetings arranged in a conversation (issue 16).
  "meeting_proposed",
  "meeting_agreed",
  "meeting_declined",
  "meeting_reminder",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A person's in-app notifications (decision 023): each member of a corporation reads and marks their
 * own (DOMAIN-NOTES: shared company logins mixed up unread marks). Operators' announcements stay
 * their own list (spec S-BAR-3 … 6).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** Where it leads on the site (a path, never a full URL). */
    linkPath: text("link_path").notNull(),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When its e-mail went (alone or in a digest), or was settled without one (the user opted out). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The mail job reads what is still to be mailed.
    index("notifications_unmailed_idx")
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    check("notifications_link_path_check", sql`${t.linkPath} like '/%' and ${t.linkPath} not like '//%'`),
  ],
);

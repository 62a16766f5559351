import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { users } from "./users";

export const ANNOUNCEMENT_AUDIENCES = ["all", "pro", "orderer"] as const;

/** Operator notices shown in the top bar's dropdown (spec S-ANN-1). */
export const announcements = pgTable(
  "announcements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    body: text("body"),
    targetUrl: text("target_url").notNull(),
    audience: text("audience", { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default("all"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("announcements_published_at_idx").on(t.publishedAt.desc()), check("announcements_audience_check", sql`${t.audience} in ('all', 'pro', 'orderer')`)],
);

export const announcementReads = pgTable(
  "announcement_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

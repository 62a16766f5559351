import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { emailOutbox } from "./platform";
import { users } from "./users";

export const INQUIRY_STATUSES = ["new", "in_progress", "done"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Messages sent from /contact/new; the operators' inbox (issue 18) works them 新規 → 対応中 → 完了. */
export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    companyName: text("company_name"),
    /** pro | orderer | press | other */
    category: text("category").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_inquiries_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("contact_inquiries_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    check("contact_inquiries_status_check", sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
);

/** An operator's answer to an inquiry, sent by e-mail from the console (the outbox row is the mail). */
export const contactInquiryReplies = pgTable(
  "contact_inquiry_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    operatorUserId: integer("operator_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    emailOutboxId: integer("email_outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("contact_inquiry_replies_inquiry_id_idx").on(t.inquiryId, t.createdAt)],
);

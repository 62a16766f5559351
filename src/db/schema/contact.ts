import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { users } from "./users";

/** Messages sent from /contact/new. */
export const contactInquiries = pgTable("contact_inquiries", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  companyName: text("company_name"),
  /** pro | orderer | press | other */
  category: text("category").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

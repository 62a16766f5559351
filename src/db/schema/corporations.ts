import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { prefectures } from "./reference";
import { users } from "./users";

export const corporations = pgTable(
  "corporations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    description: text("description").notNull().default(""),
    websiteUrl: text("website_url"),
    prefectureId: integer("prefecture_id").references(() => prefectures.id),
    /** 適格請求書発行事業者登録番号: T + 13 digits */
    invoiceRegistrationNumber: text("invoice_registration_number"),
    ...timestamps,
  },
  (t) => [check("corporations_invoice_number_check", sql`${t.invoiceRegistrationNumber} ~ '^T[0-9]{13}$'`)],
);

export const MEMBERSHIP_ROLES = ["owner", "admin", "member"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const corporationMemberships = pgTable(
  "corporation_memberships",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.corporationId] }),
    index("corporation_memberships_corporation_id_idx").on(t.corporationId),
    check("corporation_memberships_role_check", sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { prefectures } from "./reference";
import { PLANS } from "./user-values";
import { users } from "./users";

/** 業種 as company profiles on such services list them (labels: src/features/corporations/corporation-values.ts). */
export const CORPORATION_INDUSTRIES = [
  "it_web",
  "saas",
  "sier",
  "game",
  "ec_retail",
  "finance",
  "manufacturing",
  "media",
  "consulting",
  "healthcare",
  "education",
  "other",
] as const;
export type CorporationIndustry = (typeof CORPORATION_INDUSTRIES)[number];

/** 従業員数 bands. */
export const CORPORATION_SIZES = ["1_9", "10_49", "50_99", "100_299", "300_999", "1000_plus"] as const;
export type CorporationSize = (typeof CORPORATION_SIZES)[number];

export const corporations = pgTable(
  "corporations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    description: text("description").notNull().default(""),
    websiteUrl: text("website_url"),
    prefectureId: integer("prefecture_id").references(() => prefectures.id),
    /** 適格請求書発行事業者登録番号: T + 13 digits (the check digit is verified in code) */
    invoiceRegistrationNumber: text("invoice_registration_number"),
    industry: text("industry", { enum: CORPORATION_INDUSTRIES }),
    employeeSize: text("employee_size", { enum: CORPORATION_SIZES }),
    foundedYear: smallint("founded_year"),
    /**
     * Visitors (not logged in) see the name, logo and website only when the corporation chose so;
     * otherwise they are masked on its page and on its project pages alike (decision 022).
     */
    isNamePublic: boolean("is_name_public").notNull().default(false),
    /**
     * The corporation's contract (issue 18, decision 030): what its members may do while it is their
     * current corporation (plan-policy.ts). Changed by an operator after the contract is signed;
     * paid plans are billed by invoice, so the start day and the invoice note are kept with it.
     */
    plan: text("plan", { enum: PLANS }).notNull().default("free"),
    planStartedOn: date("plan_started_on", { mode: "string" }),
    /** The operator's note for invoicing (請求先の部署, 支払条件 …); never shown to the corporation. */
    planInvoiceNote: text("plan_invoice_note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("corporations_plan_check", sql`${t.plan} in ('free', 'standard', 'premium')`),
    // The console's corporation list: newest first, and by name.
    index("corporations_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    check("corporations_invoice_number_check", sql`${t.invoiceRegistrationNumber} ~ '^T[0-9]{13}$'`),
    check("corporations_founded_year_check", sql`${t.foundedYear} is null or ${t.foundedYear} between 1800 and 2100`),
  ],
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

/**
 * An e-mailed invitation to join a corporation. Like account_tokens, the link carries 256 random
 * bits and only their SHA-256 is stored; single use (accepted_at), expiring, revocable.
 */
export const corporationInvitations = pgTable(
  "corporation_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    /** Lower-cased and trimmed, as users.email. */
    email: text("email").notNull(),
    /** The role the invitee gets on joining; never owner (an owner promotes a member afterwards). */
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull().default("member"),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("corporation_invitations_token_hash_idx").on(t.tokenHash),
    index("corporation_invitations_corporation_id_idx").on(t.corporationId, t.createdAt.desc()),
    check("corporation_invitations_role_check", sql`${t.role} in ('admin', 'member')`),
  ],
);

import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { corporations } from "./corporations";
import { prefectures, remoteTypes } from "./reference";

import { JOB_CHANGE_INTENTIONS, PLANS } from "./user-values";

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
    /** The account's plan; only meaningful for orderers ('free' sends registration to a project request). */
    plan: text("plan", { enum: PLANS }).notNull().default("free"),
    /** The orderer's current corporation (always one of their memberships). */
    currentCorporationId: integer("current_corporation_id").references((): AnyPgColumn => corporations.id, {
      onDelete: "set null",
    }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email), check("users_plan_check", sql`${t.plan} in ('free', 'standard', 'premium')`)],
);

export const proProfiles = pgTable(
  "pro_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    headline: text("headline").notNull().default(""),
    bio: text("bio").notNull().default(""),
    professionIds: integer("profession_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    skillIds: integer("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    yearsOfExperience: smallint("years_of_experience"),
    /** 万円 per month */
    desiredMonthlyRateMan: integer("desired_monthly_rate_man"),
    availableDaysPerWeek: smallint("available_days_per_week"),
    remoteTypeId: integer("remote_type_id").references(() => remoteTypes.id),
    prefectureId: integer("prefecture_id").references(() => prefectures.id),
    /** null = not answered yet (the /me modalStates ask for it) */
    jobChangeIntention: text("job_change_intention", { enum: JOB_CHANGE_INTENTIONS }),
    isRealNameVerified: boolean("is_real_name_verified").notNull().default(false),
    isPublic: boolean("is_public").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("pro_profiles_skill_ids_idx").using("gin", t.skillIds),
    check("pro_profiles_intention_check", sql`${t.jobChangeIntention} in ('none', 'considering', 'active')`),
  ],
);

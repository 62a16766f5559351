import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps, tsvector } from "./columns";
import { corporations } from "./corporations";
import { prefectures, remoteTypes, skills } from "./reference";
import { JOB_CHANGE_INTENTIONS } from "./user-values";
import { users } from "./users";

export const PORTFOLIO_LINK_KINDS = ["github", "site", "article", "other"] as const;
export type PortfolioLinkKind = (typeof PORTFOLIO_LINK_KINDS)[number];

/**
 * A pro's public profile (issue 13). The multi-valued conditions pro search filters on are arrays
 * (decision 002): `skill_ids` is the search copy of pro_skills, written by every save of the profile.
 */
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
    /** The skills of pro_skills, in their order: what search filters on (GIN). */
    skillIds: integer("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Total years of professional experience. */
    yearsOfExperience: smallint("years_of_experience"),
    /** 万円 per month */
    desiredMonthlyRateMan: integer("desired_monthly_rate_man"),
    /** 円 per hour; a pro may state either rate or both. */
    desiredHourlyRateYen: integer("desired_hourly_rate_yen"),
    availableDaysPerWeek: smallint("available_days_per_week"),
    /** Hours a working day the pro can give (稼働時間). */
    availableHoursPerDay: smallint("available_hours_per_day"),
    /** 稼働開始可能日; null = 相談 (not stated). */
    availableFrom: date("available_from", { mode: "string" }),
    remoteTypeId: integer("remote_type_id").references(() => remoteTypes.id),
    prefectureId: integer("prefecture_id").references(() => prefectures.id),
    /** null = not answered yet (the /me modalStates ask for it) */
    jobChangeIntention: text("job_change_intention", { enum: JOB_CHANGE_INTENTIONS }),
    isRealNameVerified: boolean("is_real_name_verified").notNull().default(false),
    /** false = 非公開: only the pro, operators and orderers of corporations the pro applied to see it. */
    isPublic: boolean("is_public").notNull().default(true),
    /** The last login (or session use) of the pro, for 「3日以内にログイン」 and the search's sort. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** proSearchDocument (src/lib/pro-search-text.ts): headline and skills first, then bio, conditions and history.
     * Stored MAIN (kept in the row; migration 0016): every search reads it row after row. */
    searchText: text("search_text").notNull().default(""),
    /** Code points of search_text that are the head (headline, skills, professions): おすすめ順 ranks them first. */
    searchHeadLength: integer("search_head_length").notNull().default(0),
    /** SEARCH_TEXT_VERSION the text was written with; older rows are rewritten by the job search.reindex. */
    searchTextVersion: smallint("search_text_version").notNull().default(0),
    searchBigrams: tsvector("search_bigrams")
      .notNull()
      .default(sql`''::tsvector`),
    ...timestamps,
  },
  (t) => [
    index("pro_profiles_skill_ids_idx").using("gin", t.skillIds),
    index("pro_profiles_profession_ids_idx").using("gin", t.professionIds),
    index("pro_profiles_search_bigrams_idx").using("gin", t.searchBigrams),
    // The reindex job finds rows written before the current SEARCH_TEXT_VERSION without a scan.
    index("pro_profiles_search_text_version_idx").on(t.searchTextVersion),
    index("pro_profiles_updated_at_idx").on(t.updatedAt.desc(), t.userId.desc()),
    index("pro_profiles_last_active_at_idx").on(t.lastActiveAt.desc().nullsLast(), t.userId.desc()),
    index("pro_profiles_monthly_rate_idx").on(t.desiredMonthlyRateMan, t.userId),
    check("pro_profiles_intention_check", sql`${t.jobChangeIntention} in ('none', 'considering', 'active')`),
  ],
);

/** A skill on a pro's profile with its years of use, in the pro's order. */
export const proSkills = pgTable(
  "pro_skills",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => proProfiles.userId, { onDelete: "cascade" }),
    skillId: integer("skill_id")
      .notNull()
      .references(() => skills.id),
    years: smallint("years").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

/** 職務経歴: one engagement (company or project), newest first by `position`. */
export const proWorkHistories = pgTable(
  "pro_work_histories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => proProfiles.userId, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    /** The pro hides the company's name: only 「企業名非公開」 and the industry-free rest show. */
    isCompanyNameHidden: boolean("is_company_name_hidden").notNull().default(false),
    projectName: text("project_name").notNull().default(""),
    role: text("role").notNull().default(""),
    /** First day of the month the engagement started / ended (null = 現在). */
    startedOn: date("started_on", { mode: "string" }).notNull(),
    endedOn: date("ended_on", { mode: "string" }),
    description: text("description").notNull().default(""),
    skillIds: integer("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: smallint("position").notNull(),
  },
  (t) => [index("pro_work_histories_user_id_idx").on(t.userId, t.position)],
);

/** ポートフォリオ: a link with its title (GitHub, a site, an article…). */
export const proPortfolioLinks = pgTable(
  "pro_portfolio_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => proProfiles.userId, { onDelete: "cascade" }),
    kind: text("kind", { enum: PORTFOLIO_LINK_KINDS }).notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    index("pro_portfolio_links_user_id_idx").on(t.userId, t.position),
    check("pro_portfolio_links_kind_check", sql`${t.kind} in ('github', 'site', 'article', 'other')`),
  ],
);

/**
 * The employer shield: a corporation, or an e-mail domain, whose members must never see this pro —
 * neither the profile (404) nor in search. Exactly one of the two is set.
 */
export const proEmployerShields = pgTable(
  "pro_employer_shields",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    corporationId: integer("corporation_id").references(() => corporations.id, { onDelete: "cascade" }),
    /** Lower-case domain without "@", e.g. "example.co.jp". */
    emailDomain: text("email_domain"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pro_employer_shields_corporation_idx").on(t.userId, t.corporationId),
    uniqueIndex("pro_employer_shields_domain_idx").on(t.userId, t.emailDomain),
    index("pro_employer_shields_corporation_id_idx").on(t.corporationId),
    index("pro_employer_shields_email_domain_idx").on(t.emailDomain),
    check("pro_employer_shields_one_target_check", sql`(${t.corporationId} is null) <> (${t.emailDomain} is null)`),
  ],
);

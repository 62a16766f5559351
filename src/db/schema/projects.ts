import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { timestamps, tsvector } from "./columns";
import { corporations } from "./corporations";
import { availableTimes, contractTypes, prefectures, remoteTypes } from "./reference";
import { users } from "./users";

export const PROJECT_STATUSES = ["open", "closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Multi-valued conditions (professions, skills, tags, special pages) are integer arrays with GIN
 * indexes rather than join tables: a search filters them with `&&`, a bulk load writes one row per
 * project, and the lists they point to are fixed reference data (docs/decisions/002).
 */
export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    professionIds: integer("profession_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    skillIds: integer("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    tagIds: integer("tag_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    specialPageIds: integer("special_page_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** 万円 per month; either may be null when the orderer states only one bound */
    minBudgetMan: integer("min_budget_man"),
    maxBudgetMan: integer("max_budget_man"),
    remoteTypeId: integer("remote_type_id")
      .notNull()
      .references(() => remoteTypes.id),
    availableTimeId: integer("available_time_id")
      .notNull()
      .references(() => availableTimes.id),
    /** null for fully remote work with no place */
    prefectureId: integer("prefecture_id").references(() => prefectures.id),
    contractTypeId: integer("contract_type_id")
      .notNull()
      .references(() => contractTypes.id),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("open"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Kept by the like write path, for sorting without aggregation. */
    likeCount: integer("like_count").notNull().default(0),
    /**
     * Views counted before per-day counting began; since then views go to project_view_days only
     * (decision 008), so a project's lifetime views are this plus the sum of its days.
     */
    viewCount: integer("view_count").notNull().default(0),
    /** normalizeSearchText(title + description + names of skills/professions), see src/lib/search-text.ts */
    searchText: text("search_text").notNull().default(""),
    searchBigrams: tsvector("search_bigrams")
      .notNull()
      .default(sql`''::tsvector`),
    ...timestamps,
  },
  (t) => [
    // One index per sort, each leading with status desc ('open' > 'closed'): a search's ORDER BY walks
    // it with the filters and stops at the page's LIMIT, open projects first (docs/decisions/007).
    index("projects_open_first_newest_idx").on(t.status.desc(), t.publishedAt.desc(), t.id.desc()),
    index("projects_open_first_budget_idx").on(t.status.desc(), sql`coalesce(${t.maxBudgetMan}, ${t.minBudgetMan}) desc nulls last`, t.publishedAt.desc(), t.id.desc()),
    index("projects_open_first_likes_idx").on(t.status.desc(), t.likeCount.desc(), t.publishedAt.desc(), t.id.desc()),
    index("projects_corporation_id_idx").on(t.corporationId),
    index("projects_profession_ids_idx").using("gin", t.professionIds),
    index("projects_skill_ids_idx").using("gin", t.skillIds),
    index("projects_tag_ids_idx").using("gin", t.tagIds),
    index("projects_search_bigrams_idx").using("gin", t.searchBigrams),
    check("projects_status_check", sql`${t.status} in ('open', 'closed')`),
    check("projects_budget_check", sql`${t.minBudgetMan} is null or ${t.maxBudgetMan} is null or ${t.minBudgetMan} <= ${t.maxBudgetMan}`),
  ],
);

export const projectLikes = pgTable(
  "project_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index("project_likes_project_id_created_at_idx").on(t.projectId, t.createdAt),
    // The ranking counts the likes of a recent window: a range scan on created_at that needs no heap visit.
    index("project_likes_created_at_project_id_idx").on(t.createdAt, t.projectId),
  ],
);

/**
 * Views of a project page, one row per project and JST day (docs/decisions/008): a view is one
 * upsert, and the ranking sums a window of days instead of reading one row per view.
 */
export const projectViewDays = pgTable(
  "project_view_days",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The calendar day in Asia/Tokyo. */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day] }),
    // The ranking reads a run of days. views stays out of every index, so the per-view update of
    // a day's row can be a HOT update that writes no index entry.
    index("project_view_days_day_idx").on(t.day),
  ],
);

/**
 * The ranking's completed days, summed once per JST day for every process (decision 008): the 29
 * days before `day`, per project, as parallel arrays (one value per column instead of ~80k rows:
 * a process reads one row). Written by the job `ranking.completed-days`; a few days are kept.
 */
export const rankingSnapshots = pgTable("ranking_snapshots", {
  /** The JST day whose ranking this serves; it holds the 29 days before it. */
  day: date("day", { mode: "string" }).primaryKey(),
  projectIds: integer("project_ids").array().notNull(),
  views: integer("views").array().notNull(),
  likes: integer("likes").array().notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});

export const PROJECT_REQUEST_STATUSES = ["pending", "in_review", "published", "rejected"] as const;

/** A free-plan orderer asks the operator to post a project for them (spec S-BAR-8). */
export const projectRequests = pgTable(
  "project_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    requestedByUserId: integer("requested_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: PROJECT_REQUEST_STATUSES }).notNull().default("pending"),
    ...timestamps,
  },
  (t) => [index("project_requests_corporation_id_idx").on(t.corporationId)],
);

import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

import { timestamps, tsvector } from "./columns";
import { corporations } from "./corporations";
import { availableTimes, contractTypes, prefectures, remoteTypes } from "./reference";
import { users } from "./users";

export const PROJECT_STATUSES = ["open", "closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * How the budget is stated (decision 022): 月額 (万円), 時給 (円) or 年収 (万円, for 正社員 and 契約社員).
 * min/max_budget_man always hold the monthly equivalent, which search, sort and the market check compare.
 */
export const BUDGET_UNITS = ["monthly", "hourly", "annual"] as const;
export type BudgetUnit = (typeof BUDGET_UNITS)[number];

/** Why a project closed: its orderer closed it, or it went 90 days without an update (freshness job). */
/** Who closed a project: its orderer, the freshness job, an operator (issue 18), or the suspension of the member who posted it. */
export const PROJECT_CLOSE_REASONS = ["orderer", "stale", "operator", "suspended"] as const;
export type ProjectCloseReason = (typeof PROJECT_CLOSE_REASONS)[number];

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
    /** 万円 per month (the monthly equivalent for hourly and annual budgets); either may be null when only one bound is stated */
    minBudgetMan: integer("min_budget_man"),
    maxBudgetMan: integer("max_budget_man"),
    budgetUnit: text("budget_unit", { enum: BUDGET_UNITS }).notNull().default("monthly"),
    /**
     * The amounts as the orderer entered them, for hourly (円) and annual (万円) budgets; null for
     * monthly ones, whose entered amounts are min/max_budget_man themselves.
     */
    budgetMinAmount: integer("budget_min_amount"),
    budgetMaxAmount: integer("budget_max_amount"),
    welcomeSkillIds: integer("welcome_skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The least hours per week the orderer asks for; null = as the available time says. */
    minHoursPerWeek: smallint("min_hours_per_week"),
    openings: smallint("openings").notNull().default(1),
    /** 稼働開始日; null = 即日・相談. */
    startsOn: date("starts_on", { mode: "string" }),
    /** 応募締切日 (JST day); null = until filled. */
    applicationClosesOn: date("application_closes_on", { mode: "string" }),
    /** 選考フロー, in order: 「書類選考」「面談（1回）」 … */
    screeningSteps: text("screening_steps")
      .array()
      .notNull()
      .default(sql`'{}'`),
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
    closeReason: text("close_reason", { enum: PROJECT_CLOSE_REASONS }),
    /** Why an operator closed or edited the project, shown to its corporation (issue 18). */
    operatorNote: text("operator_note"),
    operatorNotedAt: timestamp("operator_noted_at", { withTimezone: true }),
    /**
     * When the orderer last saved the posting's content (not likes or views): the freshness job asks
     * for a check after 60 days and closes the project after 90 (フリーランス法: accurate, current postings).
     */
    contentUpdatedAt: timestamp("content_updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the 60-day 「掲載内容を確認してください」 notice went out for the current content; reset by a save. */
    freshnessNoticeSentAt: timestamp("freshness_notice_sent_at", { withTimezone: true }),
    /** Kept by the like write path, for sorting without aggregation. */
    likeCount: integer("like_count").notNull().default(0),
    /**
     * Views counted before per-day counting began; since then views go to project_view_days only
     * (decision 008), so a project's lifetime views are this plus the sum of its days.
     */
    viewCount: integer("view_count").notNull().default(0),
    /** projectSearchDocument (src/lib/project-search-text.ts): the head, then the description and every condition's label.
     * Stored MAIN (kept in the row; migration 0016): every search reads it row after row. */
    searchText: text("search_text").notNull().default(""),
    /** Code points of search_text that are the head (title, required skills, professions): おすすめ順 ranks them first. */
    searchHeadLength: integer("search_head_length").notNull().default(0),
    /** SEARCH_TEXT_VERSION the text was written with; older rows are rewritten by the job search.reindex. */
    searchTextVersion: smallint("search_text_version").notNull().default(0),
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
    // The reindex job finds rows written before the current SEARCH_TEXT_VERSION without a scan.
    index("projects_search_text_version_idx").on(t.searchTextVersion),
    // The orderer's list (/mypage/order/projects): one corporation's projects, newest first.
    index("projects_corporation_id_published_at_idx").on(t.corporationId, t.publishedAt.desc(), t.id.desc()),
    // A suspension closes the projects the member posted, and lifting it reopens them (issue 18).
    index("projects_created_by_user_id_idx").on(t.createdByUserId),
    // The operators' dashboard counts the last 30 days by day (issue 18).
    index("projects_published_at_idx").on(t.publishedAt.desc(), t.id.desc()),
    // The freshness job: open projects by the age of their content.
    index("projects_open_content_updated_at_idx")
      .on(t.contentUpdatedAt)
      .where(sql`status = 'open'`),
    index("projects_profession_ids_idx").using("gin", t.professionIds),
    index("projects_skill_ids_idx").using("gin", t.skillIds),
    index("projects_tag_ids_idx").using("gin", t.tagIds),
    index("projects_search_bigrams_idx").using("gin", t.searchBigrams),
    check("projects_status_check", sql`${t.status} in ('open', 'closed')`),
    check("projects_budget_check", sql`${t.minBudgetMan} is null or ${t.maxBudgetMan} is null or ${t.minBudgetMan} <= ${t.maxBudgetMan}`),
    check("projects_budget_unit_check", sql`${t.budgetUnit} in ('monthly', 'hourly', 'annual')`),
    check("projects_close_reason_check", sql`${t.closeReason} is null or ${t.closeReason} in ('orderer', 'stale', 'operator', 'suspended')`),
    check("projects_openings_check", sql`${t.openings} between 1 and 99`),
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
export type ProjectRequestStatus = (typeof PROJECT_REQUEST_STATUSES)[number];

/**
 * A free-plan orderer asks the operator to post a project for them (spec S-BAR-8): 申請中 (pending)
 * → 審査中 (in_review) → 掲載済 (published) or 差し戻し (rejected, editable and resubmittable).
 * `fields` is the posting form's payload (ProjectFormSchema), so publishing it is the same write as
 * a paid plan's publish; title and description are copied out for lists.
 */
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
    fields: jsonb("fields")
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status", { enum: PROJECT_REQUEST_STATUSES }).notNull().default("pending"),
    /** The operator's note to the orderer, shown with 差し戻し (and kept after a resubmission). */
    operatorComment: text("operator_comment"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedByUserId: integer("reviewed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    publishedProjectId: integer("published_project_id").references(() => projects.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("project_requests_corporation_id_idx").on(t.corporationId, t.updatedAt.desc()),
    // The operator's queue: requests waiting for review, oldest first.
    index("project_requests_status_submitted_at_idx").on(t.status, t.submittedAt),
    check("project_requests_status_check", sql`${t.status} in ('pending', 'in_review', 'published', 'rejected')`),
  ],
);

/**
 * A paid plan's unpublished posting (下書き): the form's payload as saved, not yet a project, so
 * search, the sitemap, the ranking and project pages never meet it (decision 022). Publishing
 * inserts the project and deletes the draft in one transaction.
 */
export const projectDrafts = pgTable(
  "project_drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull().default(""),
    fields: jsonb("fields")
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index("project_drafts_corporation_id_idx").on(t.corporationId, t.updatedAt.desc())],
);

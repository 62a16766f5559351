import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { projects } from "./projects";
import { users } from "./users";

/**
 * The applicant board's columns (issue 15): applied 未対応 → in_talks 商談調整中 → meeting 商談済 →
 * hired 採用 / declined 見送り; withdrawn 辞退 is the pro's own step back.
 */
export const APPLICATION_STATUSES = ["applied", "in_talks", "meeting", "hired", "declined", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What a pro may choose to show with an application beyond the always-shared basics (decision 023). */
export const APPLICATION_SHARED_SECTIONS = ["bio", "work_histories", "portfolio_links"] as const;
export type ApplicationSharedSection = (typeof APPLICATION_SHARED_SECTIONS)[number];

/** A pro's application to a project: one per pro and project, for good (a withdrawn one is not sent again). */
export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    proUserId: integer("pro_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("applied"),
    message: text("message").notNull().default(""),
    /** The pro's asking rate in the project's own unit (月額 万円, 時給 円, 年収 万円); null: as the project says. */
    desiredRateUnit: text("desired_rate_unit", { enum: ["monthly", "hourly", "annual"] }),
    desiredRateAmount: integer("desired_rate_amount"),
    /** The asking rate as 万円 a month (decision 022's monthly equivalent), for comparing with budgets. */
    desiredMonthlyMan: integer("desired_monthly_man"),
    /** 稼働開始可能日; null: 即日・相談. */
    startsOn: date("starts_on", { mode: "string" }),
    /** Days a week the pro can give this project (1–5); null: not said. */
    daysPerWeek: smallint("days_per_week"),
    sharedSections: text("shared_sections")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The corporation's member who looks after this applicant (board filter). */
    assigneeUserId: integer("assignee_user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the status last changed: the reply deadline counts from here while it is 未対応. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the corporation was reminded that this 未対応 application passed the reply mark (once). */
    replyReminderSentAt: timestamp("reply_reminder_sent_at", { withTimezone: true }),
    /** The words sent with 見送り or 辞退, shown to the other side. */
    closingMessage: text("closing_message"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("applications_project_id_pro_user_id_idx").on(t.projectId, t.proUserId),
    index("applications_pro_user_id_idx").on(t.proUserId),
    // The operators' dashboard counts the last 30 days by day (issue 18).
    index("applications_created_at_idx").on(t.createdAt),
    // The reply-deadline job reads the oldest 未対応 ones.
    index("applications_unanswered_idx")
      .on(t.statusChangedAt)
      .where(sql`${t.status} = 'applied'`),
    check("applications_status_check", sql`${t.status} in ('applied', 'in_talks', 'meeting', 'hired', 'declined', 'withdrawn')`),
    check("applications_days_per_week_check", sql`${t.daysPerWeek} between 1 and 5`),
  ],
);

/** Every status change of an application, with who made it (null: the system) — the card's timeline. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).notNull(),
    /** What the system says of its own steps (「14日間対応がなかったため自動で見送りました」). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_id_created_at_idx").on(t.applicationId, t.createdAt)],
);

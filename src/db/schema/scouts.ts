import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { applications } from "./applications";
import { timestamps } from "./columns";
import { corporations } from "./corporations";
import { projects } from "./projects";
import { users } from "./users";

/** sent: waiting for the pro; accepted: the conversation opened; declined: the pro said no, with a reason. */
export const SCOUT_STATUSES = ["sent", "accepted", "declined"] as const;
export type ScoutStatus = (typeof SCOUT_STATUSES)[number];

/** Why a pro declines a scout (labels: src/features/applications/scouts/scout-rules.ts). */
export const SCOUT_DECLINE_REASONS = ["rate", "schedule", "skills", "work_style", "not_looking", "other"] as const;
export type ScoutDeclineReason = (typeof SCOUT_DECLINE_REASONS)[number];

/**
 * What the quality guard found when the scout was sent (decision 024): the same words to more than 20
 * pros in a day, a budget far below the pro's rate, on-site work offered to a remote-only pro.
 */
export const SCOUT_GUARD_FLAGS = ["template_blast", "rate_above_budget", "onsite_for_remote_pro"] as const;
export type ScoutGuardFlag = (typeof SCOUT_GUARD_FLAGS)[number];

/** An orderer's offer to a pro about one project (issue 15): once per project and pro, for good. */
export const scouts = pgTable(
  "scouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    /** The member who sent it: their plan's monthly quota counts it. */
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    proUserId: integer("pro_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    /** The message with the pro's name, digits, spaces and punctuation taken out: equal for a template sent to many. */
    messageFingerprint: text("message_fingerprint").notNull(),
    guardFlags: text("guard_flags", { enum: SCOUT_GUARD_FLAGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: SCOUT_STATUSES }).notNull().default("sent"),
    declineReason: text("decline_reason", { enum: SCOUT_DECLINE_REASONS }),
    /** The pro's words with the answer (accept or decline), shown to the corporation. */
    answerMessage: text("answer_message"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The application an accepted scout became (商談調整中 on the board). */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("scouts_project_id_pro_user_id_idx").on(t.projectId, t.proUserId),
    // The operators' dashboard counts the last 30 days by day (issue 18).
    index("scouts_created_at_idx").on(t.createdAt),
    index("scouts_pro_user_id_created_at_idx").on(t.proUserId, t.createdAt.desc()),
    index("scouts_corporation_id_created_at_idx").on(t.corporationId, t.createdAt.desc()),
    // The monthly quota counts a sender's scouts since the month began.
    index("scouts_sender_user_id_created_at_idx").on(t.senderUserId, t.createdAt),
    // The template guard counts one corporation's scouts with the same words in the last day.
    index("scouts_corporation_id_fingerprint_idx").on(t.corporationId, t.messageFingerprint, t.createdAt),
    check("scouts_status_check", sql`${t.status} in ('sent', 'accepted', 'declined')`),
    check("scouts_decline_reason_check", sql`${t.declineReason} in ('rate', 'schedule', 'skills', 'work_style', 'not_looking', 'other')`),
  ],
);

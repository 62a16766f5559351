import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { projects } from "./projects";
import { users } from "./users";

export const APPLICATION_STATUSES = ["applied", "in_talks", "meeting", "hired", "declined", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A pro's application to a project: one per pro and project. */
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("applications_project_id_pro_user_id_idx").on(t.projectId, t.proUserId),
    index("applications_pro_user_id_idx").on(t.proUserId),
    check("applications_status_check", sql`${t.status} in ('applied', 'in_talks', 'meeting', 'hired', 'declined', 'withdrawn')`),
  ],
);

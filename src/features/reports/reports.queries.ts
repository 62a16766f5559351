import { and, eq, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { corporationMemberships, reports, type ReportReason, type ReportTargetType } from "@/db/schema";

export type NewReport = { targetType: ReportTargetType; targetId: number; reporterUserId: number | null; reason: ReportReason; details: string };

/**
 * Writes the report; false when this person already reported the same thing (the unique index on
 * reporter and target, so two presses at once still make one row). The chat guard (no reporter) is
 * never refused here: each flagged message is filed once, by its send.
 */
export async function insertReport(db: Database, report: NewReport, now: Date): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values({ ...report, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** The corporation that posted the project, if the project exists. */
export async function findProjectCorporationId(db: Database, projectId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ corporationId: number }>(db, sql`select corporation_id as "corporationId" from projects where id = ${projectId}`);
  return row?.corporationId;
}

/** Whether the user is a member of the corporation (any role, current or not). */
export async function isMemberOf(db: Database, userId: number, corporationId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: corporationMemberships.userId })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.userId, userId), eq(corporationMemberships.corporationId, corporationId)))
    .limit(1);
  return row !== undefined;
}

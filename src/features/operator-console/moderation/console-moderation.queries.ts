import { and, eq, inArray, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { reports, type ReportReason, type ReportStatus, type ReportTargetType } from "@/db/schema";

/** A report as the console lists it, with its reporter's and decider's names. */
export type ReportRow = {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reporterUserId: number | null;
  reporterName: string | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decidedByName: string | null;
  decisionNote: string | null;
};

/** What the queue shows of a target without opening it: a message's words, a profile's name and headline, a project's title. */
export type TargetGlimpse = { messageBody: string | null; profileName: string | null; profileHeadline: string | null; projectTitle: string | null };

type Raw<T> = Omit<T, "id" | "targetId" | "createdAt" | "decidedAt"> & {
  id: number | string;
  targetId: number | string;
  createdAt: string | Date;
  decidedAt: string | Date | null;
};
const toRow = <T extends ReportRow>(row: Raw<T>): T =>
  ({
    ...row,
    id: Number(row.id),
    targetId: Number(row.targetId),
    createdAt: new Date(row.createdAt),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
  }) as T;

const REPORT_COLUMNS = sql`r.id, r.target_type as "targetType", r.target_id as "targetId", r.reporter_user_id as "reporterUserId",
  ru.last_name || ' ' || ru.first_name as "reporterName", r.reason, r.details, r.status, r.created_at as "createdAt",
  r.decided_at as "decidedAt", du.last_name || ' ' || du.first_name as "decidedByName", r.decision_note as "decisionNote"`;
const NAME_JOINS = sql`left join users ru on ru.id = r.reporter_user_id left join users du on du.id = r.decided_by_user_id`;

/**
 * One page of the queue: open reports oldest first (the work by age), closed ones newest first — both
 * walk reports_status_created_at_idx. Only the page's rows are joined to their targets (by primary
 * key) and count their target's open reports (reports_target_idx).
 */
export async function listReportPage(db: Database, status: ReportStatus, limit: number, offset: number): Promise<(ReportRow & TargetGlimpse & { openCount: number })[]> {
  const order = status === "open" ? sql`r.created_at asc, r.id asc` : sql`r.created_at desc, r.id desc`;
  const rows = await selectRows<Raw<ReportRow & TargetGlimpse & { openCount: number }>>(
    db,
    sql`with r as (select * from reports r where r.status = ${status} order by ${order} limit ${limit} offset ${offset})
        select ${REPORT_COLUMNS},
          m.body as "messageBody", pu.last_name || ' ' || pu.first_name as "profileName", pp.headline as "profileHeadline", p.title as "projectTitle",
          (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.status = 'open') as "openCount"
        from r ${NAME_JOINS}
          left join chat_messages m on r.target_type = 'message' and m.id = r.target_id
          left join pro_profiles pp on r.target_type = 'profile' and pp.user_id = r.target_id
          left join users pu on pu.id = pp.user_id
          left join projects p on r.target_type = 'project' and p.id = r.target_id
        order by ${order}`,
  );
  return rows.map(toRow);
}

/** How many reports have this status, up to `cap` + 1 (the page says 「10,000件以上」 past the cap). */
export async function countReportsUpTo(db: Database, status: ReportStatus, cap: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from reports where status = ${status} limit ${cap + 1}) c`);
  return row?.n ?? 0;
}

export async function findReport(db: Database, reportId: number): Promise<ReportRow | undefined> {
  const [row] = await selectRows<Raw<ReportRow>>(db, sql`select ${REPORT_COLUMNS} from reports r ${NAME_JOINS} where r.id = ${reportId}`);
  return row && toRow(row);
}

/** Every report on one target, oldest first (a target rarely has more than a handful; 200 at most are shown). */
export async function listReportsOfTarget(db: Database, targetType: ReportTargetType, targetId: number): Promise<ReportRow[]> {
  const rows = await selectRows<Raw<ReportRow>>(
    db,
    sql`select ${REPORT_COLUMNS} from reports r ${NAME_JOINS}
        where r.target_type = ${targetType} and r.target_id = ${targetId} order by r.created_at, r.id limit 200`,
  );
  return rows.map(toRow);
}

/** The target's open reports, locked until the decision commits: two operators deciding at once meet here. */
export async function lockOpenReportsOfTarget(tx: Database, targetType: ReportTargetType, targetId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, "open")))
    .orderBy(reports.id)
    .for("update");
  return rows.map((row) => row.id);
}

/** Closes these reports with the decision. */
export async function closeReports(
  tx: Database,
  ids: readonly number[],
  decision: { status: "decided" | "dismissed"; operatorUserId: number; note: string | null },
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reports)
    .set({ status: decision.status, decidedByUserId: decision.operatorUserId, decidedAt: now, decisionNote: decision.note })
    .where(inArray(reports.id, [...ids]));
}

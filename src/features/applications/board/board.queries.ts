import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { ApplicationStatus } from "@/db/schema";

import type { BoardQuery } from "./board.schemas";
import type { MatchFacts } from "./match-chips";

export type BoardCardRow = {
  id: number;
  status: ApplicationStatus;
  message: string;
  desiredRateUnit: "monthly" | "hourly" | "annual" | null;
  desiredRateAmount: number | null;
  daysPerWeek: number | null;
  startsOn: string | null;
  createdAt: Date;
  statusChangedAt: Date;
  projectId: number;
  projectTitle: string;
  proUserId: number;
  proName: string;
  headline: string;
  imageUrl: string | null;
  assigneeUserId: number | null;
  assigneeName: string | null;
} & Omit<MatchFacts, "jobChangeIntention"> & { jobChangeIntention: MatchFacts["jobChangeIntention"] };

const CARD_COLUMNS = sql`a.id, a.status, a.message, a.desired_rate_unit as "desiredRateUnit", a.desired_rate_amount as "desiredRateAmount",
  a.days_per_week as "daysPerWeek", a.starts_on::text as "startsOn", a.created_at as "createdAt", a.status_changed_at as "statusChangedAt",
  p.id as "projectId", p.title as "projectTitle", u.id as "proUserId", u.last_name || ' ' || u.first_name as "proName",
  coalesce(pp.headline, '') as headline, u.profile_image_url as "imageUrl", a.assignee_user_id as "assigneeUserId",
  case when au.id is null then null else au.last_name || ' ' || au.first_name end as "assigneeName",
  p.skill_ids as "projectSkillIds", coalesce(pp.skill_ids, '{}') as "proSkillIds", p.min_budget_man as "budgetMinMan", p.max_budget_man as "budgetMaxMan",
  coalesce(a.desired_monthly_man, pp.desired_monthly_rate_man) as "askingMonthlyMan", t.days_per_week as "projectDaysPerWeek",
  coalesce(a.days_per_week, pp.available_days_per_week) as "proDaysPerWeek", p.remote_type_id as "projectRemoteTypeId",
  pp.remote_type_id as "proRemoteTypeId", p.prefecture_id as "projectPrefectureId", pp.prefecture_id as "proPrefectureId",
  p.contract_type_id as "contractTypeId", pp.job_change_intention as "jobChangeIntention"`;

const CARD_FROM = sql`from applications a join projects p on p.id = a.project_id join users u on u.id = a.pro_user_id
  left join pro_profiles pp on pp.user_id = u.id left join users au on au.id = a.assignee_user_id
  left join available_times t on t.id = p.available_time_id`;

/** The corporation's applications that the board's filters let through (its `where`, always scoped to the corporation). */
function boardFilter(corporationId: number, query: Omit<BoardQuery, "status" | "page">): SQL {
  const conditions = [sql`p.corporation_id = ${corporationId}`];
  if (query.projectId !== undefined) conditions.push(sql`p.id = ${query.projectId}`);
  if (query.assigneeId !== undefined) conditions.push(sql`a.assignee_user_id = ${query.assigneeId}`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\s+/g, "")}%`;
    conditions.push(sql`(u.last_name || u.first_name ilike ${pattern} or u.last_name_kana || u.first_name_kana ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

const toCard = (row: BoardCardRow & { createdAt: string | Date; statusChangedAt: string | Date }): BoardCardRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  statusChangedAt: new Date(row.statusChangedAt),
});

/** One column's page: the longest-waiting 未対応 first (they need an answer); elsewhere the latest change first. */
export async function findColumnCards(
  db: Database,
  corporationId: number,
  query: Omit<BoardQuery, "page">,
  status: ApplicationStatus,
  page: { limit: number; offset: number },
) {
  const order = status === "applied" ? sql`a.status_changed_at asc, a.id asc` : sql`a.status_changed_at desc, a.id desc`;
  const rows = await selectRows<BoardCardRow & { createdAt: string | Date; statusChangedAt: string | Date }>(
    db,
    sql`select ${CARD_COLUMNS} ${CARD_FROM} where ${boardFilter(corporationId, query)} and a.status = ${status}
        order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toCard);
}

export async function countByStatus(
  db: Database,
  corporationId: number,
  query: Omit<BoardQuery, "status" | "page">,
): Promise<Partial<Record<ApplicationStatus, number>>> {
  const rows = await selectRows<{ status: ApplicationStatus; count: number }>(
    db,
    sql`select a.status, count(*)::int as count ${CARD_FROM} where ${boardFilter(corporationId, query)} group by a.status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

/** One card of the corporation's; undefined for anyone else's (→ 404). */
export async function findBoardCard(db: Database, corporationId: number, applicationId: number): Promise<BoardCardRow | undefined> {
  const [row] = await selectRows<BoardCardRow & { createdAt: string | Date; statusChangedAt: string | Date }>(
    db,
    sql`select ${CARD_COLUMNS} ${CARD_FROM} where p.corporation_id = ${corporationId} and a.id = ${applicationId}`,
  );
  return row && toCard(row);
}

export async function findBoardProjects(db: Database, corporationId: number): Promise<{ id: number; title: string }[]> {
  return selectRows(
    db,
    sql`select p.id, p.title from projects p where p.corporation_id = ${corporationId}
        and exists (select 1 from applications a where a.project_id = p.id) order by p.published_at desc, p.id desc limit 500`,
  );
}

/** The card a move acts on: where it stands, whose it is, for which project. */
export type LockedApplication = { status: ApplicationStatus; proUserId: number; projectTitle: string };

/**
 * Locks the corporation's application for a move (a parallel move waits, then sees the new status);
 * undefined when it is not the corporation's.
 */
export async function lockApplicationOf(tx: Database, corporationId: number, applicationId: number): Promise<LockedApplication | undefined> {
  const [row] = await selectRows<LockedApplication>(
    tx,
    sql`select a.status, a.pro_user_id as "proUserId", p.title as "projectTitle" from applications a join projects p on p.id = a.project_id
        where a.id = ${applicationId} and p.corporation_id = ${corporationId} for update of a`,
  );
  return row;
}

export async function moveApplication(
  tx: Database,
  input: { applicationId: number; from: ApplicationStatus; to: ApplicationStatus; actorUserId: number | null; closingMessage: string | null; note?: string | null },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`update applications set status = ${input.to}, status_changed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
      closing_message = case when ${input.to} = 'declined' then ${input.closingMessage} else closing_message end,
      reply_reminder_sent_at = case when ${input.to} = 'applied' then null else reply_reminder_sent_at end
    where id = ${input.applicationId}`);
  await tx.execute(sql`insert into application_events (application_id, actor_user_id, from_status, to_status, note, created_at)
    values (${input.applicationId}, ${input.actorUserId}, ${input.from}, ${input.to}, ${input.note ?? null}, ${at}::timestamptz)`);
  // 見送り's words reach the pro where they talk to the company: the conversation.
  if (input.to === "declined" && input.closingMessage) {
    await tx.execute(sql`
      with room as (
        update chat_rooms r set last_message_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        from applications a where a.id = ${input.applicationId} and r.project_id = a.project_id and r.pro_user_id = a.pro_user_id returning r.id)
      insert into chat_messages (room_id, sender_user_id, body, created_at) select id, ${input.actorUserId}, ${input.closingMessage}, ${at}::timestamptz from room`);
  }
}

export type TimelineRow = { fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; actorName: string | null; note: string | null; createdAt: Date };

export async function findTimeline(db: Database, applicationId: number): Promise<TimelineRow[]> {
  const rows = await selectRows<TimelineRow & { createdAt: string | Date }>(
    db,
    sql`select e.from_status as "fromStatus", e.to_status as "toStatus", case when u.id is null then null else u.last_name || ' ' || u.first_name end as "actorName",
          e.note, e.created_at as "createdAt"
        from application_events e left join users u on u.id = e.actor_user_id where e.application_id = ${applicationId} order by e.created_at, e.id`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Sets the card's assignee; false when the application is not the corporation's. */
export async function updateAssignee(db: Database, corporationId: number, applicationId: number, userId: number | null, now: Date): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`update applications a set assignee_user_id = ${userId}, updated_at = ${now.toISOString()}::timestamptz
        from projects p where p.id = a.project_id and p.corporation_id = ${corporationId} and a.id = ${applicationId} returning a.id`,
  );
  return rows.length > 0;
}

import { and, eq, inArray, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { applicationEvents, applications, chatMessages, chatRooms, type ApplicationSharedSection, type ApplicationStatus } from "@/db/schema";
import { HIDDEN_MESSAGE_TEXT } from "@/features/chat/chat.schemas";

/** A project as the application form and its rules need it. */
export type ApplyTarget = {
  id: number;
  title: string;
  status: "open" | "closed";
  corporationId: number;
  corporationName: string;
  budgetUnit: "monthly" | "hourly" | "annual";
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  availableTimeName: string;
};

/** The project to apply to; one hidden by its poster's suspension (利用停止, issue 18) is not found. */
export async function findApplyTarget(db: Database, projectId: number): Promise<ApplyTarget | undefined> {
  const [row] = await selectRows<ApplyTarget>(
    db,
    sql`select p.id, p.title, p.status, p.corporation_id as "corporationId", c.name as "corporationName", p.budget_unit as "budgetUnit",
          p.min_budget_man as "minBudgetMan", p.max_budget_man as "maxBudgetMan", p.budget_min_amount as "budgetMinAmount",
          p.budget_max_amount as "budgetMaxAmount", coalesce(t.label, '') as "availableTimeName"
        from projects p join corporations c on c.id = p.corporation_id left join available_times t on t.id = p.available_time_id
        where p.id = ${projectId} and p.close_reason is distinct from 'suspended'`,
  );
  return row;
}

/** What of the pro's profile an application needs or offers (decision 023's minimum: a headline and one skill). */
export type ApplicantProfile = {
  /** 「山田 太郎」: the corporation is told who applied. */
  name: string;
  headline: string;
  skillCount: number;
  hasBio: boolean;
  hasWorkHistories: boolean;
  hasPortfolioLinks: boolean;
  desiredMonthlyRateMan: number | null;
  desiredHourlyRateYen: number | null;
  availableDaysPerWeek: number | null;
  availableFrom: string | null;
};

export async function findApplicantProfile(db: Database, userId: number): Promise<ApplicantProfile | undefined> {
  const [row] = await selectRows<ApplicantProfile>(
    db,
    sql`select u.last_name || ' ' || u.first_name as name, pp.headline, cardinality(pp.skill_ids)::int as "skillCount", pp.bio <> '' as "hasBio",
          exists (select 1 from pro_work_histories w where w.user_id = pp.user_id) as "hasWorkHistories",
          exists (select 1 from pro_portfolio_links l where l.user_id = pp.user_id) as "hasPortfolioLinks",
          pp.desired_monthly_rate_man as "desiredMonthlyRateMan", pp.desired_hourly_rate_yen as "desiredHourlyRateYen",
          pp.available_days_per_week as "availableDaysPerWeek", pp.available_from::text as "availableFrom"
        from pro_profiles pp join users u on u.id = pp.user_id
        where pp.user_id = ${userId} and u.is_pro and u.deactivated_at is null`,
  );
  return row;
}

/**
 * Whether one of the pro's employer shields names this corporation, by id or by the e-mail domain of
 * one of its members: the shield would hide the applicant from the very company they applied to.
 */
export async function isShieldedFrom(db: Database, userId: number, corporationId: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from pro_employer_shields s
        where s.user_id = ${userId} and (s.corporation_id = ${corporationId} or s.email_domain in (
          select lower(split_part(u.email, '@', 2)) from corporation_memberships m join users u on u.id = m.user_id where m.corporation_id = ${corporationId}))
        limit 1`,
  );
  return rows.length > 0;
}

export async function findApplicationIdOf(db: Database, projectId: number, proUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), eq(applications.proUserId, proUserId)));
  return row?.id ?? null;
}

export type NewApplication = {
  projectId: number;
  corporationId: number;
  proUserId: number;
  message: string;
  desiredRateUnit: "monthly" | "hourly" | "annual" | null;
  desiredRateAmount: number | null;
  desiredMonthlyMan: number | null;
  startsOn: string | null;
  daysPerWeek: number | null;
  sharedSections: ApplicationSharedSection[];
};

/** A line of a conversation as it is written when the room opens. */
export type OpeningMessage = { senderUserId: number | null; body: string; createdAt: Date };

/**
 * The conversation of a project and pro (one per pair: an application reuses a scout's room and the
 * other way round), pointed at this application, with its opening lines, in the caller's transaction.
 */
export async function openChatRoom(
  tx: Database,
  room: { projectId: number; corporationId: number; proUserId: number; applicationId: number },
  messages: readonly OpeningMessage[],
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(chatRooms)
    .values({ ...room, lastMessageAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [chatRooms.projectId, chatRooms.proUserId], set: { applicationId: room.applicationId, lastMessageAt: now, updatedAt: now } })
    .returning({ id: chatRooms.id });
  if (messages.length) await tx.insert(chatMessages).values(messages.map((message) => ({ roomId: row!.id, ...message })));
  return row!.id;
}

/**
 * The application and its first timeline entry, in the caller's transaction: 未対応 when the pro
 * applies, 商談調整中 when they accept a scout (both sides already want to talk). Undefined when the
 * pro had already applied (the unique index decides between parallel sends).
 */
export async function insertApplicationRow(
  tx: Database,
  input: Omit<NewApplication, "corporationId">,
  opening: { status: "applied" | "in_talks"; note: string | null },
  now: Date,
): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(applications)
    .values({
      projectId: input.projectId,
      proUserId: input.proUserId,
      status: opening.status,
      message: input.message,
      desiredRateUnit: input.desiredRateUnit,
      desiredRateAmount: input.desiredRateAmount,
      desiredMonthlyMan: input.desiredMonthlyMan,
      startsOn: input.startsOn,
      daysPerWeek: input.daysPerWeek,
      sharedSections: input.sharedSections,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!inserted) return undefined;
  await tx
    .insert(applicationEvents)
    .values({ applicationId: inserted.id, actorUserId: input.proUserId, fromStatus: null, toStatus: opening.status, note: opening.note, createdAt: now });
  return inserted.id;
}

/**
 * The application, its first timeline entry and its conversation, in the caller's transaction: the
 * room opens with the application's message. Undefined when the pro had already applied.
 */
export async function insertApplication(tx: Database, input: NewApplication, now: Date): Promise<{ id: number; chatRoomId: number } | undefined> {
  const id = await insertApplicationRow(tx, input, { status: "applied", note: null }, now);
  if (id === undefined) return undefined;
  const chatRoomId = await openChatRoom(
    tx,
    { projectId: input.projectId, corporationId: input.corporationId, proUserId: input.proUserId, applicationId: id },
    [{ senderUserId: input.proUserId, body: input.message, createdAt: now }],
    now,
  );
  return { id, chatRoomId };
}

/** An application row of the pro's, with what its list line shows. */
export type ProApplicationRow = {
  id: number;
  status: ApplicationStatus;
  message: string;
  desiredRateUnit: "monthly" | "hourly" | "annual" | null;
  desiredRateAmount: number | null;
  startsOn: string | null;
  daysPerWeek: number | null;
  sharedSections: ApplicationSharedSection[];
  createdAt: Date;
  statusChangedAt: Date;
  closingMessage: string | null;
  projectId: number;
  projectTitle: string;
  projectStatus: "open" | "closed";
  corporationId: number;
  corporationName: string;
  proName: string;
  budgetUnit: "monthly" | "hourly" | "annual";
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  chatRoomId: number | null;
  lastMessageBody: string | null;
  lastMessageAt: Date | null;
  lastMessageIsFromPro: boolean | null;
};

const PRO_APPLICATION_COLUMNS = sql`a.id, a.status, a.message, a.desired_rate_unit as "desiredRateUnit", a.desired_rate_amount as "desiredRateAmount",
  a.starts_on::text as "startsOn", a.days_per_week as "daysPerWeek", a.shared_sections as "sharedSections", a.created_at as "createdAt",
  a.status_changed_at as "statusChangedAt", a.closing_message as "closingMessage", p.id as "projectId", p.title as "projectTitle",
  p.status as "projectStatus", c.id as "corporationId", c.name as "corporationName",
  (select u.last_name || ' ' || u.first_name from users u where u.id = a.pro_user_id) as "proName", p.budget_unit as "budgetUnit", p.min_budget_man as "minBudgetMan",
  p.max_budget_man as "maxBudgetMan", p.budget_min_amount as "budgetMinAmount", p.budget_max_amount as "budgetMaxAmount",
  (select r.id from chat_rooms r where r.project_id = a.project_id and r.pro_user_id = a.pro_user_id) as "chatRoomId",
  case when last_message.hidden_at is null then last_message.body else ${HIDDEN_MESSAGE_TEXT} end as "lastMessageBody", last_message.created_at as "lastMessageAt", last_message.sender_user_id = a.pro_user_id as "lastMessageIsFromPro"`;

/** The conversation's newest line, for the list's preview (one index probe per row). */
const LAST_MESSAGE_JOIN = sql`left join lateral (
    select m.body, m.hidden_at, m.created_at, m.sender_user_id from chat_rooms r join chat_messages m on m.room_id = r.id
    where r.project_id = a.project_id and r.pro_user_id = a.pro_user_id order by m.created_at desc, m.id desc limit 1) last_message on true`;

type RawProApplicationRow = Omit<ProApplicationRow, "createdAt" | "statusChangedAt" | "lastMessageAt"> & {
  createdAt: string | Date;
  statusChangedAt: string | Date;
  lastMessageAt: string | Date | null;
};
const toProApplicationRow = (row: RawProApplicationRow): ProApplicationRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  statusChangedAt: new Date(row.statusChangedAt),
  lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt),
});

/** The pro's applications in these statuses, the most recently changed first. */
export async function listProApplications(
  db: Database,
  proUserId: number,
  statuses: readonly ApplicationStatus[],
  page: { limit: number; offset: number },
): Promise<ProApplicationRow[]> {
  const rows = await selectRows<RawProApplicationRow>(
    db,
    sql`select ${PRO_APPLICATION_COLUMNS}
        from applications a join projects p on p.id = a.project_id join corporations c on c.id = p.corporation_id ${LAST_MESSAGE_JOIN}
        where a.pro_user_id = ${proUserId} and a.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by a.status_changed_at desc, a.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toProApplicationRow);
}

export async function findProApplication(db: Database, proUserId: number, applicationId: number): Promise<ProApplicationRow | undefined> {
  const [row] = await selectRows<RawProApplicationRow>(
    db,
    sql`select ${PRO_APPLICATION_COLUMNS}
        from applications a join projects p on p.id = a.project_id join corporations c on c.id = p.corporation_id ${LAST_MESSAGE_JOIN}
        where a.pro_user_id = ${proUserId} and a.id = ${applicationId}`,
  );
  return row && toProApplicationRow(row);
}

/** How many of the pro's applications each status has (the tabs' counts). */
export async function countProApplicationsByStatus(db: Database, proUserId: number): Promise<Partial<Record<ApplicationStatus, number>>> {
  const rows = await db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.proUserId, proUserId))
    .groupBy(applications.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

/**
 * The pro's own step back (辞退), in the caller's transaction: only while the application is still in
 * play (checked in the UPDATE, so a corporation's move at the same moment is never overwritten).
 */
export async function markWithdrawn(
  tx: Database,
  input: { proUserId: number; applicationId: number; fromStatuses: readonly ApplicationStatus[]; reason: string | null },
  now: Date,
): Promise<ApplicationStatus | undefined> {
  const previous = tx
    .$with("previous")
    .as(tx.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.id, input.applicationId)));
  const [row] = await tx
    .with(previous)
    .update(applications)
    .set({ status: "withdrawn", statusChangedAt: now, updatedAt: now, closingMessage: input.reason })
    .where(and(eq(applications.id, input.applicationId), eq(applications.proUserId, input.proUserId), inArray(applications.status, [...input.fromStatuses])))
    .returning({ from: sql<ApplicationStatus>`(select status from previous)` });
  if (!row) return undefined;
  await tx
    .insert(applicationEvents)
    .values({ applicationId: input.applicationId, actorUserId: input.proUserId, fromStatus: row.from, toStatus: "withdrawn", note: null, createdAt: now });
  return row.from;
}

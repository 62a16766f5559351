import { and, eq, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { scouts, type ScoutDeclineReason, type ScoutGuardFlag, type ScoutStatus } from "@/db/schema";

/** A project of the sending corporation as the scout form and the guard read it. */
export type ScoutProject = {
  id: number;
  title: string;
  status: "open" | "closed";
  budgetUnit: "monthly" | "hourly" | "annual";
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  remoteTypeId: number;
  remoteTypeName: string;
  /** The pro was scouted for it already, or applied to it: a second scout is refused. */
  isReached: boolean;
};

const PROJECT_COLUMNS = (proUserId: number) => sql`p.id, p.title, p.status, p.budget_unit as "budgetUnit", p.min_budget_man as "minBudgetMan",
  p.max_budget_man as "maxBudgetMan", p.budget_min_amount as "budgetMinAmount", p.budget_max_amount as "budgetMaxAmount",
  p.remote_type_id as "remoteTypeId", coalesce(rt.name, '') as "remoteTypeName",
  (exists (select 1 from scouts s where s.project_id = p.id and s.pro_user_id = ${proUserId})
    or exists (select 1 from applications a where a.project_id = p.id and a.pro_user_id = ${proUserId})) as "isReached"`;

/** The corporation's open projects, newest first, each with whether this pro was reached for it. */
export async function findScoutProjects(db: Database, corporationId: number, proUserId: number, limit: number): Promise<ScoutProject[]> {
  return selectRows<ScoutProject>(
    db,
    sql`select ${PROJECT_COLUMNS(proUserId)} from projects p left join remote_types rt on rt.id = p.remote_type_id
        where p.corporation_id = ${corporationId} and p.status = 'open'
        order by p.published_at desc nulls last, p.id desc limit ${limit}`,
  );
}

/** One project of the corporation (any status), as the send checks it. */
export async function findScoutProject(db: Database, corporationId: number, projectId: number, proUserId: number): Promise<ScoutProject | undefined> {
  const [row] = await selectRows<ScoutProject>(
    db,
    sql`select ${PROJECT_COLUMNS(proUserId)} from projects p left join remote_types rt on rt.id = p.remote_type_id
        where p.id = ${projectId} and p.corporation_id = ${corporationId}`,
  );
  return row;
}

/** Scouts this account sent since the month began (its plan's quota counts them). */
export async function countScoutsSentSince(db: Database, senderUserId: number, since: Date): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from scouts where sender_user_id = ${senderUserId} and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.count ?? 0;
}

/** How many other pros got these same words from the corporation within the window. */
export async function countTemplateRecipients(db: Database, corporationId: number, fingerprint: string, since: Date, proUserId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(distinct pro_user_id)::int as count from scouts
        where corporation_id = ${corporationId} and message_fingerprint = ${fingerprint}
          and created_at >= ${since.toISOString()}::timestamptz and pro_user_id <> ${proUserId}`,
  );
  return row?.count ?? 0;
}

/** Parallel sends by one account wait for each other here, so the quota is never passed. */
export async function lockSender(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export type NewScout = {
  projectId: number;
  corporationId: number;
  senderUserId: number;
  proUserId: number;
  message: string;
  messageFingerprint: string;
  guardFlags: ScoutGuardFlag[];
};

/** The scout, or undefined when this pro was already scouted for the project (the unique index decides). */
export async function insertScout(tx: Database, scout: NewScout, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .insert(scouts)
    .values({ ...scout, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: scouts.id });
  return row?.id;
}

/** A scout with what both sides' lists show. */
export type ScoutRow = {
  id: number;
  status: ScoutStatus;
  message: string;
  guardFlags: ScoutGuardFlag[];
  declineReason: ScoutDeclineReason | null;
  answerMessage: string | null;
  createdAt: Date;
  answeredAt: Date | null;
  applicationId: number | null;
  senderUserId: number | null;
  senderName: string | null;
  proUserId: number;
  proName: string;
  corporationId: number;
  corporationName: string;
  projectId: number;
  projectTitle: string;
  projectStatus: "open" | "closed";
  budgetUnit: "monthly" | "hourly" | "annual";
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  remoteTypeName: string;
};

const SCOUT_COLUMNS = sql`s.id, s.status, s.message, s.guard_flags as "guardFlags", s.decline_reason as "declineReason",
  s.answer_message as "answerMessage", s.created_at as "createdAt", s.answered_at as "answeredAt", s.application_id as "applicationId",
  s.sender_user_id as "senderUserId", (select su.last_name || ' ' || su.first_name from users su where su.id = s.sender_user_id) as "senderName",
  s.pro_user_id as "proUserId", (select pu.last_name || ' ' || pu.first_name from users pu where pu.id = s.pro_user_id) as "proName",
  c.id as "corporationId", c.name as "corporationName", p.id as "projectId", p.title as "projectTitle", p.status as "projectStatus",
  p.budget_unit as "budgetUnit", p.min_budget_man as "minBudgetMan", p.max_budget_man as "maxBudgetMan",
  p.budget_min_amount as "budgetMinAmount", p.budget_max_amount as "budgetMaxAmount", coalesce(rt.name, '') as "remoteTypeName"`;

const SCOUT_FROM = sql`scouts s join projects p on p.id = s.project_id join corporations c on c.id = s.corporation_id left join remote_types rt on rt.id = p.remote_type_id`;

type RawScoutRow = Omit<ScoutRow, "createdAt" | "answeredAt"> & { createdAt: string | Date; answeredAt: string | Date | null };
const toScoutRow = (row: RawScoutRow): ScoutRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt),
});

/**
 * The pro's scouts: those waiting for an answer first, among them the ones that respect the pro's
 * conditions (no flag but the template's), then the newest.
 */
export async function listProScouts(db: Database, proUserId: number, page: { limit: number; offset: number }): Promise<ScoutRow[]> {
  const rows = await selectRows<RawScoutRow>(
    db,
    sql`select ${SCOUT_COLUMNS} from ${SCOUT_FROM}
        where s.pro_user_id = ${proUserId}
        order by (s.status <> 'sent'), (s.guard_flags && '{rate_above_budget,onsite_for_remote_pro}'::text[]), s.created_at desc, s.id desc
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toScoutRow);
}

export async function findProScout(db: Database, proUserId: number, scoutId: number): Promise<ScoutRow | undefined> {
  const [row] = await selectRows<RawScoutRow>(db, sql`select ${SCOUT_COLUMNS} from ${SCOUT_FROM} where s.pro_user_id = ${proUserId} and s.id = ${scoutId}`);
  return row && toScoutRow(row);
}

/** The corporation's scouts in one status (or all), newest first. */
export async function listCorporationScouts(
  db: Database,
  corporationId: number,
  status: ScoutStatus | null,
  page: { limit: number; offset: number },
): Promise<ScoutRow[]> {
  // The page's ids first (the index's order), then the names and projects of those 20 only.
  const rows = await selectRows<RawScoutRow>(
    db,
    sql`with page as (
          select id from scouts where corporation_id = ${corporationId} ${status === null ? sql`` : sql`and status = ${status}`}
          order by created_at desc, id desc limit ${page.limit} offset ${page.offset})
        select ${SCOUT_COLUMNS} from ${SCOUT_FROM} join page on page.id = s.id
        order by s.created_at desc, s.id desc`,
  );
  return rows.map(toScoutRow);
}

export async function findCorporationScout(db: Database, corporationId: number, scoutId: number): Promise<ScoutRow | undefined> {
  const [row] = await selectRows<RawScoutRow>(db, sql`select ${SCOUT_COLUMNS} from ${SCOUT_FROM} where s.corporation_id = ${corporationId} and s.id = ${scoutId}`);
  return row && toScoutRow(row);
}

/** How many scouts each status holds, for a pro or for a corporation. */
export async function countScoutsByStatus(db: Database, owner: { proUserId: number } | { corporationId: number }): Promise<Partial<Record<ScoutStatus, number>>> {
  const where = "proUserId" in owner ? eq(scouts.proUserId, owner.proUserId) : eq(scouts.corporationId, owner.corporationId);
  const rows = await db
    .select({ status: scouts.status, count: sql<number>`count(*)::int` })
    .from(scouts)
    .where(where)
    .groupBy(scouts.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

/** The pro's open scout, locked for their answer; undefined when it is not theirs or already answered. */
export async function lockOpenScout(tx: Database, proUserId: number, scoutId: number): Promise<ScoutRow | undefined> {
  const [locked] = await selectRows<{ id: number }>(tx, sql`select id from scouts where id = ${scoutId} and pro_user_id = ${proUserId} and status = 'sent' for update`);
  return locked ? findProScout(tx, proUserId, scoutId) : undefined;
}

export async function markScoutAnswered(
  tx: Database,
  scoutId: number,
  answer: { status: "accepted" | "declined"; declineReason: ScoutDeclineReason | null; answerMessage: string | null; applicationId: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(scouts)
    .set({ ...answer, answeredAt: now, updatedAt: now })
    .where(and(eq(scouts.id, scoutId), eq(scouts.status, "sent")));
}

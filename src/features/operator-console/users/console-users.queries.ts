import { and, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { corporationMemberships, corporations, loginEvents, proProfiles, sessions, users, type ApplicationStatus, type MembershipRole, type Plan } from "@/db/schema";

import { canSearchByGrams, userGramsCondition, type UserWords } from "./console-user-grams";
import type { UserRole, UserState } from "./console-users.schemas";

export type { UserWords };
export type UserFilter = { words?: UserWords; role?: UserRole; state?: UserState; excludeId?: number };

export type ConsoleUserRow = {
  id: number;
  lastName: string;
  firstName: string;
  email: string;
  isPro: boolean;
  isOrderer: boolean;
  isAdmin: boolean;
  /** Raw rows: a Date or its text, depending on the driver (toJstIsoDateTime takes both). */
  createdAt: Date | string;
  emailVerifiedAt: Date | string | null;
  suspendedAt: Date | string | null;
  deactivatedAt: Date | string | null;
  isRealNameVerified: boolean;
};

const ROW_COLUMNS = sql`u.id, u.last_name as "lastName", u.first_name as "firstName", u.email, u.is_pro as "isPro", u.is_orderer as "isOrderer",
  u.is_admin as "isAdmin", u.created_at as "createdAt", u.email_verified_at as "emailVerifiedAt", u.suspended_at as "suspendedAt",
  u.deactivated_at as "deactivatedAt", coalesce(pp.is_real_name_verified, false) as "isRealNameVerified"`;

const ROLE_CONDITIONS: Record<UserRole, SQL> = { pro: sql`u.is_pro`, orderer: sql`u.is_orderer`, admin: sql`u.is_admin` };
const STATE_CONDITIONS: Record<UserState, SQL> = { suspended: sql`u.suspended_at is not null`, deactivated: sql`u.deactivated_at is not null` };

/**
 * The words match anywhere in the address, the name (姓名 joined) or its reading: strpos decides.
 * The grams condition (console-user-grams.ts) adds nothing to the answer but lets the planner read
 * a rare word's few rows through users_search_grams_idx; for a common word it still walks
 * users_created_at_idx newest first and stops at the page.
 */
function whereOf(filter: UserFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const { words } = filter;
  if (words) {
    const anyOf = [sql`strpos(u.email, ${words.email}) > 0`];
    if (words.name) anyOf.push(sql`strpos(u.last_name || u.first_name, ${words.name}) > 0`);
    if (words.kana) anyOf.push(sql`strpos(u.last_name_kana || u.first_name_kana, ${words.kana}) > 0`);
    if (canSearchByGrams(words)) parts.push(userGramsCondition(words));
    parts.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  if (filter.role) parts.push(ROLE_CONDITIONS[filter.role]);
  if (filter.state) parts.push(STATE_CONDITIONS[filter.state]);
  if (filter.excludeId) parts.push(sql`u.id <> ${filter.excludeId}`);
  return sql.join(parts, sql` and `);
}

/** Newest accounts first, a page at a time (the order users_created_at_idx gives, read backwards). */
export async function listUsers(db: Database, filter: UserFilter, limit: number, offset: number): Promise<ConsoleUserRow[]> {
  return selectRows<ConsoleUserRow>(
    db,
    // The page's ids first, from users alone (users_created_at_idx), then their profiles.
    sql`select ${ROW_COLUMNS}
        from (select u.id from users u where ${whereOf(filter)} order by u.created_at desc nulls last, u.id desc nulls last limit ${limit} offset ${offset}) page
        join users u on u.id = page.id left join pro_profiles pp on pp.user_id = u.id
        order by u.created_at desc nulls last, u.id desc nulls last`,
  );
}

/** How many match, up to `cap` rows read. */
export async function countUsersUpTo(db: Database, filter: UserFilter, cap: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from users u where ${whereOf(filter)} limit ${cap}) m`);
  return row?.n ?? 0;
}

/** The one account with this id, if it passes the role and state filters (the list puts it first). */
export async function findUserRowById(db: Database, id: number, filter: Omit<UserFilter, "words" | "excludeId">): Promise<ConsoleUserRow | undefined> {
  const [row] = await selectRows<ConsoleUserRow>(
    db,
    sql`select ${ROW_COLUMNS} from users u left join pro_profiles pp on pp.user_id = u.id where u.id = ${id} and ${whereOf(filter)}`,
  );
  return row;
}

/** The account whole but its password, with the pro profile's summary when there is one. */
export async function findUserAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        lastName: users.lastName,
        firstName: users.firstName,
        lastNameKana: users.lastNameKana,
        firstNameKana: users.firstNameKana,
        isPro: users.isPro,
        isOrderer: users.isOrderer,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        emailVerifiedAt: users.emailVerifiedAt,
        suspendedAt: users.suspendedAt,
        passwordResetRequiredAt: users.passwordResetRequiredAt,
        deactivatedAt: users.deactivatedAt,
      },
      profile: { headline: proProfiles.headline, isPublic: proProfiles.isPublic, isRealNameVerified: proProfiles.isRealNameVerified },
    })
    .from(users)
    .leftJoin(proProfiles, eq(proProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function listMemberships(db: Database, userId: number): Promise<{ id: number; name: string; role: MembershipRole; plan: Plan }[]> {
  return db
    .select({ id: corporations.id, name: corporations.name, role: corporationMemberships.role, plan: corporations.plan })
    .from(corporationMemberships)
    .innerJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
    .where(eq(corporationMemberships.userId, userId))
    .orderBy(corporations.id);
}

/** The pro's latest applications (applications_pro_user_id_idx: one person's few hundred at most). */
export async function listLatestApplications(db: Database, userId: number, limit: number) {
  return selectRows<{ id: number; status: ApplicationStatus; createdAt: Date | string; projectId: number; projectTitle: string }>(
    db,
    sql`select a.id, a.status, a.created_at as "createdAt", p.id as "projectId", p.title as "projectTitle"
        from applications a join projects p on p.id = a.project_id
        where a.pro_user_id = ${userId} order by a.created_at desc, a.id desc limit ${limit}`,
  );
}

/** Open and suspension-closed projects the member posted (projects_created_by_user_id_idx). */
export async function countPostedProjects(db: Database, userId: number): Promise<{ openCount: number; suspendedCount: number }> {
  const [row] = await selectRows<{ openCount: number; suspendedCount: number }>(
    db,
    sql`select count(*) filter (where status = 'open')::int as "openCount", count(*) filter (where close_reason = 'suspended')::int as "suspendedCount"
        from projects where created_by_user_id = ${userId}`,
  );
  return row ?? { openCount: 0, suspendedCount: 0 };
}

export async function listLiveSessions(db: Database, userId: number, now: Date, limit: number) {
  return db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(limit);
}

export async function listLatestLogins(db: Database, userId: number, limit: number) {
  return db
    .select({ loggedInAt: loginEvents.loggedInAt, userAgent: loginEvents.userAgent, ipAddress: loginEvents.ipAddress })
    .from(loginEvents)
    .where(eq(loginEvents.userId, userId))
    .orderBy(desc(loginEvents.loggedInAt))
    .limit(limit);
}

/** The account an action is about, locked until its transaction ends: two operators' actions queue. */
export async function lockUser(tx: Database, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      isPro: users.isPro,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      passwordResetRequiredAt: users.passwordResetRequiredAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function setRealNameVerified(tx: Database, userId: number, isVerified: boolean, now: Date): Promise<boolean> {
  const rows = await tx
    .update(proProfiles)
    .set({ isRealNameVerified: isVerified, updatedAt: now })
    .where(eq(proProfiles.userId, userId))
    .returning({ userId: proProfiles.userId });
  return rows.length > 0;
}

export async function findRealNameVerified(tx: Database, userId: number): Promise<boolean | undefined> {
  const [row] = await tx.select({ isVerified: proProfiles.isRealNameVerified }).from(proProfiles).where(eq(proProfiles.userId, userId));
  return row?.isVerified;
}

export async function setSuspendedAt(tx: Database, userId: number, suspendedAt: Date | null, now: Date): Promise<void> {
  await tx.update(users).set({ suspendedAt, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPasswordResetRequiredAt(tx: Database, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ passwordResetRequiredAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** Ends every session of the user and says how many there were (the session-ended trigger tells live chat streams). */
export async function deleteSessionsOf(tx: Database, userId: number): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Every session but one (the operator's own, who goes on working): how many ended. */
export async function deleteSessionsExcept(tx: Database, keptIdHash: string): Promise<number> {
  const rows = await tx.delete(sessions).where(ne(sessions.idHash, keptIdHash)).returning({ idHash: sessions.idHash });
  return rows.length;
}

import type { Database } from "@/db/client";
import { APPLICATION_STATUS_LABELS } from "@/features/applications/applications.service";
import { getTwoFactorStatus } from "@/features/two-factor/two-factor.service";
import { proProfilePath } from "@/features/pros/profile/pro-profile.service";
import { toFullWidthKatakana } from "@/lib/kana";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";

import { readAuditLog } from "../audit/operator-audit.service";
import { CONSOLE_COUNT_CAP } from "../console-capped-count";
import {
  countPostedProjects,
  countUsersUpTo,
  findUserAccount,
  findUserRowById,
  listLatestApplications,
  listLatestLogins,
  listLiveSessions,
  listMemberships,
  listUsers,
  type ConsoleUserRow,
  type UserWords,
} from "./console-users.queries";
import {
  CONSOLE_USERS_PER_PAGE,
  type ConsoleUserDetail,
  type ConsoleUserItem,
  type ConsoleUserPage,
  type ConsoleUserQuery,
  type UserRole,
} from "./console-users.schemas";

export const USER_NOT_FOUND = "ユーザーが見つかりませんでした。";

const LATEST_APPLICATIONS = 20;
const LATEST_LOGINS = 10;
const LATEST_AUDIT_ENTRIES = 20;
const LIVE_SESSIONS = 50;
const INT_MAX = 2_147_483_647;

const iso = (value: Date | string | null) => (value === null ? null : toJstIsoDateTime(value));
const fullName = (last: string, first: string) => `${last} ${first}`.trim();

function rolesOf(user: { isPro: boolean; isOrderer: boolean; isAdmin: boolean }): UserRole[] {
  return (["pro", "orderer", "admin"] as const).filter((role) => (role === "pro" ? user.isPro : role === "orderer" ? user.isOrderer : user.isAdmin));
}

/**
 * `q` as the list matches it: the address part lower-cased (addresses are stored so); the name
 * without spaces, so 「山田 太郎」 and 「山田太郎」 both match 姓 + 名; the reading in katakana, as
 * sign-up stores it (やまだ → ヤマダ). NFKC first: full-width letters and half-width kana as usual.
 */
export function userWordsOf(q: string): UserWords | undefined {
  const text = q.normalize("NFKC").trim();
  if (text === "") return undefined;
  const compact = text.replace(/\s+/g, "");
  return { email: text.toLowerCase(), name: compact, kana: toFullWidthKatakana(compact) };
}

function itemOf(row: ConsoleUserRow): ConsoleUserItem {
  return {
    id: row.id,
    name: fullName(row.lastName, row.firstName),
    email: row.email,
    roles: rolesOf(row),
    registeredAt: toJstIsoDateTime(row.createdAt),
    isSuspended: row.suspendedAt !== null,
    isDeactivated: row.deactivatedAt !== null,
    isRealNameVerified: row.isRealNameVerified,
    isEmailVerified: row.emailVerifiedAt !== null,
  };
}

/**
 * ユーザー (issue 18): newest accounts first, 50 a page, by role and state, with a count capped at
 * 10,000. `q` of digits is also an id: that account comes first, on page 1, and not again below.
 */
export async function readConsoleUsers(db: Database, actor: RequestActor, query: ConsoleUserQuery): Promise<ConsoleUserPage> {
  adminOrThrow(actor);
  const q = query.q?.trim() ?? "";
  const page = query.page ?? 1;
  const base = { role: query.role, state: query.state };
  const id = /^\d{1,10}$/.test(q) && Number(q) >= 1 && Number(q) <= INT_MAX ? Number(q) : null;
  const idRow = id === null ? undefined : await findUserRowById(db, id, base);
  const filter = { ...base, words: userWordsOf(q), excludeId: idRow?.id };
  const [rows, counted] = await Promise.all([
    listUsers(db, filter, CONSOLE_USERS_PER_PAGE, (page - 1) * CONSOLE_USERS_PER_PAGE),
    countUsersUpTo(db, filter, CONSOLE_COUNT_CAP + 1),
  ]);
  const isTotalCapped = counted > CONSOLE_COUNT_CAP;
  const listed = Math.min(counted, CONSOLE_COUNT_CAP);
  return {
    users: [...(idRow && page === 1 ? [idRow] : []), ...rows].map(itemOf),
    page,
    totalCount: Math.min(listed + (idRow ? 1 : 0), CONSOLE_COUNT_CAP),
    isTotalCapped,
    totalPages: Math.max(1, Math.ceil(listed / CONSOLE_USERS_PER_PAGE)),
  };
}

/**
 * One account for the operator: who it is, its pro profile and corporations, what it did lately
 * (applications, logins), where it is logged in now, and what operators did to it.
 */
export async function readConsoleUser(db: Database, actor: RequestActor, userId: number, now: Date): Promise<ConsoleUserDetail> {
  const operator = adminOrThrow(actor);
  const { user, profile } = foundOrThrow(await findUserAccount(db, userId), USER_NOT_FOUND);
  const [memberships, applications, postedProjects, sessions, logins, audit, twoFactor] = await Promise.all([
    listMemberships(db, userId),
    listLatestApplications(db, userId, LATEST_APPLICATIONS),
    countPostedProjects(db, userId),
    listLiveSessions(db, userId, now, LIVE_SESSIONS),
    listLatestLogins(db, userId, LATEST_LOGINS),
    readAuditLog(db, operator, { targetType: "user", targetId: String(userId) }),
    getTwoFactorStatus(db, userId),
  ]);
  return {
    account: {
      id: user.id,
      name: fullName(user.lastName, user.firstName),
      nameKana: fullName(user.lastNameKana, user.firstNameKana),
      email: user.email,
      roles: rolesOf(user),
      registeredAt: toJstIsoDateTime(user.createdAt),
      emailVerifiedAt: iso(user.emailVerifiedAt),
      suspendedAt: iso(user.suspendedAt),
      passwordResetRequiredAt: iso(user.passwordResetRequiredAt),
      deactivatedAt: iso(user.deactivatedAt),
      twoFactorEnabledAt: iso(twoFactor.enabledAt),
    },
    proProfile:
      user.isPro && profile
        ? { headline: profile.headline, isPublic: profile.isPublic, isRealNameVerified: profile.isRealNameVerified, path: proProfilePath(user.id) }
        : null,
    corporations: memberships,
    postedProjects,
    applications: applications.map((a) => ({
      id: a.id,
      project: { id: a.projectId, title: a.projectTitle },
      status: a.status,
      statusLabel: APPLICATION_STATUS_LABELS[a.status],
      createdAt: toJstIsoDateTime(a.createdAt),
    })),
    sessions: sessions.map((s) => ({
      createdAt: toJstIsoDateTime(s.createdAt),
      lastSeenAt: toJstIsoDateTime(s.lastSeenAt),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
    })),
    logins: logins.map((l) => ({ loggedInAt: toJstIsoDateTime(l.loggedInAt), userAgent: l.userAgent, ipAddress: l.ipAddress })),
    auditEntries: audit.entries.slice(0, LATEST_AUDIT_ENTRIES),
  };
}

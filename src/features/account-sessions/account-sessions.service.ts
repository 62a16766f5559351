import { createHash } from "node:crypto";

import type { Database } from "@/db/client";
import { toJstIsoDateTime } from "@/lib/format-date";
import { AppError } from "@/platform/errors";
import type { ActiveSession } from "@/platform/sessions/session.queries";
import { isSessionExpired } from "@/platform/sessions/session.policy";

import type { AccountSession } from "./account-sessions.schemas";
import { deleteSessionsOfUser, deleteSessionsOfUserExcept, findSessionsOfUser } from "./account-sessions.queries";
import { describeDevice } from "./device-label";

/**
 * The id a session is shown and addressed by: a second hash of the stored hash, cut to 128 bits.
 * The stored hash never leaves the server (it is what a session row is found by), and this one
 * cannot be turned back into it; a lookup is always among the actor's own sessions.
 */
export function publicSessionIdOf(idHash: string): string {
  return createHash("sha256").update(`public-session:${idHash}`).digest("hex").slice(0, 32);
}

async function liveSessionsOf(db: Database, userId: number, now: Date) {
  const rows = await findSessionsOfUser(db, userId);
  return rows.filter((row) => !isSessionExpired(row, now));
}

/** ログイン中の端末: the user's live sessions, the current one marked. */
export async function listAccountSessions(db: Database, session: ActiveSession, now: Date): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(db, session.userId, now);
  const list = rows.map((row) => ({
    id: publicSessionIdOf(row.idHash),
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: toJstIsoDateTime(row.createdAt),
    lastSeenAt: toJstIsoDateTime(row.lastSeenAt),
    isCurrent: row.idHash === session.idHash,
  }));
  // The device in hand first; then the most recently used.
  return [...list.filter((s) => s.isCurrent), ...list.filter((s) => !s.isCurrent)];
}

/** Logs one of the user's sessions out (the current one too: that is a logout); another's id is 404. */
export async function logOutAccountSession(db: Database, session: ActiveSession, publicId: string): Promise<void> {
  const rows = await findSessionsOfUser(db, session.userId);
  const target = rows.find((row) => publicSessionIdOf(row.idHash) === publicId);
  if (!target || (await deleteSessionsOfUser(db, session.userId, [target.idHash])) === 0) {
    throw new AppError("not_found", "この端末はすでにログアウトしているか、見つかりませんでした。");
  }
}

/** ほかの端末をすべてログアウト: every session of the user but the caller's. */
export function logOutOtherAccountSessions(db: Database, session: ActiveSession): Promise<number> {
  return deleteSessionsOfUserExcept(db, session.userId, session.idHash);
}
export { describeDevice } from "./device-label";

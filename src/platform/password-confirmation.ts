import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/password-hash";

import { AppError } from "./errors";
import { enforceRateLimit, RATE_LIMITS, resetRateLimit } from "./rate-limit";
import { markPasswordConfirmed, type ActiveSession } from "./sessions/session.queries";

/**
 * The signed-in owner proves it is them before a sensitive change (password change, e-mail change,
 * 退会): a wrong password is a 422 on the form's own field, 「現在のパスワードが正しくありません」.
 * A missing account reads as a wrong password. Answers the account, now known to be there.
 */
export async function confirmPasswordOrThrow<Account extends { passwordHash: string }>(
  account: Account | undefined,
  password: string,
  field: { path: string; label: string },
): Promise<Account> {
  if (account && (await verifyPassword(account.passwordHash, password))) return account;
  throw new AppError("validation_failed", `${field.label}が正しくありません。`, {
    issues: [{ path: field.path, message: `${field.label}が正しくありません` }],
    // A failed re-authentication is a security event, not just a form error (issue 19, ASVS 16.3.1).
    security: { event: "auth.reauthentication_failed" },
  });
}

/** The signed-in account's address and password hash: what every "type your password again" checks, and mails. */
export async function findPasswordOwner(db: Database, userId: number): Promise<{ email: string; passwordHash: string } | undefined> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * 「パスワードの再確認」 (decisions 030 and 033): the signed-in owner types the password again and
 * this session may do what needs a recent password for the next 15 minutes — an operator's console
 * changes, a member ending their other sessions. Guesses are capped per account; a success clears them.
 */
export async function confirmSessionPassword(db: Database, session: ActiveSession, password: string, now: Date): Promise<void> {
  const rule = RATE_LIMITS.passwordConfirmationPerUser;
  await enforceRateLimit(db, rule, String(session.userId), now);
  await confirmPasswordOrThrow(await findPasswordOwner(db, session.userId), password, { path: "password", label: "パスワード" });
  await resetRateLimit(db, rule, String(session.userId));
  await markPasswordConfirmed(db, session.idHash, now);
}

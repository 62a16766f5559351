import type { Context } from "hono";

import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { isConsoleReadOnly, isPasswordConfirmationFresh } from "../sessions/session.policy";
import type { ActiveSession } from "../sessions/session.queries";
import type { Actor } from "./actor";
import { actorOrThrow, adminOrThrow, ordererOrThrow, proOrThrow, verifiedOrThrow, type OrdererAtWork } from "./access-rules";

/**
 * API guards that read as rules: a handler names what it needs, and gets it or the error
 * (access-rules.ts). `c.var.actor` was resolved once by the session middleware.
 */
export const requireActor = (c: Context<AppEnv>): Actor => actorOrThrow(c.var.actor);
export const requirePro = (c: Context<AppEnv>, message?: string): Actor => proOrThrow(c.var.actor, message);
export const requireOrderer = (c: Context<AppEnv>): OrdererAtWork => ordererOrThrow(c.var.actor);
export const requireAdmin = (c: Context<AppEnv>): Actor => adminOrThrow(c.var.actor);
/**
 * A member whose e-mail address is verified (issue 12): every route that reaches other people —
 * applying, posting a project, scouting, sending a message — starts with this (403 email_not_verified).
 */
export const requireVerifiedMember = (c: Context<AppEnv>): Actor => verifiedOrThrow(actorOrThrow(c.var.actor));

/**
 * An operator about to change something from the console (decision 030): 404 to anyone else;
 * outside demo mode 403 two_factor_required unless this session logged in with 二段階認証 (decision
 * 033); and 403 password_confirmation_required when the session's last password entry is over 15
 * minutes old (the console asks for it and sends the action again).
 */
export function requireConfirmedOperator(c: Context<AppEnv>): Actor {
  const operator = adminOrThrow(c.var.actor);
  if (isConsoleReadOnly(c.var.session, c.var.deps.isDemoMode)) throw new AppError("two_factor_required");
  requireRecentPassword(c);
  return operator;
}

/**
 * A member whose password was typed in this session within 15 minutes (ASVS 7.5.2): at login, or
 * by 「パスワードの再確認」. Older: 403 password_confirmation_required; the page asks for it and
 * sends the action again. A stolen session alone cannot end its owner's other sessions.
 */
export function requireRecentPassword(c: Context<AppEnv>): ActiveSession {
  const session = requireSession(c);
  if (!isPasswordConfirmationFresh(session.passwordConfirmedAt, c.var.deps.now())) throw new AppError("password_confirmation_required");
  return session;
}

/** The session itself, for the few handlers that act on it (log out, password change). */
export function requireSession(c: Context<AppEnv>): ActiveSession {
  actorOrThrow(c.var.actor);
  return c.var.session!;
}

export function requestMeta(c: Context<AppEnv>) {
  return {
    now: c.var.deps.now(),
    ipAddress: c.var.clientIp,
    userAgent: c.req.header("user-agent"),
    previousSessionIdHash: c.var.session?.idHash,
  };
}

import type { Context } from "hono";

import type { AppEnv } from "@/platform/context";
import type { AppError, ErrorCode, SecurityEvent } from "@/platform/errors";

/** Codes that are a security event by themselves, wherever they are thrown. */
const EVENT_OF_CODE: Partial<Record<ErrorCode, SecurityEvent>> = {
  invalid_credentials: "auth.login_failed",
  account_suspended: "auth.login_refused",
  password_reset_required: "auth.login_refused",
  csrf_token_invalid: "csrf.refused",
  origin_not_allowed: "csrf.refused",
  rate_limited: "rate_limit.exceeded",
  // A guard's 401: a visitor (or an ended session) at a member route.
  unauthenticated: "authz.refused",
};

/**
 * The event an API error stands for, if any: what its throw site noted, else its code, else any
 * other 403 (a guard's wrong role, an unverified address, a stale operator confirmation). A 404 is
 * an event only when a guard says so (the console to a non-operator): a service's 404 for "not
 * yours" cannot be told from a mistyped id, and stays a plain request line.
 */
export function securityEventOf(error: AppError): SecurityEvent | undefined {
  return error.options.security?.event ?? EVENT_OF_CODE[error.code] ?? (error.status === 403 ? "authz.refused" : undefined);
}

/**
 * One JSON line per refusal (issue 19, ASVS 16.2.1, 16.3.1–16.3.3): the stable `event`, why, who
 * (the account a login was for; otherwise the signed-in caller), from where, and the request id that
 * joins it to the request line. Never a password, an e-mail address, a token, a session id or a body:
 * the fields below are all there is. A visitor's 401 is `info` (sessions end every day), the rest `warn`.
 */
export function logSecurityEvent(c: Context<AppEnv>, error: AppError): void {
  const event = securityEventOf(error);
  if (!event) return;
  const note = error.options.security;
  const isLogin = event === "auth.login_failed" || event === "auth.login_refused";
  const entry = {
    event,
    reason: note?.reason ?? error.code,
    userId: isLogin ? note?.userId : c.var.actor?.userId,
    clientIp: c.var.clientIp,
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status: error.status,
  };
  const level = error.code === "unauthenticated" ? "info" : "warn";
  c.var.deps.logger[level](entry, "security event");
}

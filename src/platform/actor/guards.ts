import type { Context } from "hono";

import type { AppEnv, SessionState } from "../context";
import { AppError } from "../errors";

/** The session of a signed-in caller, or 401. Every handler that needs a user calls this itself. */
export function requireSession(c: Context<AppEnv>): SessionState {
  const session = c.var.session;
  if (!session) throw new AppError("unauthenticated");
  return session;
}

export function requestMeta(c: Context<AppEnv>) {
  return {
    now: c.var.deps.now(),
    ipAddress: c.var.clientIp,
    userAgent: c.req.header("user-agent"),
    previousSessionIdHash: c.var.session?.idHash,
  };
}

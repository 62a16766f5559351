import type { MiddlewareHandler } from "hono";

import { findActiveSession } from "@/platform/sessions/session.queries";

import type { AppEnv } from "@/platform/context";
import { readCookie, sessionCookieName } from "@/platform/sessions/cookies";

/** Resolves the session cookie to a live session (or null); never rejects a request by itself. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, siteOrigin, now } = c.var.deps;
  const rawId = readCookie(c, sessionCookieName(siteOrigin));
  c.set("session", rawId ? await findActiveSession(db, rawId, now()) : null);
  await next();
};

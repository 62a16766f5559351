import type { MiddlewareHandler } from "hono";

import { resolveActor } from "@/platform/actor/resolve-actor";
import type { AppEnv } from "@/platform/context";
import { readCookie, sessionCookieName } from "@/platform/sessions/cookies";

/**
 * Resolves the session cookie to the session and its actor, once per request (null for a visitor);
 * never rejects a request by itself: the handlers' guards do (src/platform/actor/guards.ts).
 */
export const loadActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, siteOrigin, now } = c.var.deps;
  const { session, actor } = await resolveActor(db, readCookie(c, sessionCookieName(siteOrigin)), now());
  c.set("session", session);
  c.set("actor", actor);
  await next();
};

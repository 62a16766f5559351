import type { MiddlewareHandler } from "hono";

import { resolveActor } from "@/platform/actor/resolve-actor";
import type { AppEnv } from "@/platform/context";
import { noteRequestUser } from "@/platform/request-headers";
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
  // Under the Node server `c.env.incoming` is the request the log line is written for (absent in tests' app.request).
  if (actor) noteRequestUser((c.env as { incoming?: object } | undefined)?.incoming, actor.userId);
  await next();
};

import "server-only";

import { cookies } from "next/headers";

import type { Actor } from "@/platform/actor/actor";
import { getRuntime } from "@/platform/runtime";
import { sessionCookieName } from "@/platform/sessions/cookies";
import type { ActiveSession } from "@/platform/sessions/session.queries";
import { hashSessionId } from "@/platform/sessions/tokens";

/** The session of the page's request (to mark 「この端末」); the actor was already resolved from it. */
export async function getPageSession(actor: Actor): Promise<ActiveSession> {
  const [{ deps }, jar] = await Promise.all([getRuntime(), cookies()]);
  const rawId = jar.get(sessionCookieName(deps.siteOrigin))?.value ?? "";
  // The settings pages only name the session; the console's password freshness is the API's concern.
  return { rawId, idHash: hashSessionId(rawId), userId: actor.userId, passwordConfirmedAt: null, secondFactorAt: null };
}

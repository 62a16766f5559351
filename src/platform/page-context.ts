import "server-only";

import { cookies, headers } from "next/headers";
import { cache } from "react";

import type { SiteSettings } from "@/lib/env";

import type { RequestActor } from "./actor/actor";
import { resolveActor, type ResolvedRequest } from "./actor/resolve-actor";
import { NONCE_HEADER } from "./content-security-policy";
import { notePageReader } from "./page-request-log";
import { SECRET_URL_HEADER } from "./request-headers";
import { getRuntime } from "./runtime";
import { csrfCookieName, sessionCookieName } from "./sessions/cookies";
import { isConsoleReadOnly } from "./sessions/session.policy";
import { deriveCsrfToken } from "./sessions/tokens";

export type PageContext = {
  /**
   * Who is reading (the same resolver as the API's), `null` for a visitor, or `undefined` when the
   * database could not say (the page still renders; the top bar shows skeletons and asks
   * GET /api/v2/me itself, spec S-BAR-14).
   */
  actor: RequestActor | undefined;
  csrfToken: string;
  siteOrigin: string;
  isDemoMode: boolean;
  /** An operator's console is read-only in this session (decision 033: outside demo mode, no 二段階認証 login). */
  isConsoleReadOnly: boolean;
  site: SiteSettings;
  /** This answer's Content-Security-Policy nonce, for the few inline scripts we write ourselves. */
  nonce: string | undefined;
  /** The address carries a mailed link's secret: no third-party tags on this page (ASVS 14.2.3). */
  isSecretUrl: boolean;
};

/**
 * What every page needs about the reader, once per request: the actor (so a signed-in user never
 * sees the logged-out header) and the CSRF token for the meta tag.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const runtime = await getRuntime();
  const { deps, env } = runtime;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const resolved = await readActor(jar.get(sessionCookieName(deps.siteOrigin))?.value, deps);
  if (resolved?.actor) notePageReader(resolved.actor.userId);
  const csrfToken =
    deriveCsrfToken(deps.appSecret, {
      sessionRawId: resolved?.session?.rawId,
      anonymousId: jar.get(csrfCookieName(deps.siteOrigin))?.value,
    }) ?? "";
  return {
    actor: resolved?.actor,
    csrfToken,
    siteOrigin: deps.siteOrigin,
    isDemoMode: deps.isDemoMode,
    isConsoleReadOnly: isConsoleReadOnly(resolved?.session, deps.isDemoMode),
    site: env.site,
    nonce: requestHeaders.get(NONCE_HEADER) ?? undefined,
    isSecretUrl: requestHeaders.get(SECRET_URL_HEADER) === "1",
  };
});

type Deps = Awaited<ReturnType<typeof getRuntime>>["deps"];

/** The reader, or undefined when the database could not say (resolveActor answers a visitor without asking it). */
async function readActor(rawSessionId: string | undefined, deps: Deps): Promise<ResolvedRequest | undefined> {
  try {
    // Reading pages counts as activity too (written at most hourly), so the idle expiry follows real use.
    return await resolveActor(deps.db, rawSessionId, deps.now());
  } catch (error) {
    // A database hiccup must not take every page down with it: pages that need no data still render.
    deps.databaseHealth.logFailure(error, "could not read the signed-in user for a page");
    return undefined;
  }
}

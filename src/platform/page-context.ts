import "server-only";

import { cookies, headers } from "next/headers";
import { cache } from "react";

import { findActiveSession } from "@/platform/sessions/session.queries";
import { deriveCsrfToken } from "@/platform/sessions/tokens";
import { getCurrentUser, type CurrentUser } from "@/features/users/me.service";
import type { SiteSettings } from "@/lib/env";

import { NONCE_HEADER } from "./content-security-policy";
import { csrfCookieName, sessionCookieName } from "./sessions/cookies";
import { getRuntime } from "./runtime";

export type PageContext = {
  /**
   * The signed-in user, `null` for a visitor, or `undefined` when the database could not say (the
   * page still renders; the top bar shows skeletons and asks GET /api/v2/me itself, spec S-BAR-14).
   */
  user: CurrentUser | null | undefined;
  csrfToken: string;
  siteOrigin: string;
  isDemoMode: boolean;
  site: SiteSettings;
  /** This answer's Content-Security-Policy nonce, for the few inline scripts we write ourselves. */
  nonce: string | undefined;
};

/**
 * What every page needs about the visitor, once per request: the signed-in user (rendered on the
 * server, so a signed-in user never sees the logged-out header) and the CSRF token for the meta tag.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const runtime = await getRuntime();
  const { deps, env } = runtime;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const rawSessionId = jar.get(sessionCookieName(deps.siteOrigin))?.value;
  const user = rawSessionId ? await readSignedInUser(rawSessionId, deps) : null;
  const csrfToken =
    deriveCsrfToken(deps.appSecret, {
      sessionRawId: user ? rawSessionId : undefined,
      anonymousId: jar.get(csrfCookieName(deps.siteOrigin))?.value,
    }) ?? "";
  return {
    user,
    csrfToken,
    siteOrigin: deps.siteOrigin,
    isDemoMode: deps.isDemoMode,
    site: env.site,
    nonce: requestHeaders.get(NONCE_HEADER) ?? undefined,
  };
});

type Deps = Awaited<ReturnType<typeof getRuntime>>["deps"];

async function readSignedInUser(rawSessionId: string, deps: Deps): Promise<CurrentUser | null | undefined> {
  try {
    // Reading pages counts as activity too (written at most hourly), so the idle expiry follows real use.
    const now = deps.now();
    const session = await findActiveSession(deps.db, rawSessionId, now);
    return session ? await getCurrentUser(deps.db, session.userId, now) : null;
  } catch (error) {
    // A database hiccup must not take every page down with it: pages that need no data still render.
    deps.databaseHealth.logFailure(error, "could not read the signed-in user for a page");
    return undefined;
  }
}

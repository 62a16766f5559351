import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import { findActiveSession } from "@/features/auth/session.queries";
import { deriveCsrfToken } from "@/features/auth/tokens";
import { getCurrentUser, type CurrentUser } from "@/features/users/me.service";

import { csrfCookieName, sessionCookieName } from "./cookies";
import { getRuntime } from "./runtime";

export type PageContext = {
  user: CurrentUser | null;
  csrfToken: string;
  siteOrigin: string;
  isDemoMode: boolean;
};

/**
 * What every page needs about the visitor, once per request: the signed-in user (rendered on the
 * server, so a signed-in user never sees the logged-out header) and the CSRF token for the meta tag.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const { deps } = await getRuntime();
  const jar = await cookies();
  const rawSessionId = jar.get(sessionCookieName(deps.siteOrigin))?.value;
  const now = deps.now();
  // Reading pages counts as activity too (written at most hourly), so the idle expiry follows real use.
  const session = rawSessionId ? await findActiveSession(deps.db, rawSessionId, now) : null;
  const user = session ? await getCurrentUser(deps.db, session.userId, now) : null;
  const csrfToken =
    deriveCsrfToken(deps.appSecret, {
      sessionRawId: session?.rawId,
      anonymousId: jar.get(csrfCookieName(deps.siteOrigin))?.value,
    }) ?? "";
  return { user, csrfToken, siteOrigin: deps.siteOrigin, isDemoMode: deps.isDemoMode };
});

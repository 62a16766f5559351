import type { Context } from "hono";

import { getFreshCurrentUser } from "@/features/users/me.service";
import { requestMeta, requireSession } from "@/platform/actor/guards";
import { acceptedAppSecrets } from "@/platform/app-secret";
import type { AppEnv } from "@/platform/context";
import { clearSessionCookie, csrfCookieName, readCookie, writeCsrfCookie, writeSessionCookie } from "@/platform/sessions/cookies";
import { AppError } from "@/platform/errors";
import { refuseSharedDemoAccount } from "@/platform/shared-demo-accounts";
import { parseJsonBody } from "@/platform/validation";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";

import { AUTH_API } from "./auth.contract";

import { TwoFactorLoginBodySchema } from "@/features/two-factor/two-factor.schemas";

import { ChangePasswordBodySchema, LoginBodySchema, SignUpBodySchema } from "./auth.schemas";
import { changePassword, logIn, logInWithSecondFactor, signUp } from "./auth.service";
import { deleteSession } from "@/platform/sessions/session.queries";
import { SESSION_ABSOLUTE_TIMEOUT_MS } from "@/platform/sessions/session.policy";
import { deriveCsrfToken, generateRandomToken, isWellFormedToken } from "@/platform/sessions/tokens";

export const CSRF_RESPONSE_HEADER = "x-csrf-token";

/** Sets the new session cookie and hands the session's CSRF token back for the next call. */
function issueSession(c: Context<AppEnv>, session: { rawId: string; isPersistent: boolean }) {
  const { siteOrigin, appSecret } = c.var.deps;
  // Not kept: no Max-Age, so the cookie ends with the browser (decision 019).
  writeSessionCookie(c, siteOrigin, session.rawId, session.isPersistent ? SESSION_ABSOLUTE_TIMEOUT_MS / 1000 : undefined);
  c.header(CSRF_RESPONSE_HEADER, deriveCsrfToken(appSecret, { sessionRawId: session.rawId }));
}

export const authRoutes = serveContract(AUTH_API, {
  // GET /api/v2/csrf_token – the token for this browser (also in <meta name="csrf-token"> on every page)
  csrfToken: (c) => {
    const { siteOrigin, appSecret } = c.var.deps;
    let anonymousId = readCookie(c, csrfCookieName(siteOrigin));
    if (!isWellFormedToken(anonymousId)) {
      anonymousId = generateRandomToken();
      writeCsrfCookie(c, siteOrigin, anonymousId);
    }
    const csrfToken = deriveCsrfToken(appSecret, { sessionRawId: c.var.session?.rawId, anonymousId });
    return reply(c, AUTH_API.csrfToken, 200, { csrfToken });
  },
  // POST /api/v2/users – sign up as a pro, or as an orderer with a new corporation; logs in
  signUp: async (c) => {
    const body = await parseJsonBody(c, SignUpBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    const session = await signUp(db, body, { ...requestMeta(c), siteOrigin });
    issueSession(c, session);
    return reply(c, AUTH_API.signUp, 201, await getFreshCurrentUser(db, session.userId, now()));
  },
  // POST /api/v2/sessions – log in with e-mail and password; the session id is always new (202: 二段階認証 asks for its code first)
  logIn: async (c) => {
    const body = await parseJsonBody(c, LoginBodySchema);
    const { db, now, appSecret } = c.var.deps;
    const outcome = await logIn(db, body, requestMeta(c), appSecret);
    if (outcome.kind === "second_factor") return reply(c, AUTH_API.logIn, 202, { twoFactorRequired: true, loginTicket: outcome.loginTicket });
    issueSession(c, outcome.session);
    return reply(c, AUTH_API.logIn, 200, await getFreshCurrentUser(db, outcome.session.userId, now()));
  },
  // POST /api/v2/sessions/two_factor – the login's second step: the ticket and the app's code (or a recovery code)
  logInSecondFactor: async (c) => {
    const body = await parseJsonBody(c, TwoFactorLoginBodySchema);
    const { db, now } = c.var.deps;
    const session = await logInWithSecondFactor(db, body, requestMeta(c), acceptedAppSecrets(c.var.deps));
    issueSession(c, session);
    return reply(c, AUTH_API.logInSecondFactor, 200, await getFreshCurrentUser(db, session.userId, now()));
  },
  // DELETE /api/v2/sessions/current – log out (the page header uses /logout)
  logOut: async (c) => {
    const session = requireSession(c);
    await deleteSession(c.var.deps.db, session.idHash);
    clearSessionCookie(c, c.var.deps.siteOrigin);
    clearBrowserStorage(c);
    return c.body(null, 204);
  },
  // PATCH /api/v2/me/password – change the password; every other session of the user ends, a security notice is queued
  changePassword: async (c) => {
    const session = requireSession(c);
    const body = await parseJsonBody(c, ChangePasswordBodySchema);
    await refuseSharedDemoAccount(c.var.deps, session.userId, "パスワードを変更");
    await changePassword(c.var.deps.db, session, body, c.var.deps.now(), c.var.deps.siteOrigin);
    return c.body(null, 204);
  },
});

/**
 * What a signed-in person left in this browser goes with the session (ASVS 14.3.1): unsent chat
 * drafts are kept in localStorage per room, and the next person at a shared computer must not read
 * them. Cookies are the session's own business (clearSessionCookie); the CSRF cookie stays.
 */
function clearBrowserStorage(c: Context<AppEnv>) {
  c.header("Clear-Site-Data", '"storage"');
}

/**
 * DELETE /logout, or POST /logout with `_method=delete` (spec S-BAR-17): ends the session. A script
 * (X-Requested-With) gets JSON and redirects itself; a plain form gets a 303 to the top page.
 */
export async function handleLogout(c: Context<AppEnv>) {
  if (c.req.method === "POST") {
    const form = new URLSearchParams(await c.req.text());
    if (form.get("_method")?.toLowerCase() !== "delete") throw new AppError("method_not_allowed");
  }
  const { db, siteOrigin } = c.var.deps;
  if (c.var.session) await deleteSession(db, c.var.session.idHash);
  clearSessionCookie(c, siteOrigin);
  clearBrowserStorage(c);
  const redirectTo = `${siteOrigin}/`;
  if (c.req.header("x-requested-with") === "XMLHttpRequest") return c.json({ redirectTo });
  return c.redirect(redirectTo, 303);
}

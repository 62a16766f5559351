import type { MiddlewareHandler } from "hono";

import { acceptedAppSecrets } from "@/platform/app-secret";
import { deriveCsrfToken, safeEqual } from "@/platform/sessions/tokens";

import type { AppEnv } from "@/platform/context";
import { csrfCookieName, readCookie } from "@/platform/sessions/cookies";
import { AppError } from "@/platform/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one state change authenticated by a signature in its URL instead of the browser's session:
 * mail clients' one-click unsubscribe (RFC 8058) sends no CSRF token and may come from any origin.
 * The HMAC in `t` proves the link came from our mail and can only stop that user's category of
 * notices. Exact method and path: nothing else is let through.
 */
const SIGNED_LINK_ROUTES = new Set(["POST /api/v2/mail/unsubscribe"]);
export const CSRF_HEADER = "x-csrf-token";

/** The origin the browser used to reach us (Host header), for same-origin checks behind any name. */
function requestOrigin(url: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  return `${new URL(url).protocol}//${host}`;
}

/**
 * Every state-changing call (login and sign-up included) needs the token from
 * <meta name="csrf-token"> in X-CSRF-Token, and a foreign or "null" Origin is refused outright.
 */
export const verifyCsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (SIGNED_LINK_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();
  const { siteOrigin } = c.var.deps;

  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const allowed = origin === siteOrigin || origin === requestOrigin(c.req.url, c.req.header("host"));
    if (!allowed) throw new AppError("origin_not_allowed");
  } else if (c.req.header("sec-fetch-site") === "cross-site") {
    throw new AppError("origin_not_allowed");
  }

  const binding = { sessionRawId: c.var.session?.rawId, anonymousId: readCookie(c, csrfCookieName(siteOrigin)) };
  const supplied = c.req.header(CSRF_HEADER) ?? (await readFormToken(c.req.raw));
  // A page rendered before APP_SECRET was rotated still carries a token made with the previous one.
  const isValid = (secret: string) => {
    const expected = deriveCsrfToken(secret, binding);
    return Boolean(expected && supplied && safeEqual(expected, supplied));
  };
  if (!acceptedAppSecrets(c.var.deps).some(isValid)) throw new AppError("csrf_token_invalid");
  await next();
};

/** A plain HTML form (no JavaScript) may send the token as `_csrf`. The body stays readable afterwards. */
async function readFormToken(request: Request): Promise<string | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return undefined;
  const form = new URLSearchParams(await request.clone().text());
  return form.get("_csrf") ?? undefined;
}

import type { IncomingMessage, ServerResponse } from "node:http";

import { parse } from "hono/utils/cookie";

import { generateRandomToken, isWellFormedToken } from "@/platform/sessions/tokens";

import { csrfCookieName, serializeCsrfCookie } from "@/platform/sessions/cookies";

/**
 * A logged-out browser needs an anonymous CSRF id before its first form (login, sign-up) is
 * rendered: set it on the way in, and add it to the request so the page sees it at once.
 */
export function ensureCsrfCookie(req: IncomingMessage, res: ServerResponse, siteOrigin: string): void {
  const name = csrfCookieName(siteOrigin);
  if (isWellFormedToken(parse(req.headers.cookie ?? "", name)[name])) return;
  const value = generateRandomToken();
  req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${name}=${value}` : `${name}=${value}`;
  res.appendHeader("set-cookie", serializeCsrfCookie(siteOrigin, value));
}

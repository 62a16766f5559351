import type { IncomingMessage, ServerResponse } from "node:http";

import { generateRandomToken, isWellFormedToken } from "@/features/auth/tokens";

import { csrfCookieName, serializeCsrfCookie } from "./cookies";

function readCookieHeader(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * A logged-out browser needs an anonymous CSRF id before its first form (login, sign-up) is
 * rendered: set it on the way in, and add it to the request so the page sees it at once.
 */
export function ensureCsrfCookie(req: IncomingMessage, res: ServerResponse, siteOrigin: string): void {
  const name = csrfCookieName(siteOrigin);
  if (isWellFormedToken(readCookieHeader(req.headers.cookie, name))) return;
  const value = generateRandomToken();
  req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${name}=${value}` : `${name}=${value}`;
  res.appendHeader("set-cookie", serializeCsrfCookie(siteOrigin, value));
}

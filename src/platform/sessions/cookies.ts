import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";

/**
 * Over https the cookies carry the __Host- prefix (Secure, path /, no Domain: no subdomain can set
 * or overwrite them); a plain-http local demo cannot use Secure cookies, so it drops the prefix.
 */
export function isSecureOrigin(siteOrigin: string): boolean {
  return siteOrigin.startsWith("https://");
}

export function sessionCookieName(siteOrigin: string): string {
  return isSecureOrigin(siteOrigin) ? "__Host-kh_session" : "kh_session";
}

export function csrfCookieName(siteOrigin: string): string {
  return isSecureOrigin(siteOrigin) ? "__Host-kh_csrf" : "kh_csrf";
}

/** `maxAgeSeconds` undefined: a browser-session cookie (no Max-Age), gone when the browser closes. */
function cookieOptions(siteOrigin: string, maxAgeSeconds: number | undefined) {
  return {
    path: "/",
    httpOnly: true,
    secure: isSecureOrigin(siteOrigin),
    sameSite: "Lax" as const,
    maxAge: maxAgeSeconds,
  };
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

export function writeSessionCookie(c: Context, siteOrigin: string, rawId: string, maxAgeSeconds: number | undefined): void {
  setCookie(c, sessionCookieName(siteOrigin), rawId, cookieOptions(siteOrigin, maxAgeSeconds));
}

export function clearSessionCookie(c: Context, siteOrigin: string): void {
  deleteCookie(c, sessionCookieName(siteOrigin), { path: "/", secure: isSecureOrigin(siteOrigin) });
}

/** A year: the anonymous CSRF cookie only ties a logged-out browser to its forms. */
export const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function writeCsrfCookie(c: Context, siteOrigin: string, value: string): void {
  setCookie(c, csrfCookieName(siteOrigin), value, cookieOptions(siteOrigin, CSRF_COOKIE_MAX_AGE_SECONDS));
}

/** The Set-Cookie header value for the anonymous CSRF cookie, for the page server (outside Hono). */
export function serializeCsrfCookie(siteOrigin: string, value: string): string {
  return serialize(csrfCookieName(siteOrigin), value, cookieOptions(siteOrigin, CSRF_COOKIE_MAX_AGE_SECONDS));
}

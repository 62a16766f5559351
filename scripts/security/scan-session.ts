/**
 * Issue 19: what a scanner sends to act as one role — the session cookie, the CSRF token for
 * X-CSRF-Token and the Origin every write needs (decision 003). A visitor gets the anonymous CSRF
 * cookie and its token; the other roles log in as the demo accounts through the API, like a browser.
 *
 *   node --import tsx scripts/security/scan-session.ts <role> [--base-url URL] [--wapiti-cookies FILE]
 *
 * Prints shell assignments to `eval`: SCAN_COOKIE, SCAN_CSRF, SCAN_ORIGIN and SCAN_COOKIE_NAMES (the
 * cookie names, comma-separated, for sqlmap's --skip). --wapiti-cookies writes the cookies in
 * wapiti's JSON cookie-file format too. Each login comes from its own documentation-range address
 * in X-Forwarded-For, so a server started with TRUST_PROXY=1 never refuses it for the per-IP limit.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";

export const SCAN_ROLES = ["visitor", "pro", "orderer", "free", "admin"] as const;
export type ScanRole = (typeof SCAN_ROLES)[number];

export type ScanSession = { role: ScanRole; origin: string; cookies: Record<string, string>; csrfToken: string };

function randomClientAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    if (at > 0) cookies[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return cookies;
}

export function cookieHeaderOf(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** Opens a session for `role` on the server at `origin` (a visitor's is the anonymous CSRF cookie). */
export async function openScanSession(origin: string, role: ScanRole): Promise<ScanSession> {
  const headers = { "x-forwarded-for": randomClientAddress() };
  const tokenResponse = await fetch(`${origin}/api/v2/csrf_token`, { headers });
  if (!tokenResponse.ok) throw new Error(`GET /api/v2/csrf_token: ${tokenResponse.status}`);
  const anonymous = cookiesOf(tokenResponse);
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  if (role === "visitor") return { role, origin, cookies: anonymous, csrfToken };

  const response = await fetch(`${origin}/api/v2/sessions`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrfToken, origin, cookie: cookieHeaderOf(anonymous) },
    body: JSON.stringify({ email: DEMO_EMAILS[role], password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`log-in as ${role}: ${response.status} ${await response.text()}`);
  const sessionToken = response.headers.get("x-csrf-token");
  if (!sessionToken) throw new Error(`log-in as ${role}: no X-CSRF-Token in the answer`);
  return { role, origin, cookies: { ...anonymous, ...cookiesOf(response) }, csrfToken: sessionToken };
}

/** wapiti 3's cookie file: host (no port) → path → name → attributes. */
function wapitiCookieFile(session: ScanSession): string {
  const host = new URL(session.origin).hostname;
  const byName = Object.fromEntries(Object.entries(session.cookies).map(([name, value]) => [name, { value, version: 0, secure: false, expires: null, port: null }]));
  return JSON.stringify({ [host]: { "/": byName } }, null, 2);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "base-url": { type: "string" }, "wapiti-cookies": { type: "string" } },
  });
  const role = positionals[0] as ScanRole | undefined;
  if (!role || !SCAN_ROLES.includes(role)) throw new Error(`role: one of ${SCAN_ROLES.join(", ")}`);
  const origin = (values["base-url"] ?? process.env.BASE_URL ?? "http://127.0.0.1:3460").replace(/\/$/, "");
  const session = await openScanSession(origin, role);
  if (values["wapiti-cookies"]) writeFileSync(values["wapiti-cookies"], wapitiCookieFile(session));
  // Tokens are base64url and origins have no quotes: single quotes are enough for the shell.
  console.log(`SCAN_COOKIE='${cookieHeaderOf(session.cookies)}'`);
  console.log(`SCAN_CSRF='${session.csrfToken}'`);
  console.log(`SCAN_ORIGIN='${origin}'`);
  console.log(`SCAN_COOKIE_NAMES='${Object.keys(session.cookies).join(",")}'`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

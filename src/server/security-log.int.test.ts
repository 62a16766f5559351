import { Writable } from "node:stream";

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { createLogger } from "@/lib/logger";
import { BrowserLikeClient } from "@tests/support/api-client";
import { VALID_PASSWORD, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

/** The app's log, line by line, as the process would write it to stdout. */
const lines: string[] = [];
const logger = createLogger("info", new Writable({ write: (chunk, _, done) => void (lines.push(String(chunk)), done()) }));
const context = useApiTestContext(() => ({ logger }));

beforeEach(() => void lines.splice(0));

type Entry = Record<string, unknown> & { event?: string; level: number; msg: string };
const securityEvents = () => lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.msg === "security event");
const WARN = 40;
const INFO = 30;

/** Whatever a test sent that must never reach the log: addresses, passwords, cookies, CSRF tokens, message text. */
function expectNoneOf(secrets: (string | undefined)[]) {
  const text = lines.join("");
  for (const secret of secrets.filter(Boolean)) expect(text).not.toContain(secret);
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe("issue 19: security events are logged, one JSON line each, without secrets", () => {
  it("ASVS 16.3.1, 16.2.1: a failed login names the account when it exists (never the address typed), with the client address and the request id", async () => {
    const account = await signUpThroughApi(new BrowserLikeClient(context.app, "192.0.2.50"));
    const userId = await userIdOf(account.email);
    const attacker = new BrowserLikeClient(context.app, "198.51.100.66");
    await attacker.fetchCsrfToken();
    const wrong = await attacker.request("POST", "/api/v2/sessions", { json: { email: account.email, password: "guessed-password-1" } });
    const unknown = await attacker.request("POST", "/api/v2/sessions", { json: { email: "nobody-here@example.test", password: "guessed-password-2" } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);

    const [known, unknownAccount] = securityEvents();
    expect(known).toMatchObject({
      level: WARN,
      event: "auth.login_failed",
      reason: "invalid_credentials",
      userId,
      clientIp: "198.51.100.66",
      requestId: wrong.headers.get("x-request-id"),
      method: "POST",
      path: "/api/v2/sessions",
      status: 401,
    });
    expect(unknownAccount).toMatchObject({ event: "auth.login_failed", clientIp: "198.51.100.66", requestId: unknown.headers.get("x-request-id") });
    expect(unknownAccount).not.toHaveProperty("userId");
    expect(securityEvents()).toHaveLength(2);
    expectNoneOf([account.email, "nobody-here@example.test", "guessed-password-1", "guessed-password-2", attacker.csrfToken, ...attacker.cookies.values()]);
  });

  it("ASVS 16.3.1: a wrong current password when changing the password is a failed re-authentication of the signed-in account", async () => {
    const member = new BrowserLikeClient(context.app, "192.0.2.51");
    const account = await signUpThroughApi(member);
    const answer = await member.request("PATCH", "/api/v2/me/password", { json: { currentPassword: "not-my-password", newPassword: "a-brand-new-passphrase" } });
    expect(answer.status).toBe(422);
    expect(securityEvents()).toEqual([
      expect.objectContaining({ level: WARN, event: "auth.reauthentication_failed", reason: "validation_failed", userId: await userIdOf(account.email), status: 422 }),
    ]);
    expectNoneOf([account.email, VALID_PASSWORD, "not-my-password", "a-brand-new-passphrase", member.csrfToken, ...member.cookies.values()]);
  });

  it("ASVS 16.3.2: a guard's refusal is logged — a wrong role's 403, the console's 404 to a non-operator, a visitor's 401 (at info)", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const pro = await clientFor(context, world, "pro");
    const visitor = await clientFor(context, world, "visitor");
    expect((await orderer.request("PATCH", "/api/v2/me/pro_info/intention_changing_job", { json: { jobChangeIntention: "none" } })).status).toBe(403);
    expect((await pro.request("GET", "/api/v2/admin/audit_logs")).status).toBe(404);
    expect((await visitor.request("GET", "/api/v2/me")).status).toBe(401);

    expect(securityEvents()).toEqual([
      expect.objectContaining({ level: WARN, event: "authz.refused", reason: "forbidden", userId: world.users.orderer.id, status: 403 }),
      expect.objectContaining({ level: WARN, event: "authz.refused", reason: "not_operator", userId: world.users.pro.id, path: "/api/v2/admin/audit_logs", status: 404 }),
      expect.objectContaining({ level: INFO, event: "authz.refused", reason: "unauthenticated", clientIp: "203.0.113.21", status: 401 }),
    ]);
    expect(securityEvents()[2]).not.toHaveProperty("userId");
    // A service's 404 for someone else's row reads as any unknown id: no event, only the request line.
    expect((await pro.request("GET", "/api/v2/project_chat_rooms/999999")).status).toBe(404);
    expect(securityEvents()).toHaveLength(3);
  });

  it("ASVS 16.3.3: CSRF refusals and rate limits are logged with their reason (the rule's name, never the counted address)", async () => {
    const member = new BrowserLikeClient(context.app, "192.0.2.52");
    const account = await signUpThroughApi(member);
    const userId = await userIdOf(account.email);
    const body = "秘密の本文";
    expect((await member.request("PATCH", "/api/v2/me/name", { json: { lastName: body }, csrf: false })).status).toBe(403);
    expect((await member.request("PATCH", "/api/v2/me/name", { json: { lastName: body }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    const change = () => member.request("PATCH", "/api/v2/me/password", { json: { currentPassword: "guess-password", newPassword: "a-brand-new-passphrase" } });
    for (let i = 0; i < 10; i++) await change();
    expect((await change()).status).toBe(429);

    const events = securityEvents();
    expect(events.slice(0, 2)).toEqual([
      expect.objectContaining({ level: WARN, event: "csrf.refused", reason: "csrf_token_invalid", userId, status: 403 }),
      expect.objectContaining({ level: WARN, event: "csrf.refused", reason: "origin_not_allowed", userId, status: 403 }),
    ]);
    expect(events.at(-1)).toMatchObject({ level: WARN, event: "rate_limit.exceeded", reason: "password-change-user", userId, path: "/api/v2/me/password", status: 429 });
    expectNoneOf([account.email, VALID_PASSWORD, "guess-password", body, member.csrfToken, ...member.cookies.values()]);
  });
});

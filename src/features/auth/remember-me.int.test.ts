import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox, loginEvents, sessions, users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();
const HOUR = 60 * 60_000;
let email: string;

beforeEach(async () => {
  email = (await signUpThroughApi(new BrowserLikeClient(context.app, "192.0.2.1"))).email;
});

async function logIn(body: Record<string, unknown>, ip = "198.51.100.7") {
  const client = new BrowserLikeClient(context.app, ip);
  await client.fetchCsrfToken();
  const response = await client.request("POST", "/api/v2/sessions", { json: { email, password: VALID_PASSWORD, ...body } });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("kh_session="));
  return { client, response, cookie };
}
const isSignedIn = async (client: BrowserLikeClient) => (await client.request("GET", "/api/v2/me")).status === 200;

describe("issue 12: 「ログイン状態を保持する」", () => {
  it("kept (and a body without the field, as before): the cookie lives 30 days and the session survives a day and a half away", async () => {
    for (const body of [{ rememberMe: true }, {}]) {
      const { client, cookie } = await logIn(body);
      expect(cookie).toMatch(/Max-Age=2592000/);
      context.clock.advance(36 * HOUR);
      expect(await isSignedIn(client)).toBe(true);
    }
  });

  it("not kept: the cookie has no Max-Age (it ends with the browser) and the server ends the session at 24 hours even when used", async () => {
    const { client, cookie } = await logIn({ rememberMe: false });
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const rows = await context.handle.db
      .select({ isPersistent: sessions.isPersistent })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(rows.map((r) => r.isPersistent).sort()).toEqual([false, true]); // this login's, and the sign-up's
    for (let hour = 2; hour <= 22; hour += 2) {
      context.clock.advance(2 * HOUR);
      expect(await isSignedIn(client)).toBe(true);
    }
    context.clock.advance(3 * HOUR); // 25 h after login
    expect(await isSignedIn(client)).toBe(false);
  });

  it("not kept: 12 hours without a request end the session; a kept one at 25 hours is alive", async () => {
    const unkept = await logIn({ rememberMe: false });
    const kept = await logIn({ rememberMe: true }, "198.51.100.8");
    context.clock.advance(12 * HOUR + 60_000);
    expect(await isSignedIn(unkept.client)).toBe(false);
    context.clock.advance(13 * HOUR);
    expect(await isSignedIn(kept.client)).toBe(true);
  });

  it("a value other than true or false is refused", async () => {
    const { response } = await logIn({ rememberMe: "yes" });
    expect(response.status).toBe(422);
  });
});

describe("issue 12: login history and refusals", () => {
  it("each successful login is recorded with its address, browser and time; a failed one is not", async () => {
    const client = new BrowserLikeClient(context.app, "198.51.100.30");
    await client.fetchCsrfToken();
    await client.request("POST", "/api/v2/sessions", { json: { email, password: "wrong-password-1" } });
    await client.request("POST", "/api/v2/sessions", {
      json: { email, password: VALID_PASSWORD },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Kakehashi-Test" },
    });
    const events = await context.handle.db.select().from(loginEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ipAddress: "198.51.100.30", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Kakehashi-Test", loggedInAt: context.clock.now() });
  });

  it("too many failures: 429 with Retry-After and a message that says how many minutes to wait", async () => {
    const client = new BrowserLikeClient(context.app, "198.51.100.31");
    await client.fetchCsrfToken();
    let response: Response | undefined;
    for (let i = 0; i < 11; i++) response = await client.request("POST", "/api/v2/sessions", { json: { email, password: "wrong-password-1" } });
    expect(response!.status).toBe(429);
    expect(response!.headers.get("retry-after")).toBe("900");
    expect((await json<{ error: { message: string; issues?: unknown } }>(response!)).error.message).toBe(
      "ログインの試行回数が上限に達しました。安全のため、15分ほど時間をおいてからもう一度お試しください。",
    );
  });

  it("changing the password on the settings page queues 「パスワードが変更されました」", async () => {
    const { client } = await logIn({});
    const response = await client.request("PATCH", "/api/v2/me/password", { json: { currentPassword: VALID_PASSWORD, newPassword: "a-brand-new-passphrase" } });
    expect(response.status).toBe(204);
    const mails = await context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails.map((m) => m.subject)).toContain("【かけはし】パスワードが変更されました");
  });
});

import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { sessions, users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";
import { createTestApp } from "@tests/support/test-database";

import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";

const context = useApiTestContext();
let email: string;

beforeEach(async () => {
  email = (await signUpThroughApi(new BrowserLikeClient(context.app, "192.0.2.1"))).email;
});

async function logIn(client: BrowserLikeClient, password = VALID_PASSWORD, loginEmail = email) {
  if (!client.csrfToken) await client.fetchCsrfToken();
  return client.request("POST", "/api/v2/sessions", { json: { email: loginEmail, password } });
}

const sessionCookie = (client: BrowserLikeClient) => client.cookies.get("kh_session");

describe("POST /api/v2/sessions (login)", () => {
  it("logs in with the right password and /api/v2/me answers the user", async () => {
    const client = new BrowserLikeClient(context.app);
    const response = await logIn(client);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("kh_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie(client)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("a wrong password and an unknown e-mail get the same answer", async () => {
    const wrongPassword = await logIn(new BrowserLikeClient(context.app), "wrong-password-1");
    const unknownEmail = await logIn(new BrowserLikeClient(context.app), VALID_PASSWORD, "nobody@example.test");
    const expected = { error: { code: "invalid_credentials", message: "メールアドレスまたはパスワードが正しくありません。" } };
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
    expect(await json(wrongPassword)).toEqual(expected);
    expect(await json(unknownEmail)).toEqual(expected);
  });

  it("ASVS 11.2.2: a login with a hash of older parameters stores today's hash of the same password; a wrong password changes nothing", async () => {
    const { db } = context.handle;
    const older = await hash(VALID_PASSWORD, { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    await db.update(users).set({ passwordHash: older }).where(eq(users.email, email));
    const [before] = await db.select().from(users).where(eq(users.email, email));

    expect((await logIn(new BrowserLikeClient(context.app, "192.0.2.7"), "not-the-password")).status).toBe(401);
    expect((await db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash).toBe(older);
    expect((await logIn(new BrowserLikeClient(context.app, "192.0.2.8"))).status).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The same password: nothing its owner would call a change.
    expect(after!.passwordChangedAt).toEqual(before!.passwordChangedAt);
    expect((await logIn(new BrowserLikeClient(context.app, "192.0.2.9"))).status).toBe(200);
  });

  it("session fixation: a session id the browser had before login is replaced and dies", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const before = sessionCookie(client)!;
    await client.fetchCsrfToken();
    await logIn(client);
    const after = sessionCookie(client)!;
    expect(after).not.toBe(before);
    const replay = new BrowserLikeClient(context.app);
    replay.cookies.set("kh_session", before);
    expect((await replay.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("logout replay: after DELETE /logout the old cookie is rejected", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const cookie = sessionCookie(client)!;
    const logout = await client.request("DELETE", "/logout");
    expect(logout.status).toBe(200);
    expect(await json(logout)).toEqual({ redirectTo: "http://localhost:3000/" });
    expect(sessionCookie(client)).toBeUndefined();
    const replay = new BrowserLikeClient(context.app);
    replay.cookies.set("kh_session", cookie);
    const me = await replay.request("GET", "/api/v2/me");
    expect(me.status).toBe(401);
    expect(await json(me)).toEqual({ error: { code: "unauthenticated", message: "ログインが必要です。" } });
  });

  it("issue 19, ASVS 14.3.1: every logout tells the browser to clear this site's storage (unsent chat drafts), not its cookies", async () => {
    for (const [method, path] of [
      ["DELETE", "/logout"],
      ["DELETE", "/api/v2/sessions/current"],
    ] as const) {
      const client = new BrowserLikeClient(context.app);
      await logIn(client);
      const response = await client.request(method, path);
      expect(response.status, path).toBeLessThan(300);
      expect(response.headers.get("clear-site-data"), path).toBe('"storage"');
    }
  });

  it("S-BAR-17: POST /logout with _method=delete from a plain form redirects to the origin", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const response = await client.request("POST", "/logout", {
      body: `_method=delete&_csrf=${client.csrfToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-requested-with": "" },
      csrf: false,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/");
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("a session ends after the idle timeout without requests", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    context.clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
    context.clock.advance(SESSION_IDLE_TIMEOUT_MS - 60_000); // active a minute ago → still alive
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
    context.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("a session ends at the absolute timeout even when used every day", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS - 86_400_000; elapsed += 86_400_000) {
      context.clock.advance(86_400_000);
      expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
    }
    context.clock.advance(86_400_000);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("changing the password ends every other session, keeps this one", async () => {
    const laptop = new BrowserLikeClient(context.app);
    const phone = new BrowserLikeClient(context.app, "198.51.100.20");
    await logIn(laptop);
    await logIn(phone);
    const response = await laptop.request("PATCH", "/api/v2/me/password", {
      json: { currentPassword: VALID_PASSWORD, newPassword: "a-brand-new-passphrase" },
    });
    expect(response.status).toBe(204);
    expect((await laptop.request("GET", "/api/v2/me")).status).toBe(200);
    expect((await phone.request("GET", "/api/v2/me")).status).toBe(401);
    const [user] = await context.handle.db.select().from(users).where(eq(users.email, email));
    expect(await context.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    expect((await logIn(new BrowserLikeClient(context.app), "a-brand-new-passphrase")).status).toBe(200);
  });

  it.each([
    ["the e-mail address itself", (address: string) => address],
    ["the e-mail address inside it", (address: string) => `x${address.toUpperCase()}!`],
    ["the address's local part", (address: string) => `${address.split("@")[0]}-2026`],
  ])("a new password holding %s is refused with 422 and the old one keeps working", async (_, makePassword) => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const response = await client.request("PATCH", "/api/v2/me/password", {
      json: { currentPassword: VALID_PASSWORD, newPassword: makePassword(email) },
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      error: {
        code: "validation_failed",
        message: "入力内容に誤りがあります。",
        issues: [{ path: "newPassword", message: "メールアドレスを含むパスワードは使えません" }],
      },
    });
    expect((await logIn(new BrowserLikeClient(context.app))).status).toBe(200);
  });

  it("a wrong current password does not change the password", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const response = await client.request("PATCH", "/api/v2/me/password", {
      json: { currentPassword: "not-my-password", newPassword: "a-brand-new-passphrase" },
    });
    expect(response.status).toBe(422);
    expect((await logIn(new BrowserLikeClient(context.app))).status).toBe(200);
  });
});

describe("GET /api/v2/me", () => {
  it("S-ME-1: logged out answers 401 with the error JSON", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/me");
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: { code: "unauthenticated", message: "ログインが必要です。" } });
  });

  it("a malformed session cookie is treated as logged out, not as an error", async () => {
    const client = new BrowserLikeClient(context.app);
    client.cookies.set("kh_session", "'; drop table users; --");
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
  });
});

describe("signup of a second account from the same browser", () => {
  it("rotates the session to the new account", async () => {
    const client = new BrowserLikeClient(context.app);
    await logIn(client);
    const first = sessionCookie(client);
    await signUpThroughApi(client, proSignUpBody({ firstName: "次郎" }));
    expect(sessionCookie(client)).not.toBe(first);
    expect(await json(await client.request("GET", "/api/v2/me"))).toMatchObject({ firstName: "次郎" });
  });
});

describe("cookies over https", () => {
  it("the session cookie is __Host- prefixed, Secure, HttpOnly and Lax when the site is served over https", async () => {
    const secureApp = createTestApp(context.handle, { siteOrigin: "https://kakehashi.example" });
    const client = new BrowserLikeClient(secureApp);
    const headers = { origin: "https://kakehashi.example", host: "kakehashi.example" };
    const tokenResponse = await client.request("GET", "/api/v2/csrf_token", { headers });
    expect(tokenResponse.headers.getSetCookie()[0]).toMatch(/^__Host-kh_csrf=.+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    client.csrfToken = (await json<{ csrfToken: string }>(tokenResponse)).csrfToken;
    const response = await client.request("POST", "/api/v2/sessions", { json: { email, password: VALID_PASSWORD }, headers });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-kh_session="));
    expect(cookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions } from "@/db/schema";
import { FACTORY_PASSWORD, insertUser } from "@/db/seed/factories";
import { createSession } from "@/platform/sessions/session.queries";
import { SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

type SessionList = { sessions: { id: string; device: string; ipAddress: string | null; signedInAt: string; lastSeenAt: string; isCurrent: boolean }[] };

async function listOf(client: BrowserLikeClient) {
  const response = await client.request("GET", "/api/v2/me/sessions");
  expect(response.status).toBe(200);
  return (await json<SessionList>(response)).sessions;
}

/** One member signed in from two browsers, both just now. */
async function signedInOnLaptopAndPhone() {
  const user = await insertUser(context.handle.db);
  const laptop = new BrowserLikeClient(context.app, "192.0.2.1");
  const phone = new BrowserLikeClient(context.app, "192.0.2.2");
  await logInAs(context.handle, laptop, user.id, context.clock.now());
  await logInAs(context.handle, phone, user.id, context.clock.now());
  return { laptop, phone };
}

describe("issue 12: ログイン中の端末 (GET/DELETE /api/v2/me/sessions)", () => {
  it("lists the account's live sessions with device, IP address and JST times, marks this one, and never shows the stored hash", async () => {
    const { db } = context.handle;
    const user = await insertUser(db);
    const now = context.clock.now();
    const phone = await createSession(db, { userId: user.id, now: new Date(now.getTime() - 3_600_000), userAgent: SAFARI_IPHONE, ipAddress: "198.51.100.7" });
    // Idle for longer than the idle timeout: expired, so not listed.
    await createSession(db, { userId: user.id, now: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS - 60_000), userAgent: CHROME_WINDOWS });
    const client = new BrowserLikeClient(context.app);
    const current = await logInAs(context.handle, client, user.id, now);
    await db.update(sessions).set({ userAgent: CHROME_WINDOWS, ipAddress: "203.0.113.5" }).where(eq(sessions.idHash, current.idHash));

    const response = await client.request("GET", "/api/v2/me/sessions");
    const text = await response.clone().text();
    expect(text).not.toContain(current.idHash);
    expect(text).not.toContain(phone.idHash);
    const list = (await json<SessionList>(response)).sessions;
    expect(list.map(({ device, ipAddress, isCurrent }) => ({ device, ipAddress, isCurrent }))).toEqual([
      { device: "Chrome（Windows）", ipAddress: "203.0.113.5", isCurrent: true },
      { device: "Safari（iPhone）", ipAddress: "198.51.100.7", isCurrent: false },
    ]);
    expect(list[1]!.signedInAt).toBe("2026-11-01T08:00:00+09:00");
    expect(list[0]!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("logs out one other session; the other browser is signed out at once", async () => {
    const { laptop, phone } = await signedInOnLaptopAndPhone();
    const other = (await listOf(laptop)).find((s) => !s.isCurrent)!;

    const response = await laptop.request("DELETE", `/api/v2/me/sessions/${other.id}`);
    expect(response.status).toBe(204);
    expect((await phone.request("GET", "/api/v2/me")).status).toBe(401);
    expect((await laptop.request("GET", "/api/v2/me")).status).toBe(200);
    expect(await listOf(laptop)).toHaveLength(1);
  });

  it("another user's session id answers 404 and that session lives on", async () => {
    const { db } = context.handle;
    const alice = new BrowserLikeClient(context.app, "192.0.2.1");
    const bob = new BrowserLikeClient(context.app, "192.0.2.2");
    await logInAs(context.handle, alice, (await insertUser(db)).id, context.clock.now());
    await logInAs(context.handle, bob, (await insertUser(db)).id, context.clock.now());
    const bobsSession = (await listOf(bob))[0]!;

    const response = await alice.request("DELETE", `/api/v2/me/sessions/${bobsSession.id}`);
    expect(response.status).toBe(404);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("not_found");
    expect((await bob.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("a malformed id is refused with 422", async () => {
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, (await insertUser(context.handle.db)).id, context.clock.now());
    expect((await client.request("DELETE", "/api/v2/me/sessions/not-an-id")).status).toBe(422);
  });

  it("ほかの端末をすべてログアウト ends every session but this one, and no one else's", async () => {
    const { db } = context.handle;
    const user = await insertUser(db);
    const stranger = await insertUser(db);
    const here = new BrowserLikeClient(context.app, "192.0.2.1");
    const strangerClient = new BrowserLikeClient(context.app, "192.0.2.9");
    await logInAs(context.handle, here, user.id, context.clock.now());
    await createSession(db, { userId: user.id, now: context.clock.now() });
    await createSession(db, { userId: user.id, now: context.clock.now() });
    await logInAs(context.handle, strangerClient, stranger.id, context.clock.now());

    const response = await here.request("DELETE", "/api/v2/me/sessions");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ signedOut: 2 });
    expect(await listOf(here)).toHaveLength(1);
    expect((await strangerClient.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("ASVS 7.5.2: 16 minutes after the password was typed, ending another session asks for it again; this browser's own logout never does", async () => {
    const { laptop, phone } = await signedInOnLaptopAndPhone();
    context.clock.advance(16 * 60_000);
    const [mine, other] = [(await listOf(laptop)).find((s) => s.isCurrent)!, (await listOf(laptop)).find((s) => !s.isCurrent)!];

    for (const [method, path] of [
      ["DELETE", `/api/v2/me/sessions/${other.id}`],
      ["DELETE", "/api/v2/me/sessions"],
    ] as const) {
      const refused = await laptop.request(method, path);
      expect(refused.status).toBe(403);
      expect((await json<{ error: { code: string; message: string } }>(refused)).error).toEqual({
        code: "password_confirmation_required",
        message: "安全のため、パスワードをもう一度入力してください。",
      });
    }
    expect((await phone.request("GET", "/api/v2/me")).status).toBe(200);

    const wrong = await laptop.request("POST", "/api/v2/me/password_confirmation", { json: { password: "not-the-password" } });
    expect(wrong.status).toBe(422);
    expect((await laptop.request("POST", "/api/v2/me/password_confirmation", { json: { password: FACTORY_PASSWORD } })).status).toBe(204);
    expect((await laptop.request("DELETE", `/api/v2/me/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.request("GET", "/api/v2/me")).status).toBe(401);

    context.clock.advance(16 * 60_000);
    expect((await laptop.request("DELETE", `/api/v2/me/sessions/${mine.id}`)).status).toBe(204);
    expect((await laptop.request("GET", "/api/v2/me")).status).toBe(401);
  });
});

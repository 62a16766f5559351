import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { accountTokens, twoFactorCredentials, users } from "@/db/schema";
import { FACTORY_PASSWORD, insertUser } from "@/db/seed/factories";
import { sharedDemoAccountMessage } from "@/platform/shared-demo-accounts";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { createTestApp } from "@tests/support/test-database";
import { logInAs } from "@tests/support/sessions";

// A demo at an origin others reach (decision 005; a LAN address counts): the demo accounts' password is in the README.
// Plain http so that the test client's cookie names stay the same (over https they carry __Host-).
const context = useApiTestContext(() => ({ isDemoMode: true, siteOrigin: "http://192.168.1.10:3000" }));
type ErrorBody = { error: { code: string; message: string } };

/** Each change that would lock other visitors out of a shared account, or take it away from them. */
const CHANGES = [
  { what: "パスワードを変更", method: "PATCH", path: "/api/v2/me/password", body: { currentPassword: FACTORY_PASSWORD, newPassword: "kawaranai-aikotoba-2026" } },
  { what: "メールアドレスを変更", method: "POST", path: "/api/v2/me/email_change", body: { newEmail: "mine@example.net", currentPassword: FACTORY_PASSWORD } },
  { what: "退会", method: "POST", path: "/api/v2/me/withdrawal", body: { password: FACTORY_PASSWORD } },
  { what: "二段階認証を設定", method: "POST", path: "/api/v2/me/two_factor/setup", body: undefined },
] as const;

async function signedIn(app: typeof context.app, userId: number) {
  const client = new BrowserLikeClient(app);
  await logInAs(context.handle, client, userId, context.clock.now());
  return client;
}

describe("a public demo's shared accounts (decision 005, ASVS 6.4.1)", () => {
  it("refuses a new password, a new address, 退会 and 二段階認証 on a published demo account, in Japanese, changing nothing", async () => {
    const { db } = context.handle;
    const demoPro = await insertUser(db, { isPro: true, email: DEMO_EMAILS.pro });
    const client = await signedIn(context.app, demoPro.id);
    for (const change of CHANGES) {
      const response = await client.request(change.method, change.path, change.body ? { json: change.body } : {});
      expect(response.status, change.path).toBe(403);
      expect((await json<ErrorBody>(response)).error).toEqual({ code: "forbidden", message: sharedDemoAccountMessage(change.what) });
    }
    const [row] = await db.select().from(users).where(eq(users.id, demoPro.id));
    expect(row).toMatchObject({ email: DEMO_EMAILS.pro, passwordHash: demoPro.passwordHash, deactivatedAt: null });
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, demoPro.id))).toHaveLength(0);
    expect(await db.select().from(twoFactorCredentials)).toHaveLength(0);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("a member's own account on the same demo may do each of them", async () => {
    for (const change of CHANGES) {
      const own = await insertUser(context.handle.db, { isPro: true });
      const client = await signedIn(context.app, own.id);
      const response = await client.request(change.method, change.path, change.body ? { json: change.body } : {});
      expect(response.status, change.path).toBeLessThan(300);
    }
  });

  it("a laptop's demo (a local origin) lets the demo accounts try everything", async () => {
    const demoPro = await insertUser(context.handle.db, { isPro: true, email: DEMO_EMAILS.pro });
    const laptop = createTestApp(context.handle, { now: context.clock.now, isDemoMode: true });
    const client = await signedIn(laptop, demoPro.id);
    expect((await client.request("POST", "/api/v2/me/two_factor/setup")).status).toBe(201);
    expect((await client.request("PATCH", "/api/v2/me/password", { json: CHANGES[0].body })).status).toBe(204);
  });
});

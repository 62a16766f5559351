import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { twoFactorCredentials } from "@/db/schema";
import { FACTORY_PASSWORD, insertUser } from "@/db/seed/factories";
import { signUnsubscribe } from "@/features/notice-mail/unsubscribe-signature";
import { decodeBase32, stepAt, totpAtStep } from "@/features/two-factor/totp";
import { resealTwoFactorSecrets } from "@/features/two-factor/two-factor.service";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { createTestApp, TEST_ORIGIN } from "@tests/support/test-database";
import { logInAs } from "@tests/support/sessions";

const OLD = "old-secret-old-secret-old-secret-0123456";
const NEW = "new-secret-new-secret-new-secret-0123456";
const context = useApiTestContext(() => ({ appSecret: OLD }));
const SECOND = 1000;
const SETTINGS = { enabled: { news: true } };

/** The same browser (its cookies and the token its page holds) after the server restarted with other secrets. */
function sameBrowserOn(app: ReturnType<typeof createTestApp>, browser: BrowserLikeClient) {
  const next = new BrowserLikeClient(app, browser.ip);
  for (const [name, value] of browser.cookies) next.cookies.set(name, value);
  next.csrfToken = browser.csrfToken;
  return next;
}

const restartedWith = (secrets: { appSecret: string; previousAppSecret?: string }) => createTestApp(context.handle, { now: context.clock.now, ...secrets });

const unsubscribe = (app: ReturnType<typeof createTestApp>, userId: number, signature: string) =>
  app.request(`${TEST_ORIGIN}/api/v2/mail/unsubscribe?u=${userId}&c=scout&t=${encodeURIComponent(signature)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

async function logInWithCode(app: ReturnType<typeof createTestApp>, email: string, secret: string) {
  const browser = new BrowserLikeClient(app, "198.51.100.60");
  await browser.fetchCsrfToken();
  const first = await browser.request("POST", "/api/v2/sessions", { json: { email, password: FACTORY_PASSWORD } });
  expect(first.status).toBe(202);
  const { loginTicket } = await json<{ loginTicket: string }>(first);
  const code = totpAtStep(decodeBase32(secret), stepAt(context.clock.now()));
  return browser.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket, code } });
}

describe("rotating APP_SECRET with APP_SECRET_PREVIOUS (ASVS 11.1.1, docs/operations.md)", () => {
  it("while both are set nobody is logged out, no mailed link breaks and 二段階認証 goes on; once the old one is dropped, only what it signed stops", async () => {
    const { db } = context.handle;
    const member = await insertUser(db, { isPro: true });
    const browser = new BrowserLikeClient(context.app, "198.51.100.61");
    await logInAs(context.handle, browser, member.id, context.clock.now());
    const { secret } = await json<{ secret: string }>(await browser.request("POST", "/api/v2/me/two_factor/setup"));
    const code = totpAtStep(decodeBase32(secret), stepAt(context.clock.now()));
    expect((await browser.request("POST", "/api/v2/me/two_factor", { json: { code, currentPassword: FACTORY_PASSWORD } })).status).toBe(201);
    const oldLink = signUnsubscribe(OLD, member.id, "scout");

    // The restart with APP_SECRET=NEW, APP_SECRET_PREVIOUS=OLD.
    const rotating = restartedWith({ appSecret: NEW, previousAppSecret: OLD });
    const sameBrowser = sameBrowserOn(rotating, browser);
    expect((await sameBrowser.request("PUT", "/api/v2/me/notice_mail_settings", { json: SETTINGS })).status).toBeLessThan(300);
    context.clock.advance(60 * SECOND);
    expect((await logInWithCode(rotating, member.email, secret)).status).toBe(200);
    expect((await unsubscribe(rotating, member.id, oldLink)).status).toBe(200);

    // Start-up seals the authenticator secret again with NEW; a second start finds nothing to do.
    const [before] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, member.id));
    expect(await resealTwoFactorSecrets(db, [NEW, OLD])).toEqual({ resealed: 1, unreadable: 0 });
    expect(await resealTwoFactorSecrets(db, [NEW, OLD])).toEqual({ resealed: 0, unreadable: 0 });
    const [after] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, member.id));
    expect(after!.secretCiphertext).not.toBe(before!.secretCiphertext);

    // APP_SECRET_PREVIOUS dropped: 二段階認証 still works (resealed); a page token or link made with OLD does not.
    const rotated = restartedWith({ appSecret: NEW });
    context.clock.advance(60 * SECOND);
    expect((await logInWithCode(rotated, member.email, secret)).status).toBe(200);
    const stale = await sameBrowserOn(rotated, browser).request("PUT", "/api/v2/me/notice_mail_settings", { json: SETTINGS });
    expect(stale.status).toBe(403);
    expect((await json<{ error: { code: string } }>(stale)).error.code).toBe("csrf_token_invalid");
    expect((await unsubscribe(rotated, member.id, oldLink)).status).toBe(404);
    expect((await unsubscribe(rotated, member.id, signUnsubscribe(NEW, member.id, "scout"))).status).toBe(200);
  });
});

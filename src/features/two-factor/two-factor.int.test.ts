import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, operatorAuditLogs, projectRequests, sessions, twoFactorCredentials, twoFactorRecoveryCodes, users } from "@/db/schema";
import { FACTORY_PASSWORD, insertCorporation, insertUser } from "@/db/seed/factories";
import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { insertProjectRequest } from "@/features/project-requests/project-requests.queries";
import { issueAccountToken } from "@/platform/account-tokens";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { validProjectForm } from "@tests/support/project-form-body";
import { logInAs } from "@tests/support/sessions";

import { decodeBase32, stepAt, totpAtStep } from "./totp";
import { TWO_FACTOR_DISABLED_SUBJECT, TWO_FACTOR_ENABLED_SUBJECT } from "./two-factor-mail";

// Production rules: an operator's console changes need a 二段階認証 session (decision 033).
const context = useApiTestContext(() => ({ isDemoMode: false }));
const SECOND = 1000;

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const codeAt = (secret: string, now: Date) => totpAtStep(decodeBase32(secret), stepAt(now));

/** A member turns 二段階認証 on through the settings API; answers the secret and the recovery codes. */
async function turnOn(client: BrowserLikeClient) {
  const setup = await client.request("POST", "/api/v2/me/two_factor/setup");
  expect(setup.status).toBe(201);
  const { secret, qrCode } = await json<{ secret: string; qrCode: { size: number; path: string } }>(setup);
  expect(qrCode.size).toBeGreaterThanOrEqual(21);
  expect(qrCode.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  const enabled = await client.request("POST", "/api/v2/me/two_factor", { json: { code: codeAt(secret, context.clock.now()), currentPassword: FACTORY_PASSWORD } });
  expect(enabled.status).toBe(201);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enabled);
  return { secret, recoveryCodes };
}

async function memberWithTwoFactor(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(context.handle.db, overrides);
  const settings = new BrowserLikeClient(context.app);
  await logInAs(context.handle, settings, user.id, context.clock.now());
  return { user, ...(await turnOn(settings)) };
}

async function logInWithPassword(client: BrowserLikeClient, email: string) {
  await client.fetchCsrfToken();
  return client.request("POST", "/api/v2/sessions", { json: { email, password: FACTORY_PASSWORD } });
}

describe("二段階認証: turning it on (decision 033)", () => {
  it("a code from the app and the password turn it on: ten recovery codes once, the secret stored sealed, a notice mailed", async () => {
    const { db } = context.handle;
    const { user, secret, recoveryCodes } = await memberWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [stored] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id));
    expect(stored!.enabledAt).not.toBeNull();
    expect(stored!.secretCiphertext).not.toContain(secret);
    const hashes = await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(hashes.map((h) => h.codeHash).join()).not.toContain(recoveryCodes[0]!.replace("-", ""));
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, TWO_FACTOR_ENABLED_SUBJECT)));
    expect(mails).toHaveLength(1);
  });

  it("a wrong code or a wrong password is refused on its field and nothing turns on; the 6th code in 15 minutes waits", async () => {
    const { db } = context.handle;
    const user = await insertUser(db);
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    const { secret } = await json<{ secret: string }>(await client.request("POST", "/api/v2/me/two_factor/setup"));
    const right = codeAt(secret, context.clock.now());
    const wrong = right === "000000" ? "111111" : "000000";

    const badCode = await client.request("POST", "/api/v2/me/two_factor", { json: { code: wrong, currentPassword: FACTORY_PASSWORD } });
    expect(badCode.status).toBe(422);
    expect((await json<ErrorBody>(badCode)).error.issues).toEqual([{ path: "code", message: "確認コードが正しくありません" }]);
    const badPassword = await client.request("POST", "/api/v2/me/two_factor", { json: { code: right, currentPassword: "not-the-password" } });
    expect(badPassword.status).toBe(422);
    expect((await json<ErrorBody>(badPassword)).error.issues?.[0]?.path).toBe("currentPassword");
    expect((await json<{ isEnabled: boolean }>(await client.request("GET", "/api/v2/me/two_factor"))).isEnabled).toBe(false);

    for (let i = 0; i < 3; i++) await client.request("POST", "/api/v2/me/two_factor", { json: { code: wrong, currentPassword: FACTORY_PASSWORD } });
    const limited = await client.request("POST", "/api/v2/me/two_factor", { json: { code: right, currentPassword: FACTORY_PASSWORD } });
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).error.message).toContain("確認コードの入力回数が上限に達しました");
  });

  it("full-width digits are read; a code typed as letters is refused in Japanese", async () => {
    const user = await insertUser(context.handle.db);
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    const { secret } = await json<{ secret: string }>(await client.request("POST", "/api/v2/me/two_factor/setup"));
    const letters = await client.request("POST", "/api/v2/me/two_factor", { json: { code: "abcdef", currentPassword: FACTORY_PASSWORD } });
    expect((await json<ErrorBody>(letters)).error.issues).toEqual([{ path: "code", message: "確認コードは6桁の数字で入力してください" }]);
    const fullWidth = codeAt(secret, context.clock.now()).replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    expect((await client.request("POST", "/api/v2/me/two_factor", { json: { code: fullWidth, currentPassword: FACTORY_PASSWORD } })).status).toBe(201);
  });
});

describe("二段階認証: logging in (decision 033)", () => {
  it("the right password alone opens nothing: 202 with a ticket and no cookie; the app's code then signs in, once", async () => {
    const { db } = context.handle;
    const { user, secret } = await memberWithTwoFactor();
    context.clock.advance(60 * SECOND);
    const client = new BrowserLikeClient(context.app, "198.51.100.20");
    const first = await logInWithPassword(client, user.email);
    expect(first.status).toBe(202);
    expect(first.headers.getSetCookie().some((line) => line.startsWith("kh_session="))).toBe(false);
    const { loginTicket } = await json<{ twoFactorRequired: true; loginTicket: string }>(first);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);

    const code = codeAt(secret, context.clock.now());
    const signedIn = await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket, code } });
    expect(signedIn.status).toBe(200);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(sessions.createdAt);
    expect(row).toBeDefined();

    // The same code again (a replay from another browser) is refused, even inside its 30 seconds.
    const thief = new BrowserLikeClient(context.app, "203.0.113.99");
    const again = await logInWithPassword(thief, user.email);
    const replay = await thief.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket: (await json<{ loginTicket: string }>(again)).loginTicket, code } });
    expect(replay.status).toBe(422);
  });

  it("a recovery code signs in once; a forged or expired ticket is 401 two_factor_login_expired", async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const client = new BrowserLikeClient(context.app, "198.51.100.21");
    const ticketOf = async () => (await json<{ loginTicket: string }>(await logInWithPassword(client, user.email))).loginTicket;
    const typed = recoveryCodes[3]!.toUpperCase().replace("-", " ");
    expect((await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket: await ticketOf(), code: typed } })).status).toBe(200);
    expect((await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket: await ticketOf(), code: recoveryCodes[3] } })).status).toBe(422);

    const ticket = await ticketOf();
    const [payload, signature] = ticket.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), userId: user.id + 1 })).toString("base64url");
    const forged = await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket: `${forgedPayload}.${signature}`, code: recoveryCodes[4] } });
    expect(forged.status).toBe(401);
    expect((await json<ErrorBody>(forged)).error.code).toBe("two_factor_login_expired");
    context.clock.advance(11 * 60 * SECOND);
    const expired = await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket: ticket, code: recoveryCodes[4] } });
    expect(expired.status).toBe(401);
  });

  it("an account suspended between the password and the code does not get a session", async () => {
    const { db } = context.handle;
    const { user, secret } = await memberWithTwoFactor();
    context.clock.advance(60 * SECOND);
    const client = new BrowserLikeClient(context.app, "198.51.100.22");
    const { loginTicket } = await json<{ loginTicket: string }>(await logInWithPassword(client, user.email));
    await db.update(users).set({ suspendedAt: context.clock.now() }).where(eq(users.id, user.id));
    const refused = await client.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket, code: codeAt(secret, context.clock.now()) } });
    expect(refused.status).toBe(403);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("ASVS 6.4.3: a password reset does not get past it — the reset signs nobody in, and the new password's login still asks for the code", async () => {
    const { user } = await memberWithTwoFactor();
    const token = await issueAccountToken(context.handle.db, { userId: user.id, purpose: "reset_password", email: user.email, now: context.clock.now() });
    const browser = new BrowserLikeClient(context.app, "198.51.100.24");
    await browser.fetchCsrfToken();
    const reset = await browser.request("POST", "/api/v2/password_resets/complete", { json: { token, password: "a-brand-new-passphrase-42" } });
    expect(reset.status).toBe(204);
    expect((await browser.request("GET", "/api/v2/me")).status).toBe(401);
    const login = await browser.request("POST", "/api/v2/sessions", { json: { email: user.email, password: "a-brand-new-passphrase-42" } });
    expect(login.status).toBe(202);
    expect((await browser.request("GET", "/api/v2/me")).status).toBe(401);
  });

  it("turning it off needs the password, mails a notice, and the next login is the password alone", async () => {
    const { db } = context.handle;
    const { user } = await memberWithTwoFactor();
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    expect((await client.request("POST", "/api/v2/me/two_factor/disable", { json: { currentPassword: "wrong-password-1" } })).status).toBe(422);
    expect((await client.request("POST", "/api/v2/me/two_factor/disable", { json: { currentPassword: FACTORY_PASSWORD } })).status).toBe(204);
    expect(await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, TWO_FACTOR_DISABLED_SUBJECT))),
    ).toHaveLength(1);
    expect((await logInWithPassword(new BrowserLikeClient(context.app, "198.51.100.23"), user.email)).status).toBe(200);
  });
});

describe("運営者の操作には二段階認証 (decision 033, ASVS 6.3.3)", () => {
  async function pendingRequest() {
    const { db } = context.handle;
    const corporation = await insertCorporation(db, { name: "株式会社フリー" });
    const requester = await insertUser(db, { isOrderer: true, plan: "free", currentCorporationId: corporation.id });
    return insertProjectRequest(db, {
      corporationId: corporation.id,
      requestedByUserId: requester.id,
      form: ProjectFormSchema.parse(validProjectForm({ title: "社内ツールのGo移行" })),
      now: context.clock.now(),
    });
  }

  it("outside demo mode, a password-only operator session may read the console but changes nothing; after a 二段階認証 login it may", async () => {
    const { db } = context.handle;
    const request = await pendingRequest();
    const operator = await insertUser(db, { isAdmin: true, email: "ops@example.com" });
    const passwordOnly = new BrowserLikeClient(context.app, "198.51.100.30");
    expect((await logInWithPassword(passwordOnly, operator.email)).status).toBe(200);
    expect((await passwordOnly.request("GET", "/api/v2/admin/project_requests")).status).toBe(200);
    const refused = await passwordOnly.request("POST", `/api/v2/admin/project_requests/${request.id}/review`);
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).error.code).toBe("two_factor_required");
    expect((await db.select().from(projectRequests).where(eq(projectRequests.id, request.id)))[0]!.status).toBe("pending");

    // Turning it on from that session proves the factor there too.
    const { secret } = await turnOn(passwordOnly);
    expect((await passwordOnly.request("POST", `/api/v2/admin/project_requests/${request.id}/review`)).status).toBe(200);

    context.clock.advance(60 * SECOND);
    const next = new BrowserLikeClient(context.app, "198.51.100.31");
    const { loginTicket } = await json<{ loginTicket: string }>(await logInWithPassword(next, operator.email));
    expect((await next.request("POST", "/api/v2/sessions/two_factor", { json: { loginTicket, code: codeAt(secret, context.clock.now()) } })).status).toBe(200);
    expect((await next.request("POST", `/api/v2/admin/project_requests/${request.id}/review`)).status).not.toBe(403);
  });

  it("二段階認証を解除: an operator removes a member's lost factor with the reason; the owner is mailed and logs in with the password alone", async () => {
    const { db } = context.handle;
    const { user } = await memberWithTwoFactor({ isPro: true });
    const otherOperator = await memberWithTwoFactor({ isAdmin: true, email: "ops2@example.com" });
    const operator = await insertUser(db, { isAdmin: true, email: "ops@example.com" });
    const ops = new BrowserLikeClient(context.app, "198.51.100.32");
    await logInAs(context.handle, ops, operator.id, context.clock.now());
    await turnOn(ops);
    const remove = (userId: number, reason = "お問い合わせ #12 で、登録情報と本人確認書類を照合しました。") =>
      ops.request("POST", `/api/v2/admin/users/${userId}/two_factor_removal`, { json: { reason } });

    // No reason, no removal: 422 and the factor stays.
    expect((await remove(user.id, "")).status).toBe(422);
    expect((await logInWithPassword(new BrowserLikeClient(context.app, "198.51.100.33"), user.email)).status).toBe(202);

    const removed = await remove(user.id);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ userId: user.id, isTwoFactorEnabled: false });
    expect(await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toHaveLength(0);
    const [notice] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.subject, TWO_FACTOR_DISABLED_SUBJECT)));
    expect(notice!.bodyText).toContain("運営スタッフがかけはしアカウントの二段階認証を解除しました");
    expect(
      await db
        .select()
        .from(operatorAuditLogs)
        .where(eq(operatorAuditLogs.targetId, String(user.id))),
    ).toEqual([
      expect.objectContaining({ action: "user.remove_two_factor", operatorUserId: operator.id, reason: "お問い合わせ #12 で、登録情報と本人確認書類を照合しました。" }),
    ]);
    expect((await logInWithPassword(new BrowserLikeClient(context.app, "198.51.100.34"), user.email)).status).toBe(200);

    // Again: nothing to remove. Another operator's factor, or one's own, is not the console's to remove.
    expect((await remove(user.id)).status).toBe(409);
    expect((await remove(otherOperator.user.id)).status).toBe(403);
    expect((await remove(operator.id)).status).toBe(409);
    expect(await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, otherOperator.user.id))).toHaveLength(1);
    expect(await db.select().from(operatorAuditLogs)).toHaveLength(1);
  });
});

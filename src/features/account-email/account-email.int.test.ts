import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { emailOutbox, users } from "@/db/schema";
import { ACCOUNT_TOKEN_LIFETIME_MS } from "@/platform/account-tokens";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

import {
  EMAIL_CHANGE_CONFIRMATION_SUBJECT,
  EMAIL_CHANGE_REQUESTED_SUBJECT,
  EMAIL_CHANGED_SUBJECT,
  VERIFICATION_SUBJECT,
  WELCOME_VERIFICATION_SUBJECT,
} from "./account-email-mail";
import { ACCOUNT_LINK_INVALID_MESSAGE } from "./account-email.schemas";

const context = useApiTestContext();
let client: BrowserLikeClient;

beforeEach(async () => {
  client = new BrowserLikeClient(context.app);
  await client.fetchCsrfToken();
});

const INVALID_LINK = { error: { code: "account_link_invalid", message: ACCOUNT_LINK_INVALID_MESSAGE } };

async function mailsTo(address: string) {
  return context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id));
}

/** The token of the newest mail to the address that links to `path`. */
async function tokenFromMail(address: string, path: "/email_verification" | "/email_change"): Promise<string> {
  const [mail] = await mailsTo(address);
  const match = mail?.bodyText.match(new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`no ${path} link in the mail to ${address}`);
  return match[1]!;
}

async function isVerified(c: BrowserLikeClient) {
  return (await json<{ isEmailVerified: boolean }>(await c.request("GET", "/api/v2/me"))).isEmailVerified;
}

async function anonymousBrowser(ip = "198.51.100.40") {
  const browser = new BrowserLikeClient(context.app, ip);
  await browser.fetchCsrfToken();
  return browser;
}

describe("issue 12: e-mail verification", () => {
  it("sign-up sends a welcome (security kind, both parts) whose link verifies the address once; /me and the banner follow", async () => {
    const { email } = await signUpThroughApi(client);
    expect(await isVerified(client)).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: WELCOME_VERIFICATION_SUBJECT, unsubscribeUrl: null });
    expect(mail!.bodyText).toContain("かけはしは、フリーランスのITプロと企業");
    expect(mail!.bodyText).toContain("プロフィールを充実させましょう");
    expect(mail!.bodyText).toContain("配信停止はできません");
    expect(mail!.bodyHtml).toContain("メールアドレスを確認する");

    const token = await tokenFromMail(email, "/email_verification");
    const response = await client.request("POST", "/api/v2/email_verifications", { json: { token } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ email, isSignedIn: true });
    expect(await isVerified(client)).toBe(true);

    const again = await client.request("POST", "/api/v2/email_verifications", { json: { token } });
    expect(again.status).toBe(410);
    expect(await json(again)).toEqual(INVALID_LINK);
  });

  it("the link works in a browser that is not signed in (the token names the account)", async () => {
    const { email } = await signUpThroughApi(client);
    const token = await tokenFromMail(email, "/email_verification");
    const elsewhere = await anonymousBrowser();
    const response = await elsewhere.request("POST", "/api/v2/email_verifications", { json: { token } });
    expect(await json(response)).toEqual({ email, isSignedIn: false });
    expect(await isVerified(client)).toBe(true);
  });

  it("an expired link, an unknown one and a malformed one get the same answer, and verify nothing", async () => {
    const { email } = await signUpThroughApi(client);
    const token = await tokenFromMail(email, "/email_verification");
    context.clock.advance(ACCOUNT_TOKEN_LIFETIME_MS.verify_email + 1);
    for (const attempt of [token, "B".repeat(43), "short"]) {
      const response = await client.request("POST", "/api/v2/email_verifications", { json: { token: attempt } });
      expect(response.status).toBe(410);
      expect(await json(response)).toEqual(INVALID_LINK);
    }
    expect(await isVerified(client)).toBe(false);
  });

  it("another account's link verifies that account only, never the signed-in one", async () => {
    const other = await anonymousBrowser("198.51.100.41");
    const { email: otherEmail } = await signUpThroughApi(other);
    await signUpThroughApi(client);
    const othersToken = await tokenFromMail(otherEmail, "/email_verification");
    const response = await client.request("POST", "/api/v2/email_verifications", { json: { token: othersToken } });
    expect(await json(response)).toEqual({ email: otherEmail, isSignedIn: false });
    expect(await isVerified(client)).toBe(false);
    expect(await isVerified(other)).toBe(true);
  });

  it("resend: a new link replaces the old one; 3 per 10 minutes per account, the refusal says when to retry; once verified, 409", async () => {
    const { email } = await signUpThroughApi(client);
    const first = await tokenFromMail(email, "/email_verification");
    const resent = await client.request("POST", "/api/v2/me/email_verification");
    expect(resent.status).toBe(201);
    expect(await json(resent)).toEqual({ email });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(VERIFICATION_SUBJECT);
    expect((await client.request("POST", "/api/v2/email_verifications", { json: { token: first } })).status).toBe(410);

    expect((await client.request("POST", "/api/v2/me/email_verification")).status).toBe(201);
    expect((await client.request("POST", "/api/v2/me/email_verification")).status).toBe(201);
    const limited = await client.request("POST", "/api/v2/me/email_verification");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect((await json<{ error: { message: string } }>(limited)).error.message).toBe(
      "確認メールの再送は短い時間に何度もできません。10分ほど時間をおいてから、もう一度お試しください。",
    );
    expect(await mailsTo(email)).toHaveLength(4);

    context.clock.advance(10 * 60_000);
    const latest = await tokenFromMail(email, "/email_verification");
    expect((await client.request("POST", "/api/v2/email_verifications", { json: { token: latest } })).status).toBe(200);
    const done = await client.request("POST", "/api/v2/me/email_verification");
    expect(done.status).toBe(409);
    expect(await json(done)).toEqual({ error: { code: "email_already_verified", message: "メールアドレスの確認はすでに完了しています。" } });
  });
});

describe("issue 12: e-mail change", () => {
  async function requestChange(newEmail: string, currentPassword = VALID_PASSWORD) {
    return client.request("POST", "/api/v2/me/email_change", { json: { newEmail, currentPassword } });
  }

  it("confirmation to the new address, a notice to the old; nothing changes until the link is used; then the new address logs in and the old one does not", async () => {
    const { email: oldEmail } = await signUpThroughApi(client);
    const requested = await requestChange("ＮＥＷ.Hanako@Example.test");
    expect(requested.status).toBe(201);
    expect(await json(requested)).toEqual({ newEmail: "new.hanako@example.test" });

    const [confirmation] = await mailsTo("new.hanako@example.test");
    expect(confirmation).toMatchObject({ subject: EMAIL_CHANGE_CONFIRMATION_SUBJECT, unsubscribeUrl: null });
    const [notice] = await mailsTo(oldEmail);
    expect(notice).toMatchObject({ subject: EMAIL_CHANGE_REQUESTED_SUBJECT, unsubscribeUrl: null });
    expect(notice!.bodyText).toContain("new.hanako@example.test");
    expect(notice!.bodyText).toContain("パスワードを変更");
    expect(notice!.bodyText).not.toContain("token=");
    const [before] = await context.handle.db.select().from(users);
    expect(before!.email).toBe(oldEmail);

    const token = await tokenFromMail("new.hanako@example.test", "/email_change");
    const confirmed = await (await anonymousBrowser()).request("POST", "/api/v2/email_changes", { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ email: "new.hanako@example.test", isSignedIn: false });
    const [after] = await context.handle.db.select().from(users);
    expect(after).toMatchObject({ email: "new.hanako@example.test" });
    expect(after!.emailVerifiedAt).toEqual(context.clock.now());
    const [changedNotice] = await mailsTo(oldEmail);
    expect(changedNotice!.subject).toBe(EMAIL_CHANGED_SUBJECT);

    const fresh = await anonymousBrowser("198.51.100.42");
    expect((await fresh.request("POST", "/api/v2/sessions", { json: { email: oldEmail, password: VALID_PASSWORD } })).status).toBe(401);
    expect((await fresh.request("POST", "/api/v2/sessions", { json: { email: "new.hanako@example.test", password: VALID_PASSWORD } })).status).toBe(200);
    expect((await client.request("POST", "/api/v2/email_changes", { json: { token } })).status).toBe(410);
  });

  it("refuses a wrong password, the current address, and an address another account uses", async () => {
    const other = await anonymousBrowser("198.51.100.43");
    const { email: takenEmail } = await signUpThroughApi(other);
    const { email } = await signUpThroughApi(client, proSignUpBody());
    const wrong = await requestChange("fresh@example.test", "not-the-password");
    expect(wrong.status).toBe(422);
    expect((await json<{ error: { issues: unknown } }>(wrong)).error.issues).toEqual([{ path: "currentPassword", message: "現在のパスワードが正しくありません" }]);
    const same = await requestChange(email.toUpperCase());
    expect(same.status).toBe(422);
    expect((await json<{ error: { issues: unknown } }>(same)).error.issues).toEqual([
      { path: "newEmail", message: "現在と同じメールアドレスです。新しいメールアドレスを入力してください" },
    ]);
    const taken = await requestChange(takenEmail);
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({
      error: { code: "email_taken", message: "このメールアドレスはすでにほかのアカウントで使われています。別のメールアドレスを指定してください。" },
    });
  });

  it("an address taken between the request and the click answers 409 and changes nothing", async () => {
    await signUpThroughApi(client);
    await requestChange("contested@example.test");
    const token = await tokenFromMail("contested@example.test", "/email_change");
    await signUpThroughApi(await anonymousBrowser("198.51.100.44"), proSignUpBody({ email: "contested@example.test" }));
    const response = await client.request("POST", "/api/v2/email_changes", { json: { token } });
    expect(response.status).toBe(409);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("email_taken");
  });

  it("a verification link sent to the old address stops working once the address has changed", async () => {
    const { email } = await signUpThroughApi(client);
    const verifyToken = await tokenFromMail(email, "/email_verification");
    await requestChange("moved@example.test");
    const changeToken = await tokenFromMail("moved@example.test", "/email_change");
    expect((await client.request("POST", "/api/v2/email_changes", { json: { token: changeToken } })).status).toBe(200);
    expect((await client.request("POST", "/api/v2/email_verifications", { json: { token: verifyToken } })).status).toBe(410);
  });

  it("change requests are limited per account (5 an hour), counted before the password is checked", async () => {
    await signUpThroughApi(client);
    for (let i = 0; i < 5; i += 1) expect((await requestChange(`guess${i}@example.test`, `wrong-password-${i}`)).status).toBe(422);
    const limited = await requestChange("guess@example.test");
    expect(limited.status).toBe(429);
    expect((await json<{ error: { message: string } }>(limited)).error.message).toContain("60分ほど時間をおいてから");
  });

  it("a change link expires after 24 hours", async () => {
    await signUpThroughApi(client);
    await requestChange("late@example.test");
    const token = await tokenFromMail("late@example.test", "/email_change");
    context.clock.advance(ACCOUNT_TOKEN_LIFETIME_MS.change_email + 1);
    expect(await json(await client.request("POST", "/api/v2/email_changes", { json: { token } }))).toEqual(INVALID_LINK);
  });
});

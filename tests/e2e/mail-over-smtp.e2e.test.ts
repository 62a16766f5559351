import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { unsubscribeUrlFor } from "@/features/notice-mail/unsubscribe-signature";
import { type RunningAppServer, startAppServer } from "@tests/support/app-server";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { parseMail, startSmtpTestServer } from "@tests/support/smtp-test-server";

/**
 * Issue 12, "Proof": the real server with SMTP_URL set sends its mail through the job worker to a
 * real SMTP server on a loopback port, and a person follows the links from what arrived — the whole
 * path a production mail takes, from the event's transaction to the inbox and back.
 */
const APP_SECRET = "e2e-mail-secret-".padEnd(48, "m");
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: RunningAppServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "かけはし <no-reply@kakehashi.example>", APP_SECRET, LOG_LEVEL: "fatal" });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** Waits for the mail with `subject` to `address` to arrive over SMTP (delivery runs every few seconds) and parses it. */
async function mailArriving(address: string, subject: string) {
  let found: Awaited<ReturnType<typeof parseMail>> | undefined;
  await expect
    .poll(
      async () => {
        for (const received of smtp.received.filter((m) => m.to.includes(address))) {
          const mail = await parseMail(received.raw);
          if (mail.subject.includes(subject)) found = mail;
        }
        return found !== undefined;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return found!;
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${server.baseUrl}${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return match![0];
}

async function signUpThroughTheForm(page: Page, email: string) {
  await page.goto(`${server.baseUrl}/signup/pro`);
  await page.getByLabel("姓", { exact: true }).fill("高橋");
  await page.getByLabel("名", { exact: true }).fill("美咲");
  await page.getByLabel("セイ", { exact: true }).fill("たかはし");
  await page.getByLabel("メイ", { exact: true }).fill("ミサキ");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill("misaki-smtp-pass-2026");
  await page.getByLabel("利用規約とプライバシーポリシーに同意します").check();
  await page.getByRole("button", { name: "無料で会員登録" }).click();
  await page.waitForURL(`${server.baseUrl}/signup/welcome`);
}

describe("issue 12: mail over SMTP from the real server, followed in the browser", () => {
  it("sign up → the verification mail arrives at the SMTP server (both parts, Japanese subject) → its link verifies the address", async () => {
    const page = await newPage(browser);
    const email = `smtp-verify-${Date.now()}@example.test`;
    await signUpThroughTheForm(page, email);
    expect(await page.getByTestId("email-verification-banner").count()).toBe(1);

    const mail = await mailArriving(email, "メールアドレスの確認をお願いします");
    expect(mail.subject.startsWith("【かけはし】")).toBe(true);
    expect(mail.rawHeader("Message-ID")).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail.rawHeader("List-Unsubscribe")).toBeUndefined();
    const link = linkIn(mail.text, "/email_verification");
    expect(mail.html).toContain(link);

    await page.goto(link);
    await page.getByRole("button", { name: "メールアドレスを確認する" }).click();
    await expect.poll(() => page.getByTestId("account-link-done").textContent()).toContain(email);
    await page.goto(`${server.baseUrl}/`);
    expect(await page.getByTestId("email-verification-banner").count()).toBe(0);
    await page.context().close();
  });

  it("forgot password → the reset mail arrives over SMTP → the new password works", async () => {
    const page = await newPage(browser);
    const email = `smtp-reset-${Date.now()}@example.test`;
    await signUpThroughTheForm(page, email);
    await page.context().clearCookies();

    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
    await page.waitForURL(`${server.baseUrl}/password_resets/new`);
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("button", { name: "再設定用のメールを送る" }).click();
    await expect.poll(() => page.getByTestId("reset-requested").count()).toBe(1);
    const mail = await mailArriving(email, "パスワード再設定");
    await page.goto(linkIn(mail.text, "/password_resets/edit"));
    await page.getByLabel("新しいパスワード", { exact: true }).fill("misaki-new-pass-2027");
    await page.getByLabel("新しいパスワード（確認）").fill("misaki-new-pass-2027");
    await page.getByRole("button", { name: "パスワードを再設定する" }).click();
    await page.waitForURL(`${server.baseUrl}/login?notice=password_reset`);
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード", { exact: true }).fill("misaki-new-pass-2027");
    await page.getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await mailArriving(email, "パスワードが変更されました");
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)("a notice's unsubscribe link stops that kind of mail in one click, without logging in (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const userId = 3; // a demo account; the link is signed with the server's secret like a real notice's
    await page.goto(unsubscribeUrlFor(server.baseUrl, APP_SECRET, userId, "scout"));
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await saveScreenshot(page, `mail-unsubscribe-${viewport}`);
    await page.getByRole("button", { name: "配信を停止する" }).click();
    await expect.poll(() => page.getByTestId("unsubscribe-done").textContent()).toContain("スカウト");
    await expectAccessible(page);
    await page.context().close();
  });
});

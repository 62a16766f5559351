import type { Browser, Page } from "playwright-core";
import { mailLinkFor } from "@tests/support/dev-mailbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EMAIL_CHANGE_CONFIRMATION_SUBJECT, WELCOME_VERIFICATION_SUBJECT } from "@/features/account-email/account-email-mail";
import { VALID_PASSWORD } from "@tests/support/accounts";
import { signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the newest mail to `address` with `subject` in the development mailbox and follows the link to `path`. */
async function followMailLink(page: Page, address: string, subject: string, path: string) {
  const href = await mailLinkFor(page, baseUrl, address, subject, path);
  expect(href).toMatch(new RegExp(`${path}\\?token=[A-Za-z0-9_-]{43}$`));
  await page.goto(href);
}

async function checkPage(page: Page, name: string, viewport: "desktop" | "mobile") {
  await expectAccessible(page);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await saveScreenshot(page, `${name}-${viewport}`);
}

describe("issue 12: e-mail verification and change in the browser", () => {
  it.each(["desktop", "mobile"] as const)("sign up → welcome → the mail's link → verified: the banner is gone (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const email = `verify-${viewport}-${Date.now()}@example.test`;
    await page.goto(`${baseUrl}/signup/pro`);
    await page.getByLabel("姓", { exact: true }).fill("佐藤");
    await page.getByLabel("名", { exact: true }).fill("健太");
    await page.getByLabel("セイ", { exact: true }).fill("さとう");
    await page.getByLabel("メイ", { exact: true }).fill("ｹﾝﾀ");
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード").fill("kenta-no-pass-2026");
    await page.getByLabel("利用規約とプライバシーポリシーに同意します").check();
    await page.getByRole("button", { name: "無料で会員登録" }).click();
    await page.waitForURL(`${baseUrl}/signup/welcome`);
    expect(await page.getByTestId("welcome-step-verify").textContent()).toContain(email);
    const banner = page.getByRole("region", { name: "メールアドレスの確認が済んでいません" });
    expect(await banner.isVisible()).toBe(true);
    await checkPage(page, "signup-welcome", viewport);

    await banner.getByRole("button", { name: "確認メールを再送する" }).click();
    await expect.poll(() => banner.textContent()).toContain(`${email} に確認メールを送りました`);

    await followMailLink(page, email, "メールアドレスの確認をお願いします", "/email_verification");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("メールアドレスの確認");
    await checkPage(page, "email-verification", viewport);
    await page.getByRole("button", { name: "メールアドレスを確認する" }).click();
    await expect.poll(() => page.getByTestId("account-link-done").textContent()).toContain(`${email} の確認が完了しました`);
    await expect.poll(() => page.getByTestId("email-verification-banner").count()).toBe(0);
    // The page has refreshed (the banner is gone) and the link is spent: the success stays, not 「無効」.
    expect(await page.getByTestId("account-link-done").isVisible()).toBe(true);
    expect(await page.getByTestId("account-link-invalid").count()).toBe(0);

    // The same link again: one clear message, nothing else.
    await page.reload();
    expect(await page.getByTestId("account-link-invalid").isVisible()).toBe(true);
    await checkPage(page, "email-verification-used", viewport);
    await page.goto(`${baseUrl}/`);
    expect(await page.getByTestId("email-verification-banner").count()).toBe(0);
    await page.context().close();
  });

  it("the first (welcome) mail's link is one the resend replaced: it reads as not valid", async () => {
    const page = await newPage(browser);
    const { email } = await signUpBrowser(page, baseUrl, "pro");
    await page.goto(`${baseUrl}/signup/welcome`);
    await page.getByTestId("welcome-step-verify").getByRole("button", { name: "確認メールを再送する" }).click();
    await expect.poll(() => page.getByTestId("welcome-step-verify").textContent()).toContain("確認メールを送りました");
    await followMailLink(page, email, WELCOME_VERIFICATION_SUBJECT, "/email_verification");
    expect(await page.getByTestId("account-link-invalid").isVisible()).toBe(true);
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)("change the e-mail → confirm from the mail → log in with the new address (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await signUpBrowser(page, baseUrl, "orderer");
    const newEmail = `changed-${viewport}-${Date.now()}@example.test`;
    await page.goto(`${baseUrl}/mypage/config/email`);
    await checkPage(page, "email-settings", viewport);
    await page.getByLabel("新しいメールアドレス").fill(newEmail);
    await page.getByLabel("現在のパスワード").fill(VALID_PASSWORD);
    await page.getByRole("button", { name: "確認メールを送る" }).click();
    await expect.poll(() => page.getByTestId("email-change-sent").textContent()).toContain(newEmail);
    await checkPage(page, "email-settings-sent", viewport);

    await followMailLink(page, newEmail, EMAIL_CHANGE_CONFIRMATION_SUBJECT, "/email_change");
    await checkPage(page, "email-change", viewport);
    await page.getByRole("button", { name: "メールアドレスを変更する" }).click();
    await expect.poll(() => page.getByTestId("account-link-done").textContent()).toContain(newEmail);
    // The refresh that follows finds the link spent (the lead asking for the button goes); the success stays.
    await expect.poll(() => page.getByText("下のボタンを押してください").count()).toBe(0);
    expect(await page.getByTestId("account-link-done").textContent()).toContain(newEmail);

    const fresh = await newPage(browser, viewport);
    await fresh.goto(`${baseUrl}/login`);
    await fresh.getByLabel("メールアドレス").fill(newEmail);
    await fresh.getByLabel("パスワード").fill(VALID_PASSWORD);
    await fresh.getByRole("button", { name: "ログイン", exact: true }).click();
    await fresh.waitForURL(`${baseUrl}/`);
    await fresh.goto(`${baseUrl}/mypage/config/email`);
    expect(await fresh.getByTestId("current-email").textContent()).toBe(newEmail);
    // Proven by the link, so verified: no banner.
    expect(await fresh.getByTestId("email-verification-banner").count()).toBe(0);
    await fresh.context().close();
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)("an unsubscribe link whose signature does not verify says so plainly, with 404 (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/mail/unsubscribe?u=1&c=scout&t=${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("unsubscribe-invalid").textContent()).toContain("この配信停止のリンクは正しくありません");
    await checkPage(page, "unsubscribe-invalid", viewport);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { mailLinkFor } from "@tests/support/dev-mailbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PASSWORD_RESET_SUBJECT } from "@/features/password-reset/password-reset-mail";
import { signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { VALID_PASSWORD } from "@tests/support/accounts";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The reset link of the newest reset mail to `address`, from the development mailbox. */
const openResetMail = (page: Page, address: string) => mailLinkFor(page, baseUrl, address, PASSWORD_RESET_SUBJECT, "/password_resets/edit");

const isSignedIn = async (page: Page) => (await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).status() === 200;

describe("issue 12: forgotten password, reset by mail", () => {
  it.each(["desktop", "mobile"] as const)(
    "forgot password → mail → new password → the other browser is logged out → log in with the new password (%s)",
    async (viewport) => {
      const elsewhere = await newPage(browser, viewport);
      const { email } = await signUpBrowser(elsewhere, baseUrl, "pro");
      expect(await isSignedIn(elsewhere)).toBe(true);

      const page = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
      await page.waitForURL(`${baseUrl}/password_resets/new`);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await expectAccessible(page);
      await saveScreenshot(page, `password-reset-new-${viewport}`);
      await page.getByLabel("メールアドレス").fill(email);
      await page.getByRole("button", { name: "再設定用のメールを送る" }).click();
      await page.getByTestId("reset-requested").waitFor();
      expect(await page.getByTestId("reset-requested").textContent()).toContain("入力されたメールアドレスが登録されている場合");
      await expectAccessible(page);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await saveScreenshot(page, `password-reset-requested-${viewport}`);

      const link = await openResetMail(page, email);
      expect(link.startsWith(`${baseUrl}/password_resets/edit?token=`)).toBe(true);
      await page.goto(link);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("新しいパスワードの設定");
      await expectAccessible(page);
      await saveScreenshot(page, `password-reset-edit-${viewport}`);
      await page.getByLabel("新しいパスワード", { exact: true }).fill("e2e-new-passphrase-71");
      await page.getByLabel("新しいパスワード（確認）").fill("e2e-new-passphrase-72");
      await page.getByRole("button", { name: "パスワードを再設定する" }).click();
      expect(await page.getByText("確認用のパスワードが一致しません").isVisible()).toBe(true);
      await page.getByLabel("新しいパスワード（確認）").fill("e2e-new-passphrase-71");
      await page.getByRole("button", { name: "パスワードを再設定する" }).click();
      await page.waitForURL(`${baseUrl}/login?notice=password_reset`);
      expect(await page.getByTestId("login-notice").textContent()).toBe("パスワードを再設定しました。新しいパスワードでログインしてください。");
      await expectAccessible(page);
      await saveScreenshot(page, `password-reset-login-notice-${viewport}`);

      expect(await isSignedIn(elsewhere)).toBe(false);
      await elsewhere.goto(`${baseUrl}/mypage/config`);
      expect(new URL(elsewhere.url()).pathname).toBe("/login");

      await page.getByLabel("メールアドレス").fill(email);
      await page.getByLabel("パスワード", { exact: true }).fill(VALID_PASSWORD);
      await page.getByRole("button", { name: "ログイン", exact: true }).click();
      await page.getByTestId("form-alert").getByText("メールアドレスまたはパスワードが正しくありません。").waitFor();
      await page.getByLabel("パスワード", { exact: true }).fill("e2e-new-passphrase-71");
      await page.getByRole("button", { name: "ログイン", exact: true }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(await isSignedIn(page)).toBe(true);

      await page.goto(link);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("このリンクは使えません");
      await expectAccessible(page);
      await saveScreenshot(page, `password-reset-dead-link-${viewport}`);
      await page.context().close();
      await elsewhere.context().close();
    },
    120_000,
  );

  it.each(["desktop", "mobile"] as const)("「ログイン状態を保持する」 is checked; unchecked, the session cookie ends with the browser (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const { email } = await signUpBrowser(await newPage(browser, viewport), baseUrl, "pro");
    await page.goto(`${baseUrl}/login`);
    const remember = page.getByLabel("ログイン状態を保持する");
    expect(await remember.isChecked()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, `login-remember-me-${viewport}`);
    await remember.uncheck();
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード", { exact: true }).fill(VALID_PASSWORD);
    await page.getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const session = (await page.context().cookies()).find((c) => c.name === "kh_session")!;
    expect(session.expires).toBe(-1); // a browser-session cookie
    await page.context().close();
  });
});

describe("issue 12: the password change page", () => {
  it.each(["desktop", "mobile"] as const)("a member changes the password with the current one and sees it done (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await signUpBrowser(page, baseUrl, "pro");
    await page.goto(`${baseUrl}/mypage/config/password`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("パスワードの変更");
    await expectAccessible(page);
    await saveScreenshot(page, `password-change-${viewport}`);
    await page.getByLabel("現在のパスワード").fill("not-my-password-1");
    await page.getByLabel("新しいパスワード", { exact: true }).fill("e2e-changed-passphrase-5");
    await page.getByLabel("新しいパスワード（確認）").fill("e2e-changed-passphrase-5");
    await page.getByRole("button", { name: "パスワードを変更する" }).click();
    await page.getByText("現在のパスワードが正しくありません", { exact: true }).waitFor();
    await page.getByLabel("現在のパスワード").fill(VALID_PASSWORD);
    await page.getByRole("button", { name: "パスワードを変更する" }).click();
    await page.getByTestId("password-changed").getByText("パスワードを変更しました").waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, `password-change-done-${viewport}`);
    await page.context().close();
  });
});

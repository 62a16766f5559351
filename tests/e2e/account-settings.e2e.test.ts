import { readFile } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { VALID_PASSWORD } from "@tests/support/accounts";
import { logInBrowser, signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { logInOverHttp } from "@tests/support/http-accounts";
import { sharedServerUrl } from "@tests/support/shared-server";

// Every journey signs its own account up: a 退会 must never touch the demo accounts other files use.
const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function myId(page: Page): Promise<number> {
  const response = await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return ((await response.json()) as { id: number }).id;
}

describe("issue 12: the settings pages (S-BAR-7)", () => {
  it.each(["desktop", "mobile"] as const)("the hub links every section, and each settings page is accessible and fits the screen (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await signUpBrowser(page, baseUrl, "pro");
    await page.goto(`${baseUrl}/mypage/config`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("設定");
    for (const [name, href] of [
      ["メールアドレスの変更", "/mypage/config/email"],
      ["パスワードの変更", "/mypage/config/password"],
      ["二段階認証", "/mypage/config/two_factor"],
      ["ログイン中の端末", "/mypage/config/sessions"],
      ["データのダウンロード", "/mypage/config/export"],
      ["退会", "/mypage/config/withdrawal"],
    ] as const) {
      expect(await page.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(href);
    }
    await expectAccessible(page);
    await saveScreenshot(page, `settings-hub-${viewport}`);
    for (const path of ["sessions", "export", "withdrawal"]) {
      const response = await page.goto(`${baseUrl}/mypage/config/${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page);
      await saveScreenshot(page, `settings-${path}-${viewport}`);
    }
    await page.context().close();
  });
});

describe("issue 12: ログイン中の端末 (S-BAR-7)", () => {
  it("lists both browsers, logs the other one out, then ends every other session after a confirmation", async () => {
    const laptop = await newPage(browser, "desktop");
    const { email } = await signUpBrowser(laptop, baseUrl, "pro");
    const phone = await newPage(browser, "mobile");
    await logInBrowser(phone, baseUrl, email, VALID_PASSWORD);

    await laptop.goto(`${baseUrl}/mypage/config/sessions`);
    const rows = laptop.getByTestId("session-row");
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain("この端末");
    expect(await rows.nth(1).textContent()).toContain("IPアドレス");
    await rows
      .nth(1)
      .getByRole("button", { name: /ログアウト$/ })
      .click();
    await laptop.getByText("をログアウトしました。").waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    const phoneAnswer = await phone.goto(`${baseUrl}/mypage/config`);
    expect(phoneAnswer?.url()).toContain("/login?next=");

    await logInBrowser(phone, baseUrl, email, VALID_PASSWORD);
    await laptop.reload();
    expect(await rows.count()).toBe(2);
    await laptop.getByRole("button", { name: "ほかの端末をすべてログアウト" }).click();
    const dialog = laptop.getByRole("dialog", { name: "ほかの端末をすべてログアウトしますか？" });
    await expectAccessible(laptop);
    await dialog.getByRole("button", { name: "すべてログアウトする" }).click();
    await laptop.getByText("ほかの端末（1件）をログアウトしました。").waitFor();
    expect((await phone.goto(`${baseUrl}/mypage/config`))?.url()).toContain("/login?next=");
    await laptop.context().close();
    await phone.context().close();
  });
});

describe("issue 12: データのダウンロード (APPI 開示請求)", () => {
  it("prepares the data, shows it ready on its own, and downloads a JSON file with the account's e-mail", async () => {
    const page = await newPage(browser, "desktop");
    const { email } = await signUpBrowser(page, baseUrl, "pro");
    await page.goto(`${baseUrl}/mypage/config/export`);
    await page.getByRole("button", { name: "データを準備する" }).click();
    // The job runs within seconds; the page refreshes itself while the export is pending.
    const link = page.getByRole("link", { name: "ダウンロード" });
    await link.waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await saveScreenshot(page, "settings-export-ready-desktop");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^kakehashi-data-\d{8}\.json$/);
    const document = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string } };
    expect(document.account.email).toBe(email);
    await page.context().close();
  });
});

describe("issue 12: 退会", () => {
  it("after the password and two confirmations the account is gone: goodbye, the profile is 404 and login is refused", async () => {
    const page = await newPage(browser, "mobile");
    const { email } = await signUpBrowser(page, baseUrl, "pro");
    const id = await myId(page);
    expect((await page.goto(`${baseUrl}/top/pros/${id}`))?.status()).toBe(200);

    await page.goto(`${baseUrl}/mypage/config/withdrawal`);
    await page.getByRole("button", { name: "退会する" }).click();
    expect(await page.getByTestId("form-alert").textContent()).toBe("入力内容をご確認ください。");
    await page.getByLabel("パスワード").fill("wrong-password-9");
    await page.getByLabel("上記の内容を確認し、退会することに同意します。").check();
    await page.getByRole("button", { name: "退会する" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "退会する" }).click();
    await page.getByText("パスワードが正しくありません", { exact: true }).waitFor();

    await page.getByLabel("パスワード").fill(VALID_PASSWORD);
    await page.getByRole("button", { name: "退会する" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "退会する" }).click();
    await page.getByTestId("withdrawal-complete").waitFor();
    expect(await page.getByTestId("withdrawal-complete").textContent()).toContain("退会手続きが完了しました");
    await expectAccessible(page);
    await saveScreenshot(page, "settings-withdrawal-done-mobile");

    expect((await page.goto(`${baseUrl}/top/pros/${id}`))?.status()).toBe(404);
    expect((await page.goto(`${baseUrl}/mypage/config`))?.url()).toContain("/login?next=");
    expect(await logInOverHttp(baseUrl, email, VALID_PASSWORD)).toBe(401);
    await page.context().close();
  });
});

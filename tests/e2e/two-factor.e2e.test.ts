import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { decodeBase32, stepAt, totpAtStep } from "@/features/two-factor/totp";
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

/** What the authenticator app would show: the next step's code, so one just used to turn it on is not repeated. */
const appCode = (secret: string) => totpAtStep(decodeBase32(secret), stepAt(new Date()) + 1);

/** Turns 二段階認証 on from the settings page, as its owner would; answers the key shown and the recovery codes. */
async function turnOn(page: Page, viewport: "desktop" | "mobile") {
  await page.goto(`${baseUrl}/mypage/config/two_factor`);
  await page.getByTestId("two-factor-off").waitFor();
  await page.getByRole("button", { name: "設定を始める" }).click();
  const secretBox = page.getByTestId("two-factor-secret");
  await secretBox.waitFor();
  expect(await page.getByRole("img", { name: "二段階認証の設定用QRコード" }).isVisible()).toBe(true);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
  await saveScreenshot(page, `two-factor-setup-${viewport}`);
  const secret = (await secretBox.textContent())!.replace(/\s/g, "");
  await page.getByLabel("確認コード（6桁）").fill(totpAtStep(decodeBase32(secret), stepAt(new Date())));
  await page.getByLabel("現在のパスワード").fill(VALID_PASSWORD);
  await page.getByRole("button", { name: "二段階認証を有効にする" }).click();
  const codes = page.getByTestId("recovery-codes");
  await codes.waitFor();
  const recoveryCodes = await codes.locator("li").allTextContents();
  await saveScreenshot(page, `two-factor-recovery-codes-${viewport}`);
  await page.getByRole("button", { name: "保存しました" }).click();
  await page.getByTestId("two-factor-on").waitFor();
  expect(await page.getByTestId("recovery-codes-left").textContent()).toContain("10個");
  return { secret, recoveryCodes };
}

async function typePassword(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(VALID_PASSWORD);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await page.getByTestId("second-factor-step").waitFor();
}

describe("二段階認証 in the browser (decision 033)", () => {
  it.each(["desktop", "mobile"] as const)("turn it on with the app's code, keep the recovery codes, then log in with password and code (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const { email } = await signUpBrowser(page, baseUrl, "pro");
    const { secret, recoveryCodes } = await turnOn(page, viewport);
    expect(recoveryCodes).toHaveLength(10);
    await page.context().close();

    const next = await newPage(browser, viewport);
    await typePassword(next, email);
    // The step takes the focus; the password alone signed nobody in.
    expect(await next.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("code");
    expect((await next.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).status()).toBe(401);
    await expectAccessible(next);
    await saveScreenshot(next, `two-factor-login-${viewport}`);
    const right = appCode(secret);
    await next.getByLabel("確認コード").fill(right === "000000" ? "111111" : "000000");
    await next.getByRole("button", { name: "確認してログイン" }).click();
    await expect.poll(() => next.getByTestId("second-factor-step").getByText("確認コードが正しくありません").count()).toBeGreaterThan(0);
    await next.getByLabel("確認コード").fill(right);
    await next.getByRole("button", { name: "確認してログイン" }).click();
    await next.waitForURL(`${baseUrl}/`);
    expect((await next.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).status()).toBe(200);
    await next.context().close();
  });

  it("without the phone: a recovery code signs in once, and the settings page counts what is left", async () => {
    const page = await newPage(browser, "desktop");
    const { email } = await signUpBrowser(page, baseUrl, "orderer");
    const { recoveryCodes } = await turnOn(page, "desktop");
    await page.context().close();

    const next = await newPage(browser, "desktop");
    await typePassword(next, email);
    await next.getByRole("button", { name: "認証アプリを使えない場合" }).click();
    await next.getByLabel("リカバリーコード").fill(recoveryCodes[0]!);
    await next.getByRole("button", { name: "確認してログイン" }).click();
    await next.waitForURL(`${baseUrl}/`);
    await next.goto(`${baseUrl}/mypage/config/two_factor`);
    expect(await next.getByTestId("recovery-codes-left").textContent()).toContain("9個");
    await next.context().close();
  });
});

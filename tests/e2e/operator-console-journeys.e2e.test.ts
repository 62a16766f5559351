import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { startAppServer, type RunningAppServer } from "@tests/support/app-server";
import { VALID_PASSWORD } from "@tests/support/accounts";
import { logInBrowser, postJsonAs, signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const HOUR = 3_600_000;
let browser: Browser;
let clockDir: string;
let clockFile: string;
let shifted: RunningAppServer;

beforeAll(async () => {
  browser = await launchChromium();
  clockDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-clock-"));
  clockFile = path.join(clockDir, "offset");
  await writeFile(clockFile, "0");
  // A server of its own whose clock the test moves (CLOCK_OFFSET_FILE, demo mode only).
  shifted = await startAppServer({ CLOCK_OFFSET_FILE: clockFile, LOG_LEVEL: "fatal" });
});
afterAll(async () => {
  await browser?.close();
  await shifted?.stop();
  await rm(clockDir, { recursive: true, force: true });
});

/** A JST wall time as a datetime-local input holds it (`2026-11-25T21:30`). */
const jstInput = (instant: number) => new Date(instant + 9 * HOUR).toISOString().slice(0, 16);

describe("issue 18: the operator console's journeys", () => {
  it("suspending a pro ends their session in another browser at once", async () => {
    const pro = await newPage(browser, "desktop");
    await logInBrowser(pro, baseUrl, "pro0150@example.com");
    await pro.goto(`${baseUrl}/mypage/config`);
    await pro.getByRole("heading", { level: 1 }).waitFor();
    expect(new URL(pro.url()).pathname).toBe("/mypage/config");

    const operator = await newPage(browser, "desktop");
    await logInBrowser(operator, baseUrl, DEMO_EMAILS.admin);
    await operator.goto(`${baseUrl}/admin/users?q=pro0150%40example.com`);
    await operator.locator("table a[href^='/admin/users/']").first().click();
    await operator.getByTestId("user-actions").waitFor();
    await saveScreenshot(operator, "admin-user-1280");
    await operator.getByTestId("user-actions").getByRole("button", { name: "利用停止", exact: true }).click();
    await operator.locator("#suspension-reason").fill("外部サービスへの誘導が繰り返し報告されたため。");
    await operator.getByRole("button", { name: "利用停止にする" }).click();
    await expect.poll(() => operator.getByText("利用停止中").count()).toBeGreaterThan(0);
    await expectAccessible(operator);

    // The other browser's next page is a visitor's: its settings page sends it to log in.
    await pro.goto(`${baseUrl}/mypage/config`);
    await pro.waitForURL(/\/login\?next=/);
    await operator.context().close();
    await pro.context().close();
  });

  it("an announcement scheduled two hours ahead lights the bell when the server's clock reaches it, not before", async () => {
    const member = await newPage(browser, "desktop");
    await logInBrowser(member, shifted.baseUrl, DEMO_EMAILS.pro);
    const read = await postJsonAs(member, shifted.baseUrl, "/api/v2/announcement_reads", {});
    expect(read.ok()).toBe(true);

    const operator = await newPage(browser, "desktop");
    await logInBrowser(operator, shifted.baseUrl, DEMO_EMAILS.admin);
    await operator.goto(`${shifted.baseUrl}/admin/announcements/new`);
    const form = operator.getByTestId("announcement-form");
    await form.getByLabel("タイトル").fill("メンテナンスのお知らせ（予約公開のテスト）");
    await form.getByLabel("リンク先").fill("/news");
    await form.getByLabel("公開日時").fill(jstInput(Date.now() + 2 * HOUR));
    await saveScreenshot(operator, "admin-announcement-new-1280");
    await form.getByRole("button", { name: "作成する" }).click();
    await operator.waitForURL(/\/admin\/announcements(\?|$)/);
    await expect.poll(() => operator.getByText("予約").count()).toBeGreaterThan(0);

    await member.goto(`${shifted.baseUrl}/`);
    await member.getByTestId("announcements-trigger").waitFor();
    expect(await member.getByTestId("announcements-badge").count()).toBe(0);

    await writeFile(clockFile, String(2 * HOUR + 60_000));
    await member.waitForTimeout(400);
    await member.goto(`${shifted.baseUrl}/`);
    await member.getByTestId("announcements-badge").waitFor();
    await member.getByTestId("announcements-trigger").click();
    await expect.poll(() => member.getByTestId("announcements-list").textContent()).toContain("メンテナンスのお知らせ（予約公開のテスト）");
    await operator.context().close();
    await member.context().close();
  });
});

describe("「パスワードの再確認」 outside the console (ASVS 7.5.2)", () => {
  it("16 minutes after the password was typed, ending another browser's session asks for it in a dialog, then goes on", async () => {
    const laptop = await newPage(browser, "desktop");
    const { email } = await signUpBrowser(laptop, shifted.baseUrl, "pro");
    const phone = await newPage(browser, "mobile");
    await logInBrowser(phone, shifted.baseUrl, email, VALID_PASSWORD);

    // The server's clock moves on 16 minutes from wherever the journeys above left it.
    await writeFile(clockFile, String(Number(await readFile(clockFile, "utf8")) + 16 * 60_000));
    await laptop.waitForTimeout(400);
    await laptop.goto(`${shifted.baseUrl}/mypage/config/sessions`);
    await laptop.getByRole("button", { name: /をログアウト$/ }).click();
    const dialog = laptop.getByTestId("password-confirmation-dialog");
    await dialog.getByLabel("パスワード").waitFor();
    expect(await laptop.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");
    await expectAccessible(laptop);
    await saveScreenshot(laptop, "sessions-password-confirmation-1280");
    await dialog.getByLabel("パスワード").fill("not-the-password");
    await dialog.getByRole("button", { name: "確認して続ける" }).click();
    await expect.poll(() => dialog.textContent()).toContain("パスワードが正しくありません");
    await dialog.getByLabel("パスワード").fill(VALID_PASSWORD);
    await dialog.getByRole("button", { name: "確認して続ける" }).click();
    await expect.poll(() => laptop.getByRole("status").textContent()).toContain("をログアウトしました");
    expect((await phone.request.get(`${shifted.baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).status()).toBe(401);
    await laptop.context().close();
    await phone.context().close();
  });
});

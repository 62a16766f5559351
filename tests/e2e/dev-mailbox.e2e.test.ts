import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONTACT_ACK_SUBJECT } from "@/features/contact/contact-mail";
import { expectAccessible, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("the development mailbox (issue 12: without SMTP_URL mail is kept where a newcomer can read it)", () => {
  it.each(["desktop", "mobile"] as const)("a contact form's acknowledgement shows up in /dev/mailbox and opens with its text (%s)", async (viewport) => {
    const address = `mailbox-${viewport}-${Date.now()}@example.test`;
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/contact/new`);
    await page.getByLabel("お名前").fill("佐藤 健太");
    await page.getByLabel("メールアドレス").fill(address);
    await page.getByLabel("その他").check();
    await page.getByLabel("お問い合わせ内容").fill("開発用メールボックスの確認です。よろしくお願いします。");
    await page.getByRole("button", { name: "送信する" }).click();
    await page.waitForURL(`${baseUrl}/contact/thanks`);

    const response = await page.goto(`${baseUrl}/dev/mailbox`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("開発用メールボックス");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const entry = page.getByTestId("mailbox-list").getByRole("link").filter({ hasText: address });
    expect(await entry.textContent()).toContain(CONTACT_ACK_SUBJECT);
    expect(await entry.textContent()).toContain("未送信");
    await expectAccessible(page);
    await saveScreenshot(page, `dev-mailbox-${viewport}`);

    await entry.click();
    await page.waitForURL(/\/dev\/mailbox\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(CONTACT_ACK_SUBJECT);
    expect(await page.getByTestId("mail-body").textContent()).toContain("お問い合わせ");
    await expectAccessible(page);
    await saveScreenshot(page, `dev-mailbox-mail-${viewport}`);
    await page.context().close();
  });
});

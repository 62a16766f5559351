import { mkdir } from "node:fs/promises";

import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS_DIR = "/tmp/shots-settings";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The repository's screenshot, and a copy where the person reviewing this change looks. */
const shoot = (page: Page, name: string) => saveScreenshotTo(page, SHOTS_DIR, name);

const VIEWPORTS = ["desktop", "mobile"] as const;

describe("issue 13: the settings sections (S-BAR-7, S-ME-2)", () => {
  it.each(VIEWPORTS)("the job-change modal asks an unanswered pro once, and is gone after the answer (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await signUpBrowser(page, baseUrl, "pro", { unansweredPro: true });
    await page.goto(`${baseUrl}/mypage/config`);
    const modal = page.getByTestId("job-change-intention-modal");
    await modal.getByRole("heading", { name: "転職意向を教えてください" }).waitFor();
    await expectAccessible(page);
    await shoot(page, `settings-intention-modal-${viewport}`);
    await modal.getByLabel("良い話があれば検討したい").check();
    await modal.getByRole("button", { name: "回答する" }).click();
    await page.getByText("転職意向を保存しました").first().waitFor();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "設定" }).waitFor();
    expect(await modal.isVisible()).toBe(false);
    // The settings page shows the answer given in the modal.
    await page.goto(`${baseUrl}/mypage/config/intention`);
    expect(await page.getByLabel("良い話があれば検討したい").isChecked()).toBe(true);
    await page.context().close();
  });

  it("「あとで」 hides the modal for the rest of the browser session", async () => {
    const page = await newPage(browser, "desktop");
    await signUpBrowser(page, baseUrl, "pro", { unansweredPro: true });
    await page.goto(`${baseUrl}/`);
    const modal = page.getByTestId("job-change-intention-modal");
    await modal.getByRole("button", { name: "あとで" }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await page.goto(`${baseUrl}/mypage/config`);
    expect(await modal.isVisible()).toBe(false);
    await page.context().close();
  });

  it.each(VIEWPORTS)("a pro uploads an avatar and sees it in the top bar, shields a domain, and the hub lists the pro sections (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await signUpBrowser(page, baseUrl, "pro");

    await page.goto(`${baseUrl}/mypage/config`);
    for (const [name, href] of [
      ["プロフィールの編集", "/mypage/config/profile"],
      ["プロフィール画像", "/mypage/config/avatar"],
      ["お名前", "/mypage/config/name"],
      ["メール通知", "/mypage/config/notifications"],
      ["転職意向", "/mypage/config/intention"],
      ["勤務先ブロック", "/mypage/config/shield"],
    ] as const) {
      expect(await page.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(href);
    }
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, `settings-hub-pro-${viewport}`);

    await page.goto(`${baseUrl}/mypage/config/avatar`);
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#d94f30" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("画像を選ぶ").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByAltText("選んだ画像のプレビュー").waitFor();
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, `settings-avatar-preview-${viewport}`);
    await page.getByRole("button", { name: "この画像にする" }).click();
    await page.getByText("プロフィール画像を変更しました").waitFor();
    // The success toast's text is the darker green set in globals.css (sonner's own is under 4.5:1 on its background).
    const toastTitle = page.locator("[data-sonner-toast] [data-title]", { hasText: "プロフィール画像を変更しました" });
    expect(await toastTitle.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(22, 101, 52)");
    const barImage = page.locator("header img").first();
    await expect.poll(() => barImage.getAttribute("src")).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{16}-96\.webp$/);
    const served = await page.request.get(`${baseUrl}${await barImage.getAttribute("src")}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    await shoot(page, `settings-avatar-${viewport}`);
    // After a reload the server renders the same avatar into the bar.
    await page.reload();
    expect(await page.locator("header img").first().getAttribute("src")).toMatch(/-96\.webp$/);

    await page.goto(`${baseUrl}/mypage/config/shield`);
    await page.getByText("現在の勤務先などに、あなたのプロフィールが表示されないようにできます").first().waitFor();
    const domain = page.getByLabel("ドメイン", { exact: true });
    await domain.fill("gmail.com");
    await page.getByRole("button", { name: "追加する" }).click();
    await page.getByText("フリーメールのドメインは登録できません", { exact: false }).first().waitFor();
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, `settings-shield-refused-${viewport}`);
    await domain.fill("ima-kinmu.co.jp");
    await page.getByRole("button", { name: "追加する" }).click();
    await page.getByTestId("shield-list").getByText("@ima-kinmu.co.jp").waitFor();
    await shoot(page, `settings-shield-${viewport}`);

    for (const section of ["name", "notifications", "intention"]) {
      await page.goto(`${baseUrl}/mypage/config/${section}`);
      await expectAccessible(page);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await shoot(page, `settings-${section}-${viewport}`);
    }
    await page.context().close();
  });

  it("an orderer's hub has no pro sections, and their notification switches are their role's", async () => {
    const page = await newPage(browser, "mobile");
    await signUpBrowser(page, baseUrl, "orderer");
    await page.goto(`${baseUrl}/mypage/config`);
    expect(await page.getByRole("link", { name: /^プロフィール画像/ }).count()).toBe(1);
    for (const name of ["プロフィールの編集", "転職意向", "勤務先ブロック"]) expect(await page.getByRole("link", { name: new RegExp(`^${name}`) }).count()).toBe(0);
    await page.goto(`${baseUrl}/mypage/config/notifications`);
    const switches = page.getByRole("switch");
    expect(await switches.count()).toBe(3);
    await expectAccessible(page);
    await page.getByRole("switch", { name: "応募" }).click();
    await page.getByText("応募のメールを停止するように設定しました").waitFor();
    expect(await page.getByRole("switch", { name: "応募" }).getAttribute("aria-checked")).toBe("false");
    await shoot(page, "settings-notifications-orderer-mobile");
    await page.context().close();
  });
});

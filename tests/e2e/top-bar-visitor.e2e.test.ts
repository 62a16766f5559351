import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { INFO_NAV, LOGGED_OUT_LINKS, LOGGED_OUT_NAV, VISITOR_MAIN_NAV } from "@/config/navigation";
import { expectAccessible, hasNoHorizontalOverflow, hrefsIn, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("top bar for a logged-out visitor", () => {
  it("S-BAR-1, S-BAR-12, S-NAV-1: desktop shows the logo link to / and the configured main navigation with the visitor's ?_on=navbar", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/pages/faq`);
    expect(await page.getByRole("banner").getByRole("link", { name: "かけはし トップページ" }).getAttribute("href")).toBe("/");
    expect(await hrefsIn(page, 'nav[aria-label="メインナビゲーション"]')).toEqual(VISITOR_MAIN_NAV.map((l) => l.href));
    expect(await page.getByRole("link", { name: "案件を探す" }).first().isVisible()).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: "かけはし トップページ" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectAccessible(page);
    await saveScreenshot(page, "shell-visitor-desktop");
    await page.context().close();
  });

  it("S-BAR-11, S-NAV-1: desktop offers login and member registration with _on=navbar, and no member icons", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    const banner = page.getByRole("banner");
    expect(await banner.getByRole("link", { name: "ログイン" }).getAttribute("href")).toBe("/login?_on=navbar");
    expect(await banner.getByRole("link", { name: "会員登録" }).getAttribute("href")).toBe("/signup/pro?_on=navbar");
    expect(await page.getByTestId("messages-link").count()).toBe(0);
    expect(await page.getByTestId("announcements-trigger").count()).toBe(0);
    expect(await page.getByTestId("top-bar-skeleton").count()).toBe(0);
    await page.context().close();
  });

  it("S-BAR-13, S-BAR-11, S-NAV-1, S-NAV-3: mobile opens the logged-out drawer with every visitor link", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/`);
    expect(await page.getByRole("navigation", { name: "メインナビゲーション" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "メニューを開く" }).click();
    const drawer = page.getByTestId("logged-out-drawer");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const hrefs = await hrefsIn(page, '[data-testid="logged-out-drawer"]');
    for (const link of [...LOGGED_OUT_NAV, ...LOGGED_OUT_LINKS, ...INFO_NAV]) expect(hrefs).toContain(link.href);
    expect(await drawer.getByRole("link", { name: /かけはしマガジン/ }).getAttribute("target")).toBe("_blank");
    await expectAccessible(page);
    await saveScreenshot(page, "shell-visitor-drawer-mobile");
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("S-BAR-13: a link in the drawer navigates and closes it", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "メニューを開く" }).click();
    await page.getByTestId("logged-out-drawer").getByRole("link", { name: "よくある質問" }).click();
    await page.waitForURL(`${baseUrl}/pages/faq`);
    await expect.poll(() => page.getByTestId("logged-out-drawer").isVisible()).toBe(false);
    await page.context().close();
  });
});

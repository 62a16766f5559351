import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import type { CurrentUser } from "@/features/users/me.service";
import { logInBrowser } from "@tests/support/browser-accounts";
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

async function pageAs(email: string, viewport: "desktop" | "mobile"): Promise<Page> {
  const page = await newPage(browser, viewport);
  await logInBrowser(page, baseUrl, email);
  await page.goto(`${baseUrl}/`);
  return page;
}

async function me(page: Page): Promise<CurrentUser> {
  const response = await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as CurrentUser;
}

async function openProfileMenu(page: Page, viewport: "desktop" | "mobile") {
  if (viewport === "desktop") {
    await page.getByTestId("profile-trigger-desktop").hover();
    await expect.poll(() => page.getByTestId("profile-menu").isVisible()).toBe(true);
    return '[data-testid="profile-hover-menu"]';
  }
  await page.getByTestId("profile-trigger-mobile").click();
  await expect.poll(() => page.getByTestId("profile-drawer").isVisible()).toBe(true);
  return '[data-testid="profile-drawer"]';
}

describe("top bar for a pro", () => {
  it.each(["desktop", "mobile"] as const)("S-BAR-2, S-BAR-7, S-BAR-10, S-NAV-2, S-NAV-3 (%s): the pro's icons and profile drawer", async (viewport) => {
    const page = await pageAs(DEMO_EMAILS.pro, viewport);
    const user = await me(page);
    const messages = page.getByTestId("messages-link");
    expect(await messages.getAttribute("href")).toBe("/project_chat_rooms");
    expect(await page.getByTestId("messages-unread-mark").count()).toBe(user.isUnreadMessage ? 1 : 0);
    // S-BAR-7: the settings icon sits in the desktop bar; on mobile settings live in the drawer.
    expect(await page.getByTestId("settings-link").isVisible()).toBe(viewport === "desktop");
    expect(await page.getByTestId("settings-link").getAttribute("href")).toBe("/mypage/config");
    const menu = await openProfileMenu(page, viewport);
    const hrefs = await hrefsIn(page, menu);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `/top/pros/${user.id}`,
        "/mypage/accept/projects",
        "/mypage/config",
        "/top/projects",
        "/top/pros",
        "/news",
        "/pages/overview",
        "/documents/guide",
        "/pages/faq",
        "/contact/new",
        "/pages/terms",
        "/pages/policy",
        "/pages/security",
        "/pages/law",
      ]),
    );
    // Decision 028: a pro sees none of the orderer's pages.
    for (const href of ["/mypage/order/applies", "/mypage/order/projects", "/top/projects#create-project-request-modal", "/business"]) expect(hrefs).not.toContain(href);
    expect(await page.getByTestId("corporation-switch-entry").count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, `shell-pro-menu-${viewport}`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("S-BAR-2: the unread mark follows isUnreadMessage from /api/v2/me", async () => {
    const page = await pageAs(DEMO_EMAILS.pro, "desktop");
    // The demo pro has chats with unread messages; the mark and its accessible name say so.
    expect((await me(page)).isUnreadMessage).toBe(true);
    expect(await page.getByRole("link", { name: "メッセージ（未読あり）" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("S-BAR-13: on desktop the profile drawer opens on hover and closes after the mouse leaves", async () => {
    const page = await pageAs(DEMO_EMAILS.pro, "desktop");
    await openProfileMenu(page, "desktop");
    await page.mouse.move(200, 600);
    await expect.poll(() => page.getByTestId("profile-menu").isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("keyboard use of the top bar", () => {
  it("S-BAR-13: the account menu opens with Enter, its links take Tab focus, and Escape closes it back onto the trigger", async () => {
    const page = await pageAs(DEMO_EMAILS.orderer, "desktop");
    const trigger = page.getByTestId("profile-trigger-desktop");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("profile-menu").isVisible()).toBe(true);
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=profile-menu]") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("profile-menu").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("profile-trigger-desktop");
    await page.context().close();
  });
});

describe("top bar for an orderer", () => {
  it.each(["desktop", "mobile"] as const)("S-BAR-8, S-BAR-9, S-BAR-15 (%s): the corporation block with registration at /projects/new", async (viewport) => {
    const page = await pageAs(DEMO_EMAILS.orderer, viewport);
    const user = await me(page);
    expect(user.plan).not.toBe("free");
    const menu = await openProfileMenu(page, viewport);
    const hrefs = await hrefsIn(page, menu);
    expect(hrefs).toEqual(expect.arrayContaining([`/corporations/${user.currentCorporation?.id}`, "/mypage/order/projects", "/mypage/order/applies", "/projects/new"]));
    expect(hrefs).not.toContain("/project_requests/new");
    expect(await page.getByTestId("corporation-switch-entry").isVisible()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, `shell-orderer-menu-${viewport}`);
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)(
    "S-BAR-8, S-BAR-15 (%s): a free-plan orderer with one corporation registers through the request page and has no switch",
    async (viewport) => {
      const page = await pageAs(DEMO_EMAILS.free, viewport);
      const user = await me(page);
      expect(user.plan).toBe("free");
      expect(user.corporations).toHaveLength(1);
      const hrefs = await hrefsIn(page, await openProfileMenu(page, viewport));
      expect(hrefs).toContain("/project_requests/new");
      expect(hrefs).not.toContain("/projects/new");
      expect(await page.getByTestId("corporation-switch-entry").count()).toBe(0);
      await saveScreenshot(page, `shell-free-menu-${viewport}`);
      await page.context().close();
    },
  );
});

describe("logging out", () => {
  it.each(["desktop", "mobile"] as const)("S-BAR-17 (%s): logout from the menu sends DELETE /logout with _method=delete and lands logged out on /", async (viewport) => {
    const page = await pageAs(DEMO_EMAILS.free, viewport);
    await page.goto(`${baseUrl}/news`);
    await openProfileMenu(page, viewport);
    const logoutRequest = page.waitForRequest((r) => r.url() === `${baseUrl}/logout`);
    await page.getByRole("button", { name: "ログアウト" }).click();
    const request = await logoutRequest;
    expect(request.method()).toBe("DELETE");
    expect(request.postData()).toBe("_method=delete");
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole("link", { name: "会員登録" }).first().isVisible()).toBe(true);
    expect((await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).status()).toBe(401);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import type { AnnouncementsPage } from "@/features/announcements/announcements.schemas";
import { expectAccessible, launchChromium, newPage, saveScreenshot, type VIEWPORTS } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the API from inside the page, the way the product's HTTP client does (cookies, CSRF). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokenResponse = await fetch("/api/v2/csrf_token", { headers: { "X-Requested-With": "XMLHttpRequest" } });
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json", "X-CSRF-Token": csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** A browser signed in as a demo account (through the API: only the login journey types passwords). */
async function pageLoggedInAs(email: string, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${baseUrl}/login`);
  expect((await callApi(page, "POST", "/v2/sessions", { email, password: DEMO_PASSWORD })).status).toBe(200);
  return page;
}

/** A brand-new orderer: every announcement is unread for them, and the demo accounts stay as seeded. */
async function pageWithNewOrderer(): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${baseUrl}/login`);
  const signUp = await callApi(page, "POST", "/v2/users", {
    role: "orderer",
    companyName: "株式会社おしらせ検証",
    email: `announcements-${Date.now()}@example.test`,
    password: "oshirase-no-pass-2026",
    lastName: "高橋",
    firstName: "直子",
    lastNameKana: "タカハシ",
    firstNameKana: "ナオコ",
    agreeToTerms: true,
  });
  expect(signUp.status).toBe(201);
  return page;
}

const items = (page: Page) => page.getByTestId("announcement-item");
const unreadBadges = (page: Page) => page.getByTestId("unread-badge");

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBe(false);
}

describe("/announcements for visitors", () => {
  it.each(["desktop", "mobile"] as const)("a signed-out visitor is asked to log in (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/announcements`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("お知らせ一覧｜かけはし");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("お知らせ一覧");
    expect(await page.getByRole("link", { name: "ログインしてお知らせを見る" }).getAttribute("href")).toBe("/login?next=%2Fannouncements");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/announcements`);
    expect(await items(page).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, `announcements-visitor-${viewport}`);
    await page.context().close();
  });
});

describe("/announcements for members", () => {
  it("S-ANN-1 the demo orderer sees 20 a page, newest first, with 未読 where the API says unread, and pages on", async () => {
    const page = await pageLoggedInAs(DEMO_EMAILS.orderer, "desktop");
    // Other journeys may open the top bar's dropdown (which marks all read), so compare with the API.
    const fromApi = (await callApi(page, "GET", "/v2/announcements")).json as AnnouncementsPage;
    await page.goto(`${baseUrl}/announcements`);
    expect(await items(page).count()).toBe(20);
    expect(await items(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(fromApi.announcements.map((a) => a.title));
    const badgeFlags = await items(page).evaluateAll((nodes) => nodes.map((n) => n.querySelector('[data-testid="unread-badge"]') !== null));
    expect(badgeFlags).toEqual(fromApi.announcements.map((a) => !a.read));
    await expect.poll(() => page.getByText(/^\d{4}年\d{1,2}月\d{1,2}日$/).count()).toBe(20);
    const published = await page.locator("time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
    expect(published).toEqual([...published].sort().reverse());
    expect(await page.getByText("（全22件）", { exact: false }).count()).toBe(1);
    // Viewing the page marks nothing read.
    expect((await callApi(page, "GET", "/v2/announcements")).json).toEqual(fromApi);
    await expectAccessible(page);
    await saveScreenshot(page, "announcements-orderer-desktop");
    const firstTitles = await items(page).getByRole("heading", { level: 2 }).allTextContents();

    const pager = page.getByRole("navigation", { name: "お知らせのページ送り" });
    await pager.getByRole("link", { name: "次へ" }).click();
    await page.waitForURL(`${baseUrl}/announcements?page=2`);
    await expect.poll(() => items(page).count()).toBeGreaterThan(0);
    const secondTitles = await items(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(secondTitles.filter((t) => firstTitles.includes(t))).toEqual([]);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe("2");
    await expectAccessible(page);
    await page.context().close();
  });

  it("S-ANN-2 「すべて既読にする」 clears every 未読 mark, on every page, and it stays cleared", async () => {
    const page = await pageWithNewOrderer();
    await page.goto(`${baseUrl}/announcements`);
    expect(await unreadBadges(page).count()).toBe(20);
    await page.getByRole("button", { name: "すべて既読にする" }).click();
    await expect.poll(() => unreadBadges(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "すべて既読にする" }).count()).toBe(0);
    expect(await items(page).count()).toBe(20);
    await page.goto(`${baseUrl}/announcements?page=2`);
    expect(await items(page).count()).toBeGreaterThan(0);
    expect(await unreadBadges(page).count()).toBe(0);
    const me = await callApi(page, "GET", "/v2/me");
    expect((me.json as { hasUnreadAnnouncement: boolean }).hasUnreadAnnouncement).toBe(false);
    await expectAccessible(page);
    await page.context().close();
  });

  it("a failed call shows a Japanese error and keeps the marks", async () => {
    const page = await pageWithNewOrderer();
    await page.goto(`${baseUrl}/announcements`);
    // A stale page: the CSRF token in the meta tag no longer matches.
    await page.evaluate(() => document.querySelector('meta[name="csrf-token"]')?.setAttribute("content", "stale"));
    await page.getByRole("button", { name: "すべて既読にする" }).click();
    await expect.poll(() => page.getByTestId("form-alert").textContent()).toMatch(/^既読にできませんでした。/);
    expect(await unreadBadges(page).count()).toBe(20);
    await saveScreenshot(page, "announcements-mark-error-desktop");
    await page.context().close();
  });

  it("the demo pro's list at phone width", async () => {
    const page = await pageLoggedInAs(DEMO_EMAILS.pro, "mobile");
    await page.goto(`${baseUrl}/announcements`);
    expect(await items(page).count()).toBe(20);
    const me = (await callApi(page, "GET", "/v2/me")).json as { hasUnreadAnnouncement: boolean };
    expect(await page.getByRole("button", { name: "すべて既読にする" }).isVisible()).toBe(me.hasUnreadAnnouncement);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, "announcements-pro-mobile");
    await page.getByRole("link", { name: "2ページ目" }).click();
    await page.waitForURL(`${baseUrl}/announcements?page=2`);
    await expect.poll(() => items(page).count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, "announcements-pro-page2-mobile");
    // A hand-edited page past the end shows the last page instead of nothing.
    await page.goto(`${baseUrl}/announcements?page=99`);
    expect(await page.locator('[aria-current="page"]').textContent()).toBe("2");
    await page.context().close();
  });
});

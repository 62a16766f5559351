import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser, signUpBrowser } from "@tests/support/browser-accounts";
import { afterQueuedRenders, expectAccessible, launchChromium, newPage, pauseClock, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;
/** One brand-new pro for the whole file (sign-ups are rate limited per IP): everything is unread for them. */
let unreadSession: Awaited<ReturnType<BrowserContext["storageState"]>>;

beforeAll(async () => {
  browser = await launchChromium();
  const page = await newPage(browser, "desktop");
  await signUpBrowser(page, baseUrl, "pro");
  unreadSession = await page.context().storageState();
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The fresh pro, whose announcements stay unread until the last test reads them; tests that do not
 * care about the badge use the demo pro.
 */
async function unreadProPage(): Promise<Page> {
  return newPage(browser, "desktop", { storageState: unreadSession });
}

async function demoProPage(viewport: "desktop" | "mobile"): Promise<Page> {
  const page = await newPage(browser, viewport);
  await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
  return page;
}

function announcement(id: number) {
  return { id, title: `お知らせ ${id}`, body: null, publishedAt: "2026-11-01T00:00:00.000Z", targetUrl: `/news/${id}`, read: false };
}

const panel = (page: Page) => page.getByTestId("announcements-panel");
const badge = (page: Page) => page.getByTestId("announcements-badge");

describe("announcements dropdown", () => {
  it("S-BAR-3: re-entering within 250 ms keeps the dropdown open; staying away closes it", async () => {
    const page = await demoProPage("desktop");
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    const trigger = page.getByTestId("announcements-trigger");
    await trigger.hover();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    // The page's time moves only when the test says, however long the mouse moves take.
    await pauseClock(page);
    await page.mouse.move(100, 600);
    await page.clock.runFor(200);
    await trigger.hover();
    await page.clock.runFor(500);
    await afterQueuedRenders(page);
    expect(await panel(page).isVisible()).toBe(true);
    await page.mouse.move(100, 600);
    await page.clock.runFor(300);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it("S-BAR-4, S-ANN-1: keeps only the first 7 announcements", async () => {
    const page = await demoProPage("desktop");
    await page.route("**/api/v2/announcements", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ announcements: Array.from({ length: 12 }, (_, i) => announcement(i + 1)) }) }),
    );
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("announcements-trigger").click();
    await expect.poll(() => page.getByTestId("announcements-list").getByRole("listitem").count()).toBe(7);
    expect(await page.getByTestId("announcements-list").textContent()).not.toContain("お知らせ 8");
    await page.context().close();
  });

  it("S-BAR-5: shows 読み込み中… while loading and 通知がまだありません when empty", async () => {
    const page = await demoProPage("desktop");
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v2/announcements", async (route) => {
      await released;
      // An empty page, in the documented shape (the API never answered a bare array).
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ announcements: [], page: 1, perPage: 20, totalCount: 0, totalPages: 0 }),
      });
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("announcements-trigger").click();
    await expect.poll(() => panel(page).textContent()).toContain("読み込み中…");
    release();
    await expect.poll(() => panel(page).textContent()).toContain("通知がまだありません");
    await page.context().close();
  });

  it("S-BAR-5, S-BAR-6: a failed load shows 通知の取得に失敗しました and keeps the badge; the next open tries again", async () => {
    const page = await unreadProPage();
    let calls = 0;
    await page.route("**/api/v2/announcements", (route) => {
      calls += 1;
      return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("announcements-trigger").click();
    await expect.poll(() => panel(page).textContent()).toContain("通知の取得に失敗しました");
    expect(await badge(page).isVisible()).toBe(true);
    await saveScreenshot(page, "announcements-dropdown-error");
    await page.getByTestId("announcements-trigger").click();
    await page.getByTestId("announcements-trigger").click();
    await expect.poll(() => calls).toBe(2);
    await page.context().close();
  });

  it("S-BAR-6: when marking as read fails the badge stays, silently", async () => {
    const page = await unreadProPage();
    await page.route("**/api/v2/announcement_reads", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.goto(`${baseUrl}/`);
    const markedRead = page.waitForEvent("requestfinished", (r) => r.url().endsWith("/api/v2/announcement_reads"));
    await page.getByTestId("announcements-trigger").click();
    await expect.poll(() => page.getByTestId("announcements-list").isVisible()).toBe(true);
    // The failed answer has arrived and been handled: the badge it would have cleared is still there.
    await markedRead;
    await afterQueuedRenders(page);
    expect(await badge(page).isVisible()).toBe(true);
    expect(await panel(page).getByRole("alert").count()).toBe(0);
    await page.context().close();
  });

  it("S-BAR-3, S-BAR-4: on mobile a tap toggles it, it is at most 70vh high, and a touch outside closes it", async () => {
    const page = await demoProPage("mobile");
    await page.goto(`${baseUrl}/`);
    const trigger = page.getByTestId("announcements-trigger");
    await trigger.tap();
    await expect.poll(() => page.getByTestId("announcements-list").isVisible()).toBe(true);
    const maxHeight = await panel(page).evaluate((el) => getComputedStyle(el).maxHeight);
    expect(Number.parseFloat(maxHeight)).toBeCloseTo(844 * 0.7, 0);
    const box = await panel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await saveScreenshot(page, "announcements-dropdown-mobile");
    await page.touchscreen.tap(30, 700);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await trigger.tap();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await trigger.tap();
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it("S-BAR-3: keyboard users open it with Enter and close it with Escape", async () => {
    const page = await demoProPage("desktop");
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("announcements-trigger").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await page.getByTestId("announcements-trigger").getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("announcements-trigger");
    await page.context().close();
  });
  // Last: it reads everything for the fresh pro.
  it("S-BAR-3, S-BAR-4, S-BAR-5, S-BAR-6, S-ANN-1, S-ANN-2, S-API-1: desktop hover loads once, marks all read and clears the badge", async () => {
    const page = await unreadProPage();
    const apiRequests: Request[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v2/announcement")) apiRequests.push(r);
    });
    await page.clock.install();
    await page.goto(`${baseUrl}/`);
    expect(await badge(page).isVisible()).toBe(true);

    await page.getByTestId("announcements-trigger").hover();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("announcements-list").isVisible()).toBe(true);
    const items = await page.getByTestId("announcements-list").getByRole("listitem").count();
    expect(items).toBeGreaterThan(0);
    expect(items).toBeLessThanOrEqual(7);
    const box = await panel(page).evaluate((el) => ({ width: el.getBoundingClientRect().width, maxHeight: getComputedStyle(el).maxHeight }));
    expect(box).toEqual({ width: 400, maxHeight: "680px" });
    const more = panel(page).getByRole("link", { name: /もっと見る/ });
    expect(await more.getAttribute("href")).toBe("/announcements");
    expect(await more.getAttribute("target")).toBe("_blank");
    await expectAccessible(page);
    await saveScreenshot(page, "announcements-dropdown-desktop");

    await expect.poll(() => badge(page).count()).toBe(0);
    const [list, reads] = apiRequests;
    expect(list?.method()).toBe("GET");
    expect(list?.headers()["x-requested-with"]).toBe("XMLHttpRequest");
    expect(list?.headers()["content-type"]).toBe("application/json");
    expect(reads?.method()).toBe("POST");
    expect(reads?.url()).toBe(`${baseUrl}/api/v2/announcement_reads`);
    expect(reads?.headers()["x-csrf-token"]).toBe(await page.locator('meta[name="csrf-token"]').getAttribute("content"));

    // Closes 250 ms after the mouse leaves, not before (the page's clock, not the machine's).
    await pauseClock(page);
    await page.mouse.move(100, 600);
    await page.clock.runFor(240);
    await afterQueuedRenders(page);
    expect(await panel(page).isVisible()).toBe(true);
    await page.clock.runFor(20);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await page.clock.resume();

    // Loaded once: opening again makes no new call.
    await page.getByTestId("announcements-trigger").hover();
    await expect.poll(() => page.getByTestId("announcements-list").isVisible()).toBe(true);
    expect(apiRequests.filter((r) => r.method() === "GET")).toHaveLength(1);

    // The read state is stored: after a reload the badge stays away.
    await page.reload();
    expect(await badge(page).count()).toBe(0);
    await page.context().close();
  });
});

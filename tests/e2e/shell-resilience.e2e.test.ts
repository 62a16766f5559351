import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { startAppServer, type AppServer } from "@tests/support/app-server";
import { createScratchServerDatabase, type ScratchServerDatabase } from "@tests/support/scratch-server-database";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";

let browser: Browser;
let server: AppServer;
let database: ScratchServerDatabase;
const setConnectionsAllowed = (allowed: boolean) => database.setConnectionsAllowed(allowed);

beforeAll(async () => {
  database = await createScratchServerDatabase("kakehashi_e2e");
  server = await startAppServer({ DATABASE_URL: database.url, DEMO_MODE: "true", APP_SECRET: "e2e-secret-".padEnd(40, "x"), LOG_LEVEL: "fatal" });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe("the site shell when the database is unreachable", () => {
  it("S-BAR-14, S-ME-1: the page still renders, the bar shows skeletons while /api/v2/me loads, and a failed call means logged out", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, server.baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${server.baseUrl}/pages/faq`);
    expect(await page.getByTestId("profile-trigger-desktop").isVisible()).toBe(true);

    await setConnectionsAllowed(false);
    try {
      let releaseMe: () => void = () => {};
      const meHeld = new Promise<void>((resolve) => (releaseMe = resolve));
      await page.route("**/api/v2/me", async (route) => {
        await meHeld;
        await route.continue();
      });
      const response = await page.goto(`${server.baseUrl}/pages/faq`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("よくある質問");
      await expect.poll(() => page.getByTestId("top-bar-skeleton").isVisible()).toBe(true);
      await saveScreenshot(page, "shell-skeleton-desktop");
      releaseMe();
      // The server cannot answer /me either: silently treated as logged out.
      await expect.poll(() => page.getByTestId("top-bar-skeleton").count()).toBe(0);
      expect(await page.getByRole("banner").getByRole("link", { name: "ログイン" }).isVisible()).toBe(true);
      await expectAccessible(page);
      await page.unroute("**/api/v2/me");

      // A page that needs the database for its own content shows the error page, answered as 503.
      const visitor = await newPage(browser, "mobile");
      const searchPage = await visitor.goto(`${server.baseUrl}/top/projects`);
      expect(searchPage?.status()).toBe(503);
      expect(searchPage?.headers()["retry-after"]).toBe("5");
      await visitor.context().close();
    } finally {
      await setConnectionsAllowed(true);
    }

    // Back to normal: the session was never lost, and the server renders the user again.
    await page.goto(`${server.baseUrl}/pages/faq`);
    expect(await page.getByTestId("profile-trigger-desktop").isVisible()).toBe(true);
    expect(await page.getByTestId("top-bar-skeleton").count()).toBe(0);
    await page.context().close();
  });
});

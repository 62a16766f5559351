import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import type { CurrentUser } from "@/features/users/me.service";
import { logInBrowser } from "@tests/support/browser-accounts";
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

async function me(page: Page): Promise<CurrentUser> {
  const response = await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as CurrentUser;
}

async function openSwitchDialog(page: Page, viewport: "desktop" | "mobile") {
  await page.getByTestId(viewport === "desktop" ? "profile-trigger-desktop" : "profile-trigger-mobile").click();
  await page.getByTestId("corporation-switch-entry").click();
  const dialog = page.getByRole("dialog", { name: "企業アカウント切り替え" });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe("company account switch", () => {
  it.each(["desktop", "mobile"] as const)(
    "S-BAR-15, S-BAR-16 (%s): lists the corporations, marks the current one 選択中, and switches with a green toast",
    async (viewport) => {
      const page = await newPage(browser, viewport);
      await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
      await page.goto(`${baseUrl}/`);
      const before = await me(page);
      expect(before.corporations.length).toBeGreaterThan(1);

      const dialog = await openSwitchDialog(page, viewport);
      const options = dialog.getByRole("listitem");
      expect(await options.count()).toBe(before.corporations.length);
      const current = dialog.getByRole("button", { name: new RegExp(before.currentCorporation!.name) });
      expect(await current.textContent()).toContain("選択中");
      expect(await current.getAttribute("aria-current")).toBe("true");
      expect(await dialog.getByText("選択中").count()).toBe(1);
      await expectAccessible(page);
      await saveScreenshot(page, `corporation-switch-${viewport}`);

      const target = before.corporations.find((c) => c.id !== before.currentCorporation?.id)!;
      const toastText = `企業アカウントを「${target.name}」に切り替えました`;
      // The page notes when the toast appears, so its lifetime is measured from then, not from
      // whenever this process next looked (late by a poll or more on a busy machine).
      await page.evaluate((text) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(text)) return;
          (window as unknown as { toastShownAt: number }).toastShownAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, toastText);
      const patch = page.waitForRequest((r) => r.method() === "PATCH");
      await dialog.getByRole("button", { name: new RegExp(target.name) }).click();
      const request = await patch;
      expect(request.url()).toBe(`${baseUrl}/api/v2/current_corporations/${target.id}`);
      expect(request.headers()["x-requested-with"]).toBe("XMLHttpRequest");
      expect(request.headers()["x-csrf-token"]).toBe(await page.locator('meta[name="csrf-token"]').getAttribute("content"));

      const toast = page.getByText(toastText);
      await expect.poll(() => toast.isVisible(), { interval: 50 }).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // Sonner's success toast with rich colours: a light green background.
      const background = await page.locator("[data-sonner-toast][data-type=success]").evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(g).toBeGreaterThan(r!);
      expect(g).toBeGreaterThan(b!);
      await saveScreenshot(page, `corporation-switch-toast-${viewport}`);
      expect((await me(page)).currentCorporation?.id).toBe(target.id);
      await expect.poll(() => page.getByTestId("welcome-card").textContent()).toContain(target.name);

      // S-K-1: the toast goes away by itself after 3000 ms.
      await page.mouse.move(5, 800); // a hovered toast would pause its timer
      await expect.poll(() => toast.isVisible(), { timeout: 8000, interval: 50 }).toBe(false);
      const shownFor = await page.evaluate(() => performance.now() - (window as unknown as { toastShownAt: number }).toastShownAt);
      expect(shownFor).toBeGreaterThanOrEqual(2900);
      await page.context().close();
    },
  );

  it("S-BAR-16: a failed switch keeps the current corporation and says so in a red toast", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/`);
    const before = await me(page);
    await page.route("**/api/v2/current_corporations/*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "時間をおいてもう一度お試しください。" } }),
      }),
    );
    const dialog = await openSwitchDialog(page, "desktop");
    const target = before.corporations.find((c) => c.id !== before.currentCorporation?.id)!;
    await dialog.getByRole("button", { name: new RegExp(target.name) }).click();
    await expect.poll(() => page.locator("[data-sonner-toast][data-type=error]").isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect((await me(page)).currentCorporation?.id).toBe(before.currentCorporation?.id);
    await page.context().close();
  });
});

import type { Page } from "playwright-core";
import { expect } from "vitest";
import { saveScreenshotTo } from "./browser";

/** The address bar without the origin, decoded so brackets read as in the spec. */
export function pathOf(page: Page, baseUrl: string): string {
  return decodeURIComponent(page.url().slice(baseUrl.length));
}

/**
 * Waits until the address bar is `path` and the list on screen is that search's settled answer
 * (search-results.tsx marks the region with the href it answers and aria-busy).
 */
export async function waitForSearch(page: Page, baseUrl: string, path: string) {
  await expect.poll(() => pathOf(page, baseUrl)).toBe(path);
  const region = page.getByTestId("search-region");
  await expect
    .poll(async () => [decodeURIComponent((await region.getAttribute("data-search-href")) ?? ""), await region.getAttribute("aria-busy")])
    .toEqual([path, "false"]);
}

/** Presses Tab from where focus is until the focused element matches `selector`; the number of presses, or Infinity past `max`. */
export async function tabsUntil(page: Page, selector: string, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  return Infinity;
}

/** What the focused element says (its text or accessible label), to name it in a failure. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "").trim());
}

/** The breadcrumb's items, first to last, and the page's <h1>. */
export async function crumbsAndHeading(page: Page): Promise<{ crumbs: string[]; heading: string }> {
  const crumbs = await page.getByRole("navigation", { name: "パンくずリスト" }).locator("li").allTextContents();
  return { crumbs: crumbs.map((c) => c.replace("›", "").trim()), heading: (await page.getByRole("heading", { level: 1 }).textContent()) ?? "" };
}

/** A full-page screenshot from the top (sticky bars drawn where they belong), beside the other search-page shots. */
export async function shootFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshotTo(page, "/tmp/shots-a", name);
}

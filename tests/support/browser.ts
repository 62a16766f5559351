import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { expect } from "vitest";

import { nextClientAddress } from "./client-addresses";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium's flags for tests and benchmarks (Lighthouse too): no sandbox or GPU, no lookups outside this machine. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
] as const;

/** Debian's Chromium, headless, making no lookups outside this machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  options: { storageState?: BrowserContextOptions["storageState"] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    // A phone has a touch screen: tests can tap, and outside touches close menus.
    hasTouch: viewport === "mobile",
    storageState: options.storageState,
    // Its own client address (the test server trusts X-Forwarded-For), as each person has.
    extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress() },
  });
  return waitingForHydration(await context.newPage());
}

/**
 * page.goto, page.reload, page.goBack and page.goForward also wait, for an HTML page, until React has hydrated it
 * (`<html data-hydrated>`, src/shell/hydration-marker.tsx): a click or typing before
 * that is lost, and on a busy machine hydration ends seconds after the load event.
 */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilHydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  page.goto = async (...args: Parameters<Page["goto"]>) => untilHydrated(await goto(...args));
  page.reload = async (...args: Parameters<Page["reload"]>) => untilHydrated(await reload(...args));
  // Back and forward answer null when they stay in the document, and a response when they load a page again.
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goBack = async (...args: Parameters<Page["goBack"]>) => untilHydrated(await goBack(...args));
  page.goForward = async (...args: Parameters<Page["goForward"]>) => untilHydrated(await goForward(...args));
  return page;
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // After a client-side navigation Next streams the new <title> in a moment later: scan once it is there.
  await page.waitForFunction(() => document.title.length > 0);
  const results = await new AxeBuilder({ page: page as never }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Saves a full-page screenshot under tests/e2e/.artifacts for a person to look at. */
export async function saveScreenshot(page: Page, name: string) {
  // CI sets E2E_SCREENSHOTS=0: nobody looks at its pictures, and each costs a full-page capture.
  if (process.env.E2E_SCREENSHOTS === "0") return;
  const dir = path.resolve(import.meta.dirname, "../e2e/.artifacts");
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** saveScreenshot, and a copy in `dir` where the person reviewing a change looks (/tmp/shots-…). */
export async function saveScreenshotTo(page: Page, dir: string, name: string) {
  if (process.env.E2E_SCREENSHOTS === "0") return;
  await saveScreenshot(page, name);
  await mkdir(dir, { recursive: true });
  await copyFile(path.resolve(import.meta.dirname, "../e2e/.artifacts", `${name}.png`), path.join(dir, `${name}.png`));
}

/** Every href inside the element(s) matched, in document order. */
export async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} a[href]`, (links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** True when nothing on the page is wider than the viewport. */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Resolves once the work the page had already queued has run — a React render scheduled by a timer
 * or by an answer that just arrived — so a test can then assert that something did NOT change
 * without sleeping. Two round trips through a MessageChannel, the queue React's scheduler uses.
 */
export async function afterQueuedRenders(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded) so that
 * timers, such as a menu's 250 ms close delay, fire only when the test runs the clock: what is
 * asserted then does not depend on how busy the machine is.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

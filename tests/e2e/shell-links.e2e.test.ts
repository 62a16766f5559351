import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
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

/** Every same-site link in the top bar, the mobile drawer (opened for this) and the footer. */
async function shellLinks(page: Page, isSignedIn: boolean): Promise<string[]> {
  await page.getByTestId(isSignedIn ? "profile-trigger-mobile" : "logged-out-drawer-trigger").click();
  await page.locator("dialog[open] a").first().waitFor();
  const hrefs = await page.$$eval("header a[href], footer a[href], dialog[open] a[href]", (links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/")).map((h) => h.split("#")[0]!))];
}

describe("links in the site shell", () => {
  it.each([
    ["visitor", null],
    ["pro", DEMO_EMAILS.pro],
    ["orderer", DEMO_EMAILS.orderer],
    ["free-plan orderer", DEMO_EMAILS.free],
  ] as const)("no link shown to a %s leads to a 404 or an error, and each page passes the accessibility scan", async (_role, email) => {
    const page = await newPage(browser, "mobile");
    if (email) await logInBrowser(page, baseUrl, email);
    await page.goto(`${baseUrl}/`);
    const links = await shellLinks(page, email !== null);
    expect(links.length).toBeGreaterThan(40);
    for (const href of links) {
      const response = await page.request.get(`${baseUrl}${href}`, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
    await page.context().close();
  });

  it("unknown landing conditions are a 404", async () => {
    const page = await newPage(browser, "desktop");
    for (const path of ["/professions/9999", "/tags/abc", "/required_skills/NoSuchSkill", "/special_projects_pages/none", "/corporations/0"]) {
      expect((await page.request.get(`${baseUrl}${path}`)).status(), path).toBe(404);
    }
    await page.context().close();
  });

  it("S-NAV-2: #create-project-request-modal opens the registration modal on any page, which sends an orderer to their plan's registration", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.free);
    await page.goto(`${baseUrl}/top/projects`);
    // The orderer's own menu registers through its plan's target (decision 028); the modal's link
    // opens it from anywhere, as a hash on the page.
    await page.evaluate(() => {
      window.location.hash = "create-project-request-modal";
    });
    const modal = page.getByRole("dialog", { name: "案件を登録する" });
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/top/projects#create-project-request-modal`);
    expect(await modal.getByRole("link", { name: "案件の掲載を依頼する" }).getAttribute("href")).toBe("/project_requests/new");
    await expectAccessible(page);
    await saveScreenshot(page, "create-project-request-modal");
    await page.keyboard.press("Escape");
    await expect.poll(() => modal.isVisible()).toBe(false);
    // The hash goes when the dialog's close event has run.
    await expect.poll(() => page.url()).toBe(`${baseUrl}/top/projects`);
    await page.context().close();
  });
});

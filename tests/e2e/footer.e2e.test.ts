import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SITE_LINKS, siteLinkHref, SOCIAL_LINKS } from "@/config/navigation";
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

const groupLists = (page: Page) => page.getByTestId("footer-group-list");

async function siteLinkNames(page: Page): Promise<string[]> {
  return page.$$eval("[data-site-link]", (items) => items.map((li) => li.getAttribute("data-site-link") ?? ""));
}

describe("footer", () => {
  it("S-FOOT-1: four link groups, all expanded at first; toggling one flips only that one", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    const footer = page.getByTestId("site-footer");
    // Native disclosures (<details open>): no script needed to open or close them (issue 19).
    const groups = footer.locator("details[data-group]");
    const toggles = groups.locator("summary");
    expect(await toggles.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      expect(await groups.nth(i).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(await groupLists(page).nth(i).isVisible()).toBe(true);
      expect(await groupLists(page).nth(i).getByRole("link").count()).toBeGreaterThan(0);
    }
    await toggles.nth(1).click();
    await expect.poll(() => groups.nth(1).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => groupLists(page).nth(1).isVisible()).toBe(false);
    for (const i of [0, 2, 3]) expect(await groupLists(page).nth(i).isVisible()).toBe(true);
    await toggles.nth(1).press("Enter");
    await expect.poll(() => groupLists(page).nth(1).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });

  it("S-500-5: the 500 page carries the footer with the footer project list", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/error/500`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("500：Internal Server Error");
    expect(await groupLists(page).count()).toBe(4);
    expect(await groupLists(page).first().getByRole("link").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("S-FOOT-2: on large screens the first three groups have 4 columns and the fourth 2", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    const columns = await groupLists(page).evaluateAll((lists) => lists.map((l) => getComputedStyle(l).gridTemplateColumns.split(" ").length));
    expect(columns).toEqual([4, 4, 4, 2]);
    await page.context().close();
  });

  it("S-FOOT-1: the group links lead to the search landing pages, which answer", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    const hrefs = await groupLists(page).evaluateAll((lists) => lists.flatMap((l) => [...l.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "")));
    expect(hrefs.some((h) => h.startsWith("/professions/"))).toBe(true);
    expect(hrefs).toContain("/required_skills/TypeScript");
    expect(hrefs.some((h) => h.startsWith("/remote_types/"))).toBe(true);
    expect(hrefs.some((h) => h.startsWith("/tags/"))).toBe(true);
    expect(hrefs.some((h) => h.startsWith("/special_projects_pages/"))).toBe(true);
    for (const href of hrefs) expect((await page.request.get(`${baseUrl}${href}`)).status(), href).toBe(200);
    await page.context().close();
  });

  it("S-FOOT-3: recruiter_guide is shown only to a signed-in orderer; every other site link to everyone", async () => {
    const everyoneElse = SITE_LINKS.filter((l) => l.name !== "recruiter_guide").map((l) => l.name);
    const visitor = await newPage(browser, "desktop");
    await visitor.goto(`${baseUrl}/`);
    expect(await siteLinkNames(visitor)).toEqual(everyoneElse);
    await visitor.context().close();

    const pro = await newPage(browser, "desktop");
    await logInBrowser(pro, baseUrl, DEMO_EMAILS.pro);
    await pro.goto(`${baseUrl}/`);
    expect(await siteLinkNames(pro)).toEqual(everyoneElse);
    await pro.context().close();

    const orderer = await newPage(browser, "mobile");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    await orderer.goto(`${baseUrl}/`);
    expect(await siteLinkNames(orderer)).toEqual(SITE_LINKS.map((l) => l.name));
    const guide = SITE_LINKS.find((l) => l.name === "recruiter_guide")!;
    expect(await orderer.locator('[data-site-link="recruiter_guide"] a').getAttribute("href")).toBe(siteLinkHref(guide));
    await orderer.context().close();
  });

  it.each(["desktop", "mobile"] as const)("S-FOOT-4 (%s): logo, certification badge, two social links and the operating company's copyright", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/`);
    const footer = page.getByTestId("site-footer");
    expect(await footer.getByRole("link", { name: "かけはし トップページ" }).getAttribute("href")).toBe("/");
    expect(await footer.getByTestId("certification-badge").isVisible()).toBe(true);
    const social = await footer.locator("[data-social]").evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.getAttribute("target")]));
    expect(social).toEqual(SOCIAL_LINKS.map((l) => [l.href, "_blank"]));
    expect(await footer.getByTestId("copyright").textContent()).toMatch(/^© \d{4} かけはし株式会社$/);
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
    await saveScreenshot(page, `footer-${viewport}`);
    await page.context().close();
  });
});

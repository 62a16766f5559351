import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { JobAggregatorReader, toJobRow } from "@tests/support/job-aggregator-reader";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;
let openProjectId: number;

beforeAll(async () => {
  browser = await launchChromium();
  const response = await fetch(`${baseUrl}/api/v2/top/projects?search_project[exclude_closed_projects]=1`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  openProjectId = ((await response.json()) as { projectList: { id: number }[] }).projectList[0]!.id;
});
afterAll(async () => {
  await browser?.close();
});

async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
}

type NextData = { props: { pageProps: { staticProject: Record<string, unknown> & { projectDetailStructuredData: { jobPosting: unknown } } } } };

/** The page's __NEXT_DATA__ (issue 11): one data block, parsed. */
async function nextDataOf(page: Page): Promise<NextData> {
  const script = page.locator("script#__NEXT_DATA__");
  expect(await script.count()).toBe(1);
  expect(await script.getAttribute("type")).toBe("application/json");
  return JSON.parse((await script.textContent()) ?? "") as NextData;
}

/** GET /api/v2/top/projects/{id} as the page's reader (the browser context's cookies, if any). */
async function apiDetailFor(page: Page, id: number): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${baseUrl}/api/v2/top/projects/${id}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe("project page", () => {
  it.each(["desktop", "mobile"] as const)(
    "a visitor sees every field with the corporation masked, JobPosting data, and is asked to log in to like or apply (%s)",
    async (viewport) => {
      const page = await newPage(browser, viewport);
      const response = await page.goto(`${baseUrl}/top/projects/${openProjectId}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByTestId("project-status").textContent()).toBe("募集中");
      expect(await page.getByRole("main").textContent()).toContain("＊＊＊＊＊");
      // The budget label names its unit (月額, 時給 or 年収: decision 022), whichever the newest project has.
      for (const term of ["単価（", "稼働", "リモート", "勤務地", "契約形態", "掲載日"]) expect(await page.getByRole("main").textContent()).toContain(term);
      const ld = await jsonLdOf(page);
      expect(ld).toMatchObject({ "@type": "JobPosting", hiringOrganization: { name: "かけはし掲載企業" } });
      expect(typeof ld.validThrough).toBe("string");
      expect(await page.getByTestId("apply-area").getAttribute("href")).toBe(`/login?next=%2Fprojects%2F${openProjectId}%2Fapply`);
      expect(await page.getByTestId("edit-project-link").count()).toBe(0);
      await page.getByTestId("like-button").click();
      await expect.poll(() => page.getByRole("status").textContent()).toContain("いいねするにはログインしてください。");
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page);
      await saveScreenshot(page, `project-detail-visitor-${viewport}`);
      await page.context().close();
    },
  );

  it("S-LIKE-1: a signed-in pro likes and unlikes; the count changes without a reload and the corporation is named", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
    await page.goto(`${baseUrl}/top/projects/${openProjectId}`);
    expect(await page.getByRole("main").textContent()).not.toContain("＊＊＊＊＊");
    // issue 11: the member's page embeds the member's answer, corporation named.
    const embedded = (await nextDataOf(page)).props.pageProps.staticProject;
    expect(embedded).toEqual(await apiDetailFor(page, openProjectId));
    expect(embedded.corporation).toMatchObject({ isMasked: false, id: expect.any(Number) });
    const button = page.getByTestId("like-button");
    const before = Number(await page.getByTestId("like-count").textContent());
    const wasLiked = (await button.getAttribute("aria-pressed")) === "true";
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(!wasLiked));
    expect(Number(await page.getByTestId("like-count").textContent())).toBe(before + (wasLiked ? -1 : 1));
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(wasLiked));
    expect(Number(await page.getByTestId("like-count").textContent())).toBe(before);
    await saveScreenshot(page, "project-detail-pro-desktop");
    await page.context().close();
  });

  it("S-LIKE-1: a pro sees the projects they liked under 案件管理", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
    await page.goto(`${baseUrl}/top/projects/${openProjectId}`);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const button = page.getByTestId("like-button");
    if ((await button.getAttribute("aria-pressed")) !== "true") {
      await button.click();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    }
    await page.goto(`${baseUrl}/mypage/accept/projects?tab=likes`);
    expect(await page.getByTestId("liked-projects").textContent()).toContain(title);
    await expectAccessible(page);
    await saveScreenshot(page, "liked-projects-mobile");
    await page.context().close();
  });

  it("/projects/{id} redirects to the project page; unknown projects are 404", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/projects/${openProjectId}`);
    expect(page.url()).toBe(`${baseUrl}/top/projects/${openProjectId}`);
    expect((await page.request.get(`${baseUrl}/top/projects/99999999`)).status()).toBe(404);
    expect((await page.request.get(`${baseUrl}/top/projects/abc`)).status()).toBe(404);
    await page.context().close();
  });

  it("a closed project stays reachable and is clearly marked", async () => {
    const page = await newPage(browser, "mobile");
    let closedId: number | undefined;
    for (let id = 1; id <= 80 && closedId === undefined; id++) {
      const html = await (await page.request.get(`${baseUrl}/top/projects/${id}`)).text();
      if (html.includes("この案件は募集を終了しました")) closedId = id;
    }
    expect(closedId).toBeDefined();
    await page.goto(`${baseUrl}/top/projects/${closedId}`);
    expect(await page.getByTestId("project-status").textContent()).toBe("募集終了");
    expect((await nextDataOf(page)).props.pageProps.staticProject).toMatchObject({ state: "closed", closedAt: expect.stringMatching(/\+09:00$/) });
    expect(await page.getByTestId("apply-area").count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, "project-detail-closed-mobile");
    await page.context().close();
  });
});

describe("the project page for job-aggregator tools (issue 11: the compatible shape)", () => {
  it("issue 11: the page embeds the API's detail as __NEXT_DATA__ (visitor: masked), and still hydrates and runs its own scripts without console errors", async () => {
    const page = await newPage(browser, "desktop");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // newPage's goto waits for <html data-hydrated>: React hydrated the page with the script present.
    const response = await page.goto(`${baseUrl}/top/projects/${openProjectId}`);
    expect(response?.status()).toBe(200);
    const api = await apiDetailFor(page, openProjectId);
    // A visitor's page may come from the shared cache, where a like count lags by up to its 30 s (decision 031).
    const staticProject = { ...api, likeCount: expect.any(Number) };
    expect(await nextDataOf(page)).toEqual({ props: { pageProps: { staticProject } }, page: "/top/projects/[id]", query: { id: String(openProjectId) } });
    expect(api).toMatchObject({ corporation: { id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true }, createdAt: expect.stringMatching(/\+09:00$/) });
    // The page's JSON-LD is the object the API names projectDetailStructuredData.jobPosting.
    expect(await jsonLdOf(page)).toEqual((api.projectDetailStructuredData as { jobPosting: unknown }).jobPosting);
    // The page's own scripts respond: the like button's login hint, and a client-side navigation.
    await page.getByTestId("like-button").click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("いいねするにはログインしてください。");
    await page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link", { name: "案件を探す" }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/top/projects`);
    await page.getByTestId("search-results").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("issue 11: a tool reads the same project from the page as from the API; an unknown id's page is 404 saying お探しのページが見つかりませんでした", async () => {
    const reader = new JobAggregatorReader((url, init) => fetch(url, init), baseUrl);
    const fromPage = await reader.readDetailFromPage(openProjectId);
    expect(fromPage).toEqual(await reader.readDetail(openProjectId));
    expect(toJobRow(fromPage!)).toMatchObject({ id: openProjectId, company: "＊＊＊＊＊", isClosed: false, postedAt: expect.stringMatching(/\+09:00$/) });
    expect(await reader.readDetailFromPage(99999999)).toBeNull();
    expect(await reader.readDetail(99999999)).toBeNull();

    const page = await newPage(browser, "mobile");
    const response = await page.goto(`${baseUrl}/top/projects/99999999`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("お探しのページが見つかりませんでした");
    expect(await page.locator("script#__NEXT_DATA__").count()).toBe(0);
    await page.context().close();
  });
});

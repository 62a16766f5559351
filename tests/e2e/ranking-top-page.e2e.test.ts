import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
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

type RankingAnswer = { projects: { id: number; rank: number; title: string }[] };

async function rankingFromApi(): Promise<RankingAnswer> {
  const response = await fetch(`${baseUrl}/api/v2/top/projects/ranking`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(response.status).toBe(200);
  return (await response.json()) as RankingAnswer;
}

async function rankedIdsOn(page: Page, section: string): Promise<number[]> {
  const hrefs = await hrefsIn(page, `${section} [data-testid="ranked-project"]`);
  return hrefs.filter((h) => /^\/top\/projects\/\d+$/.test(h)).map((h) => Number(h.split("/").pop()));
}

describe("top page and project ranking", () => {
  it.each(["desktop", "mobile"] as const)(
    "S-RANK-1: the top page shows the promises, a search box, popular conditions, newest projects and the ranking's top five (%s)",
    async (viewport) => {
      const page = await newPage(browser, viewport);
      expect((await page.goto(`${baseUrl}/`))?.status()).toBe(200);
      const main = page.getByRole("main");
      for (const promise of ["仲介手数料0円", "最短1日で商談", "プロは完全無料", "実名のプロだけ"]) await expect.poll(() => main.textContent()).toContain(promise);

      await expect.poll(() => page.getByRole("searchbox", { name: "キーワードで案件を探す" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "検索" }).count()).toBe(1);

      const shortcuts = await hrefsIn(page, '[data-testid="popular-conditions"]');
      expect(shortcuts).toContain("/professions/1");
      expect(shortcuts).toContain("/required_skills/TypeScript");
      expect(shortcuts).toContain("/remote_types/1");

      const newest = page.getByTestId("newest-projects");
      expect(await newest.getByRole("listitem").count()).toBe(6);
      expect(await hrefsIn(page, '[data-testid="newest-projects"]')).toContain("/top/projects?search_project%5Bexclude_closed_projects%5D=1");

      const preview = page.getByTestId("ranking-preview");
      expect(await preview.getByTestId("rank-badge").allTextContents()).toEqual(["第1位", "第2位", "第3位", "第4位", "第5位"]);
      expect(await rankedIdsOn(page, '[data-testid="ranking-preview"]')).toEqual((await rankingFromApi()).projects.slice(0, 5).map((p) => p.id));
      expect(await preview.getByRole("link", { name: "ランキングをすべて見る" }).getAttribute("href")).toBe("/top/projects/ranking");

      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page);
      await saveScreenshot(page, `top-page-${viewport}`);
      await page.context().close();
    },
  );

  it("the search box sends the free word to /top/projects", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("searchbox", { name: "キーワードで案件を探す" }).fill("React 東京");
    await Promise.all([page.waitForURL((url) => url.pathname === "/top/projects"), page.getByRole("button", { name: "検索" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("search_project[free_word]")).toBe("React 東京");
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)(
    "S-RANK-1: the ranking page lists twenty open projects in the API's order, the first three emphasised (%s)",
    async (viewport) => {
      const page = await newPage(browser, viewport);
      expect((await page.goto(`${baseUrl}/top/projects/ranking`))?.status()).toBe(200);
      expect(await page.title()).toBe("案件ランキング｜かけはし");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("案件ランキング");
      expect(await page.getByRole("navigation", { name: "パンくずリスト" }).textContent()).toContain("案件を探す");

      const api = await rankingFromApi();
      expect(api.projects).toHaveLength(20);
      expect(await rankedIdsOn(page, '[data-testid="ranked-projects"]')).toEqual(api.projects.map((p) => p.id));
      const badges = page.getByTestId("rank-badge");
      expect(await badges.allTextContents()).toEqual(api.projects.map((p) => `第${p.rank}位`));
      // Gold, silver and bronze: the podium badges have a colour of their own, later places are white.
      const backgrounds = await badges.evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).backgroundColor));
      expect(new Set(backgrounds.slice(0, 3)).size).toBe(3);
      expect(backgrounds.slice(3).every((colour) => colour === backgrounds[3])).toBe(true);
      expect(backgrounds.slice(0, 3)).not.toContain(backgrounds[3]);

      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page);
      await saveScreenshot(page, `project-ranking-${viewport}`);
      await page.context().close();
    },
  );

  it("S-LIKE-1: a signed-in pro can like a ranked project in place", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
    await page.goto(`${baseUrl}/top/projects/ranking`);
    const first = page.getByTestId("ranked-project").first();
    const button = first.getByTestId("like-button");
    const wasLiked = (await button.getAttribute("aria-pressed")) === "true";
    const before = Number(await first.getByTestId("like-count").textContent());
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(!wasLiked));
    expect(Number(await first.getByTestId("like-count").textContent())).toBe(before + (wasLiked ? -1 : 1));
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(wasLiked));
    await page.context().close();
  });
});

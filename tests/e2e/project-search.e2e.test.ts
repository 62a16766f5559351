import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type SearchAnswer = { totalCount: number; isTotalCapped: boolean; projectList: { id: number; title: string }[] };

async function apiSearch(query: string): Promise<SearchAnswer> {
  const response = await fetch(`${baseUrl}/api/v2/top/projects?${query}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as SearchAnswer;
}

/** The address bar without the origin, decoded so brackets read as in the spec. */
function pathOf(page: Page): string {
  return decodeURIComponent(page.url().slice(baseUrl.length));
}

async function resultTitles(page: Page): Promise<string[]> {
  await page.getByTestId("search-results").or(page.getByTestId("search-empty")).waitFor();
  return page.getByTestId("project-result").locator("h3").allTextContents();
}

/** The search the list on screen answers, and whether a newer one is loading (search-results.tsx). */
async function shownSearch(page: Page): Promise<{ href: string; busy: string | null }> {
  const region = page.getByTestId("search-region");
  const href = await region.getAttribute("data-search-href");
  return { href: decodeURIComponent(href ?? ""), busy: await region.getAttribute("aria-busy") };
}

/**
 * Waits until the address bar is `path` and the list on screen is that search's answer, settled.
 * Waiting for "no skeleton" alone was met by the old list between a back/forward and the fetch
 * it starts; the region's href only changes when the new answer is shown.
 */
async function waitForResults(page: Page, path: string) {
  await expect.poll(() => pathOf(page)).toBe(path);
  await expect.poll(() => shownSearch(page)).toEqual({ href: path, busy: "false" });
}

describe("project search page", () => {
  it("S-SRCH-1, S-SRCH-3: ticked boxes make the search dirty; searching writes them to the URL and shows the API's results", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects`);
    const filters = page.getByRole("complementary", { name: "検索条件" });
    await filters.getByLabel("60〜80万円", { exact: true }).check();
    await filters.locator("summary", { hasText: "契約形態" }).click();
    await filters.getByLabel("業務委託", { exact: true }).check();
    await expect.poll(() => page.getByTestId("dirty-notice").isVisible()).toBe(true);
    await page.getByTestId("dirty-notice").getByRole("button", { name: "この条件で検索する" }).click();
    await waitForResults(page, "/top/projects?search_project[budget_id]=3&search_project[contract_types][]=outsourcing");
    expect(await page.getByTestId("dirty-notice").count()).toBe(0);
    const expected = await apiSearch("search_project[budget_id]=3&search_project[contract_types][]=outsourcing");
    expect(await resultTitles(page)).toEqual(expected.projectList.map((p) => p.title));
    expect(await page.getByTestId("result-count").textContent()).toContain(`${expected.totalCount.toLocaleString("ja-JP")}件`);
    expect(await page.getByTestId("search-heading").textContent()).toBe("60〜80万円・業務委託の案件一覧");
    await expectAccessible(page);
    await saveScreenshot(page, "search-filtered-desktop");

    // Reload keeps the search (the URL is the state).
    await page.reload();
    expect(await page.getByRole("button", { name: "業務委託の条件を外す" }).isVisible()).toBe(true);
    expect(await resultTitles(page)).toEqual(expected.projectList.map((p) => p.title));
    await page.context().close();
  });

  it("S-SRCH-4: a chip removes its condition and searches again; すべてクリア empties the search", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects?search_project[area_ids][]=13&search_project[free_word]=React`);
    await page.getByRole("button", { name: "東京都の条件を外す" }).click();
    await waitForResults(page, "/top/projects?search_project[free_word]=React");
    expect(await resultTitles(page)).toEqual((await apiSearch("search_project[free_word]=React")).projectList.map((p) => p.title));
    await page.getByRole("button", { name: "すべてクリア" }).click();
    await waitForResults(page, "/top/projects");
    expect(await page.getByTestId("search-heading").textContent()).toBe("案件を探す");
    await page.context().close();
  });

  it("S-SRCH-1: pages, sort and back/forward all restore the search from the URL", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects?search_project[area_ids][]=13`);
    const firstPage = await resultTitles(page);
    await page.getByRole("combobox", { name: "並び順" }).selectOption("2");
    await waitForResults(page, "/top/projects?search_project[area_ids][]=13&search_project[sort]=2");
    const byBudget = await resultTitles(page);
    expect(byBudget).toEqual((await apiSearch("search_project[area_ids][]=13&search_project[sort]=2")).projectList.map((p) => p.title));
    await page.getByRole("navigation", { name: "検索結果のページ送り" }).getByRole("link", { name: "2ページ目", exact: true }).click();
    await waitForResults(page, "/top/projects?search_project[area_ids][]=13&search_project[sort]=2&page=2");
    expect(await resultTitles(page)).toEqual((await apiSearch("search_project[area_ids][]=13&search_project[sort]=2&page=2")).projectList.map((p) => p.title));
    expect(await page.title()).toContain("（2ページ目）");

    await page.goBack();
    await waitForResults(page, "/top/projects?search_project[area_ids][]=13&search_project[sort]=2");
    expect(await resultTitles(page)).toEqual(byBudget);
    await page.goBack();
    await waitForResults(page, "/top/projects?search_project[area_ids][]=13");
    expect(await page.getByRole("combobox", { name: "並び順" }).inputValue()).toBe("1");
    expect(await resultTitles(page)).toEqual(firstPage);
    await page.goForward();
    await waitForResults(page, "/top/projects?search_project[area_ids][]=13&search_project[sort]=2");
    expect(await page.getByRole("combobox", { name: "並び順" }).inputValue()).toBe("2");
    expect(await resultTitles(page)).toEqual(byBudget);
    await page.context().close();
  });

  it("free word: full-width, kana and case variants find the same projects as the API; no match shows how to loosen the search", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects`);
    const box = page.getByRole("searchbox", { name: "フリーワードで案件を探す" });
    await box.fill("ｒｅａｃｔ　りもーと");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForResults(page, "/top/projects?search_project[free_word]=ｒｅａｃｔ　りもーと");
    const expected = await apiSearch("search_project[free_word]=React%20リモート");
    expect(expected.totalCount).toBeGreaterThan(0);
    expect(await resultTitles(page)).toEqual(expected.projectList.map((p) => p.title));

    await box.fill("該当しないはずの言葉ぽよぽよ");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForResults(page, "/top/projects?search_project[free_word]=該当しないはずの言葉ぽよぽよ");
    expect(await page.getByTestId("search-empty").textContent()).toContain("条件に合う案件が見つかりませんでした");
    await expectAccessible(page);
    await page.getByTestId("search-empty").getByRole("button", { name: "条件をすべてクリア" }).click();
    await waitForResults(page, "/top/projects");
    await page.context().close();
  });

  it("S-SRCH-8, S-SRCH-9: a landing page preselects its condition and owns its canonical; one such condition chosen on /top/projects lands there", async () => {
    const page = await newPage(browser, "desktop");
    const response = await page.goto(`${baseUrl}/required_skills/TypeScript`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId("search-heading").textContent()).toBe("TypeScriptの案件一覧");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/required_skills/TypeScript`);
    expect(await page.getByRole("complementary", { name: "検索条件" }).getByLabel("TypeScript", { exact: true }).isChecked()).toBe(true);
    const landing = await resultTitles(page);
    const viaApi = (await (
      await fetch(`${baseUrl}/api/v2/top/projects/required_skills/TypeScript`, { headers: { "X-Requested-With": "XMLHttpRequest" } })
    ).json()) as SearchAnswer;
    expect(landing).toEqual(viaApi.projectList.map((p) => p.title));

    // Narrowing further keeps the landing page and adds to its query.
    const filters = page.getByRole("complementary", { name: "検索条件" });
    await filters.locator("summary", { hasText: "勤務地" }).click();
    await filters.locator("summary", { hasText: "関東" }).click();
    await filters.getByLabel("東京都", { exact: true }).check();
    await page.getByTestId("apply-conditions").first().click();
    await expect.poll(() => pathOf(page)).toBe("/required_skills/TypeScript?search_project[area_ids][]=13");
    await page.reload();
    expect(decodeURIComponent((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "")).toBe(
      `${baseUrl}/required_skills/TypeScript?search_project[area_ids][]=13`,
    );

    // From the general search, choosing exactly one profession moves to that profession's page.
    await page.goto(`${baseUrl}/top/projects`);
    await page.getByRole("complementary", { name: "検索条件" }).getByLabel("デザイナー", { exact: true }).check();
    await page.getByTestId("apply-conditions").first().click();
    await page.waitForURL(/\/professions\/\d+$/);
    await expect.poll(() => page.getByTestId("search-heading").textContent()).toBe("デザイナーの案件一覧");
    expect((await page.goto(`${baseUrl}/professions/99999`))?.status()).toBe(404);
    // A skill whose name holds a slash has its page too.
    expect((await page.goto(`${baseUrl}/required_skills/HTML%2FCSS`))?.status()).toBe(200);
    expect(await page.getByTestId("search-heading").textContent()).toBe("HTML/CSSの案件一覧");
    await page.context().close();
  });

  it("mobile: the filter drawer picks conditions and searches; chips and results fit the screen", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/top/projects`);
    expect(await page.getByRole("complementary", { name: "検索条件" }).isVisible()).toBe(false);
    await page.getByTestId("open-filters").click();
    const drawer = page.getByTestId("filter-drawer");
    await drawer.locator("summary", { hasText: "稼働日数" }).click();
    await drawer.getByLabel("週3日（週24〜31h）", { exact: true }).check();
    await drawer.getByLabel("60〜80万円", { exact: true }).check();
    await saveScreenshot(page, "search-drawer-mobile");
    await drawer.getByTestId("apply-conditions").click();
    await waitForResults(page, "/top/projects?search_project[available_time_ids][]=3&search_project[budget_id]=3");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.getByTestId("open-filters").textContent()).toContain("2");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, "search-results-mobile");
    await page.context().close();
  });

  it("a URL with an unusable condition still shows results and says what was dropped", async () => {
    const page = await newPage(browser, "desktop");
    const response = await page.goto(`${baseUrl}/top/projects?search_project[profession_ids][]=99999&search_project[area_ids][]=13`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId("dropped-conditions").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "東京都の条件を外す" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

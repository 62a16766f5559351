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

type ProAnswer = { totalCount: number; proList: { id: number; displayName: string }[] };

async function apiSearch(query: string): Promise<ProAnswer> {
  const response = await fetch(`${baseUrl}/api/v2/top/pros?${query}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as ProAnswer;
}

const pathOf = (page: Page) => decodeURIComponent(page.url().slice(baseUrl.length));

async function shownNames(page: Page): Promise<string[]> {
  await page.getByTestId("search-results").or(page.getByTestId("search-empty")).waitFor();
  return page.getByTestId("pro-result").locator("h3").allTextContents();
}

/** The address bar is `path` and the list on screen is that search's settled answer (search-results.tsx). */
async function waitForResults(page: Page, path: string) {
  await expect.poll(() => pathOf(page)).toBe(path);
  const region = page.getByTestId("search-region");
  await expect
    .poll(async () => [decodeURIComponent((await region.getAttribute("data-search-href")) ?? ""), await region.getAttribute("aria-busy")])
    .toEqual([path, "false"]);
}

describe("pro search page (issue 13)", () => {
  it("issue 13: filters and a free word search pros, the URL keeps the search through reload and back, and a search with no match offers to clear it (1280 px)", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/pros`);
    expect(await page.getByTestId("search-heading").textContent()).toBe("プロを探す");
    const filters = page.getByRole("complementary", { name: "検索条件" });
    await filters.getByLabel("フルリモート", { exact: true }).check();
    await filters.locator("summary", { hasText: "稼働日数" }).click();
    await filters.getByLabel("週3日以上", { exact: true }).check();
    // The long skill list shows its first 16; 「もっと見る」 reveals the rest and puts focus on the first revealed one.
    const skills = filters.locator('ul[data-group="skill"]');
    const shortCount = await skills.locator("input").count();
    await filters.getByRole("button", { name: /^もっと見る/ }).click();
    await expect.poll(() => skills.locator("input").count()).toBeGreaterThan(shortCount);
    expect(await page.evaluate(() => document.activeElement?.closest("ul")?.getAttribute("data-group"))).toBe("skill");
    await page.getByTestId("dirty-notice").getByRole("button", { name: "この条件で検索する" }).click();
    const filtered = "search_pro[remote_types][]=full_remote&search_pro[available_days]=3";
    await waitForResults(page, `/top/pros?${filtered}`);
    const expected = await apiSearch(filtered);
    expect(expected.totalCount).toBeGreaterThan(0);
    expect(await shownNames(page)).toEqual(expected.proList.map((p) => p.displayName));
    // A visitor reads 「山田 T.」: the family name and an initial (decision 020).
    for (const name of await shownNames(page)) expect(name).toMatch(/^\S+ [A-Z]\.$|^\S+$/);
    await expectAccessible(page);
    await saveScreenshot(page, "pro-search-filtered-desktop");

    const box = page.getByRole("searchbox", { name: "フリーワードでプロを探す" });
    await box.fill("ｴﾝｼﾞﾆｱ");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForResults(page, `/top/pros?${filtered}&search_pro[free_word]=ｴﾝｼﾞﾆｱ`);
    const withWord = await apiSearch(`${filtered}&search_pro[free_word]=${encodeURIComponent("ｴﾝｼﾞﾆｱ")}`);
    expect(await shownNames(page)).toEqual(withWord.proList.map((p) => p.displayName));

    await page.reload();
    expect(await page.getByRole("button", { name: "フルリモートの条件を外す" }).isVisible()).toBe(true);
    expect(await shownNames(page)).toEqual(withWord.proList.map((p) => p.displayName));
    await page.goBack();
    await waitForResults(page, `/top/pros?${filtered}`);
    expect(await shownNames(page)).toEqual(expected.proList.map((p) => p.displayName));
    // Back also empties the box; typing before it has would be overwritten by the restored search.
    await expect.poll(() => box.inputValue()).toBe("");

    await box.fill("該当しないはずの言葉ぬゑ");
    expect(await box.inputValue()).toBe("該当しないはずの言葉ぬゑ");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForResults(page, `/top/pros?${filtered}&search_pro[free_word]=該当しないはずの言葉ぬゑ`);
    await page.getByTestId("search-empty").waitFor();
    expect(await page.getByTestId("search-empty").textContent()).toContain("条件に合うプロが見つかりませんでした");
    await expectAccessible(page);
    await page.getByRole("button", { name: "条件をすべてクリア" }).click();
    await waitForResults(page, "/top/pros");
    await page.context().close();
  });

  it("issue 13: on a phone the filters open in a drawer, the page fits 390 px, and a card links to the profile", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/top/pros`);
    await page.getByTestId("open-filters").click();
    const drawer = page.getByTestId("filter-drawer");
    await drawer.getByLabel("フルリモート", { exact: true }).check();
    await drawer.getByRole("button", { name: "この条件で検索する" }).click();
    await waitForResults(page, "/top/pros?search_pro[remote_types][]=full_remote");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, "pro-search-mobile");
    const first = (await apiSearch("search_pro[remote_types][]=full_remote")).proList[0]!;
    expect(await page.getByTestId("pro-result").first().getByRole("link").getAttribute("href")).toBe(`/top/pros/${first.id}`);

    await page.goto(`${baseUrl}/top/pros/required_skills/TypeScript`);
    expect(await page.getByTestId("search-heading").textContent()).toBe("TypeScriptのプロ一覧");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/top\/pros\/required_skills\/TypeScript$/);
    await saveScreenshot(page, "pro-search-landing-mobile");
    await page.context().close();
  });
});

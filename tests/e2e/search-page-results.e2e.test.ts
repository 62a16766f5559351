import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage } from "@tests/support/browser";
import { pathOf, waitForSearch, shootFromTop } from "@tests/support/search-page-helpers";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const NONSENSE = "リアクトゥ";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A search's own URL as the API and the page spell it (brackets escaped). */
function searchHref(path: string, params: [string, string][]): string {
  return `${path}?${new URLSearchParams(params)}`;
}

async function likeState(page: Page, projectId: number) {
  const card = page.getByTestId("project-result").filter({ has: page.locator(`a[href="/top/projects/${projectId}"]`) });
  return { button: card.getByTestId("like-button"), count: async () => Number(await card.getByTestId("like-count").textContent()) };
}

describe("the result card's heart is the like button (issue 17, S-LIKE-1)", () => {
  it.each(["desktop", "mobile"] as const)("a signed-in pro likes and unlikes in place; the choice is kept; both states pass axe (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
    await page.goto(`${baseUrl}/top/projects`);
    const href = await page.getByTestId("project-result").first().locator("h3 a").getAttribute("href");
    const projectId = Number(href!.split("/").pop());
    const { button, count } = await likeState(page, projectId);
    const wasLiked = (await button.getAttribute("aria-pressed")) === "true";
    const before = await count();
    // Compact on the card, but it says what it is and that the count is all-time.
    expect(await button.getAttribute("aria-pressed")).toMatch(/^(true|false)$/);
    const name = new RegExp(`^${wasLiked ? "いいね済み" : "いいね"}\\s*累計\\s*${before}$`);
    expect(await page.getByTestId("project-result").getByRole("button", { name }).count()).toBeGreaterThan(0);

    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe(String(!wasLiked));
    expect(await count()).toBe(before + (wasLiked ? -1 : 1));
    await expectAccessible(page);
    await page.reload();
    expect(await (await likeState(page, projectId)).button.getAttribute("aria-pressed")).toBe(String(!wasLiked));

    const again = await likeState(page, projectId);
    await again.button.click();
    await expect.poll(() => again.button.getAttribute("aria-pressed")).toBe(String(wasLiked));
    expect(await again.count()).toBe(before);
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("a visitor's click asks them to log in, as on the project page", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/top/projects`);
    const card = page.getByTestId("project-result").first();
    await card.getByTestId("like-button").click();
    await expect.poll(() => card.getByRole("status").textContent()).toContain("いいねするにはログインしてください。");
    expect(await card.getByTestId("like-button").getAttribute("aria-pressed")).toBe("false");
    await expectAccessible(page);
    await page.context().close();
  });
});

describe("the ranking tells its 30 days from the all-time count (issue 17)", () => {
  it.each(["desktop", "mobile"] as const)("the like button says 累計 and the lead says which figure is which (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/top/projects/ranking`);
    const first = page.getByTestId("ranked-project").first();
    expect(await first.getByTestId("like-button").textContent()).toMatch(/^いいね(済み)?累計\d+$/);
    expect(await first.textContent()).toMatch(/直近30日/);
    expect(await page.getByText("いいねボタンの「累計」は掲載からの合計です").count()).toBe(1);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shootFromTop(page, `ranking-${viewport}`);
    await page.context().close();
  });
});

describe("おすすめ順 only with a free word (issue 17)", () => {
  it.each([
    ["/top/projects", "search_project", "4", "desktop"],
    ["/top/pros", "search_pro", "5", "mobile"],
  ] as const)("%s: offered once a word is searched; removing the word goes back to 新着順 (%s, %s)", async (path, prefix, sortKey, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}${path}`);
    const sort = page.getByRole("combobox", { name: "並び順" });
    expect(await sort.locator("option").allTextContents()).not.toContain("おすすめ順");
    const box = page.getByRole("searchbox", { name: /^フリーワードで/ });
    await box.fill("React");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForSearch(page, baseUrl, `${path}?${prefix}[free_word]=React`);
    expect(await sort.locator("option").allTextContents()).toContain("おすすめ順");
    await sort.selectOption({ label: "おすすめ順" });
    await expect.poll(() => pathOf(page, baseUrl)).toBe(`${path}?${prefix}[free_word]=React&${prefix}[sort]=${sortKey}`);
    await expect.poll(() => page.getByTestId("search-region").getAttribute("aria-busy")).toBe("false");
    expect(await sort.inputValue()).toBe(sortKey);

    await box.fill("");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForSearch(page, baseUrl, path);
    expect(await sort.inputValue()).toBe("1");
    expect(await sort.locator("option").allTextContents()).not.toContain("おすすめ順");
    await page.context().close();
  });
});

describe("an empty result offers the API's hints (issue 17)", () => {
  it.each(["desktop", "mobile"] as const)("rendered from the answer: 「もしかして」 and 「…を外すと N件」 search in place (%s, answer stubbed)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const hints = {
      didYouMean: [{ word: "React", href: searchHref("/top/projects", [["search_project[free_word]", "React"]]) }],
      withoutCondition: [{ label: `フリーワード「${NONSENSE}」`, count: 1000, isCountCapped: true, href: "/top/projects" }],
    };
    // Only the nonsense search's answer gets hints; the searches the links run are the server's own.
    await page.route(/\/api\/v2\/top\/projects\?/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { totalCount: number; zeroResultHints: unknown };
      if (answer.totalCount === 0) answer.zeroResultHints = hints;
      await route.fulfill({ response, json: answer });
    });
    await page.goto(`${baseUrl}/top/projects`);
    await page.getByRole("searchbox", { name: "フリーワードで案件を探す" }).fill(NONSENSE);
    await page.getByRole("button", { name: "検索", exact: true }).click();
    await waitForSearch(page, baseUrl, `/top/projects?search_project[free_word]=${NONSENSE}`);
    const panel = page.getByTestId("zero-result-hints");
    expect(await panel.getByTestId("did-you-mean").textContent()).toBe("もしかして: React");
    expect(await panel.getByTestId("without-condition").getByRole("link").allTextContents()).toEqual([`フリーワード「${NONSENSE}」を外すと 1,000件以上`]);
    // The empty state's own words and the way to clear everything stay.
    expect(await page.getByTestId("search-empty").textContent()).toContain("条件に合う案件が見つかりませんでした");
    expect(await page.getByTestId("search-empty").getByRole("button", { name: "条件をすべてクリア" }).count()).toBe(1);
    await expectAccessible(page);
    await shootFromTop(page, `zero-results-stubbed-${viewport}`);

    await panel.getByRole("link", { name: "React" }).click();
    await waitForSearch(page, baseUrl, "/top/projects?search_project[free_word]=React");
    expect(await page.getByTestId("project-result").count()).toBeGreaterThan(0);
    expect(await page.getByRole("searchbox", { name: "フリーワードで案件を探す" }).inputValue()).toBe("React");
    await page.context().close();
  });

  // Needs the server's hints (zeroResultHints filled in by the search service).
  it.each([
    ["/top/projects", "search_project", "desktop"],
    ["/top/projects", "search_project", "mobile"],
    ["/top/pros", "search_pro", "desktop"],
  ] as const)("from the server on first load: %s with a misspelt word and 東京都 (%s, %s)", async (path, prefix, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(
      `${baseUrl}${searchHref(path, [
        [`${prefix}[free_word]`, NONSENSE],
        [`${prefix}[area_ids][]`, "13"],
      ])}`,
    );
    await page.getByTestId("search-empty").waitFor();
    await shootFromTop(page, `zero-results-${path.split("/").pop()}-${viewport}`);
    const panel = page.getByTestId("zero-result-hints");
    expect(await panel.getByTestId("did-you-mean").getByRole("link", { name: "React" }).count()).toBe(1);
    const without = panel.getByTestId("without-condition").getByRole("link");
    const texts = await without.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^.+を外すと [\d,]+件(以上)?$/);
    await expectAccessible(page);
    const href = (await without.first().getAttribute("href"))!;
    await without.first().click();
    await waitForSearch(page, baseUrl, decodeURIComponent(href));
    expect(await page.getByTestId("search-results").isVisible()).toBe(true);
    await page.context().close();
  });
});

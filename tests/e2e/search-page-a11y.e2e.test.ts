import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage } from "@tests/support/browser";
import { crumbsAndHeading, focusedText, tabsUntil, shootFromTop } from "@tests/support/search-page-helpers";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const KEYWORD_BOX = 'main input[type="search"][name$="[free_word]"]';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The filter panel: the sidebar on a wide screen, the drawer (opened here) on a phone. */
async function filterPanel(page: Page, viewport: "desktop" | "mobile"): Promise<Locator> {
  if (viewport === "desktop") return page.getByRole("complementary", { name: "検索条件" });
  await page.getByTestId("open-filters").click();
  return page.getByTestId("filter-drawer");
}

describe("the search pages by keyboard (issue 17)", () => {
  it.each([
    ["/top/projects", "desktop"],
    ["/top/projects", "mobile"],
    ["/top/pros", "desktop"],
    ["/top/pros", "mobile"],
  ] as const)("%s (%s): the keyword box is a few Tabs from the top; 「検索結果へ移動」 is the page's first stop, shown on focus", async (path, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}${path}`);
    // The top bar's links, the skip links, the breadcrumb, then the box: the panel's ~200 choices come after the results.
    const presses = await tabsUntil(page, KEYWORD_BOX);
    expect(presses).toBeLessThanOrEqual(viewport === "desktop" ? 15 : 10);

    await page.reload();
    await tabsUntil(page, "main a, main button, main input, main select, main summary");
    expect(await focusedText(page)).toBe("検索結果へ移動");
    const link = await page.getByRole("link", { name: "検索結果へ移動" }).boundingBox();
    expect(link?.width ?? 0).toBeGreaterThan(60);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-results-heading");
    // The next Tab continues in the results' toolbar, past the box and the chips.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="search-region"]')))).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });

  it("1280 px: 「検索条件へ移動」 jumps to the panel drawn on the left, which comes after the results in the page's order", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects`);
    const panel = await page.getByRole("complementary", { name: "検索条件" }).boundingBox();
    const results = await page.getByTestId("search-region").boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(results!.x);
    await page.getByRole("link", { name: "検索条件へ移動" }).focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("条件で絞り込む");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("aside")))).toBe(true);
    await page.context().close();
  });
});

describe("long lists in the filter panel (issue 17)", () => {
  it("1280 px: skills show 16 until 「もっと見る」 (aria-expanded); a chosen one stays; the narrowing box shows every match", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/top/projects`);
    const filters = await filterPanel(page, "desktop");
    const skills = filters.locator('ul[data-group="skill"]');
    const more = filters.getByRole("button", { name: /^もっと見る/ });
    expect(await skills.locator("input").count()).toBe(16);
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.click();
    const less = filters.getByRole("button", { name: "閉じる", exact: true });
    expect(await less.getAttribute("aria-expanded")).toBe("true");
    // Focus goes to the first choice revealed (the new entries are above the button).
    expect(await page.evaluate(() => document.activeElement?.closest("ul")?.getAttribute("data-group"))).toBe("skill");
    const names = await skills.locator("label").allTextContents();
    expect(names.length).toBeGreaterThan(16);
    const last = names.at(-1)!;
    await skills.getByLabel(last, { exact: true }).check();
    await less.click();
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    expect(await skills.locator("input").count()).toBe(17);
    expect(await skills.getByLabel(last, { exact: true }).isChecked()).toBe(true);

    await filters.getByRole("searchbox", { name: "スキル・言語の候補を絞り込む" }).fill("ｓｃｒｉｐｔ");
    const matches = await skills.locator("label").allTextContents();
    expect(matches).toEqual(names.filter((n) => n.toLowerCase().includes("script")));
    expect(matches.length).toBeGreaterThan(1);
    expect(await filters.getByRole("button", { name: /^もっと見る|^閉じる$/ }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)("areas (%s): 北海道 is one choice; typing narrows the prefectures; a region opens with its choice", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/top/projects`);
    const filters = await filterPanel(page, viewport);
    await filters.locator("summary", { hasText: "勤務地" }).click();
    const areas = filters.locator('ul[data-group="area"]');
    // The group's body is rendered by its toggle event, a moment after the click.
    await areas.waitFor();
    expect(await areas.getByLabel("北海道", { exact: true }).count()).toBe(1);
    expect(await areas.getByText("北海道すべて").count()).toBe(0);
    expect((await areas.locator("summary").allTextContents()).map((t) => t.trim())).toEqual(["東北", "関東", "中部", "近畿", "中国", "四国", "九州・沖縄"]);
    await areas.locator("summary", { hasText: "関東" }).click();
    await shootFromTop(page, `areas-open-${viewport}`);

    const box = filters.getByRole("searchbox", { name: "勤務地の候補を絞り込む" });
    await box.fill("福");
    expect(await areas.locator("label").allTextContents()).toEqual(["福島県", "福井県", "福岡県"]);
    await areas.getByLabel("福岡県", { exact: true }).check();
    await box.fill("");
    await expect.poll(() => areas.locator("summary", { hasText: "九州・沖縄" }).textContent()).toContain("1件選択");
    await areas.getByLabel("北海道", { exact: true }).check();
    await shootFromTop(page, `areas-chosen-${viewport}`);
    await expectAccessible(page);
    await filters.getByTestId("apply-conditions").click();
    await expect.poll(() => page.getByTestId("search-heading").textContent()).toBe("福岡県・北海道の案件一覧");
    expect(await page.getByRole("button", { name: "北海道の条件を外す" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("the breadcrumb follows the search that ran (issue 17)", () => {
  it.each(["desktop", "mobile"] as const)("projects (%s): a landing page narrowed in place ends its breadcrumb with the new <h1>", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/professions/1`);
    expect(await crumbsAndHeading(page)).toEqual({ crumbs: ["トップ", "案件を探す", "エンジニアの案件一覧"], heading: "エンジニアの案件一覧" });
    const filters = await filterPanel(page, viewport);
    await filters.getByRole("searchbox", { name: "スキル・言語の候補を絞り込む" }).fill("TypeScript");
    await filters.getByLabel("TypeScript", { exact: true }).check();
    await filters.getByTestId("apply-conditions").click();
    await expect.poll(() => page.getByTestId("search-heading").textContent()).toBe("エンジニア・TypeScriptの案件一覧");
    expect(new URL(page.url()).pathname).toBe("/professions/1");
    const { crumbs, heading } = await crumbsAndHeading(page);
    expect(crumbs).toEqual(["トップ", "案件を探す", "エンジニアの案件一覧", heading]);
    const crumbLinks = page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link");
    expect(await crumbLinks.last().getAttribute("href")).toBe("/professions/1");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shootFromTop(page, `filtered-${viewport}`);
    await page.context().close();
  });

  it.each(["desktop", "mobile"] as const)("pros (%s): after filtering the breadcrumb's last item is the <h1>", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/top/pros`);
    expect(await crumbsAndHeading(page)).toEqual({ crumbs: ["トップ", "プロを探す"], heading: "プロを探す" });
    const filters = await filterPanel(page, viewport);
    await filters.getByLabel("フルリモート", { exact: true }).check();
    await filters.locator("summary", { hasText: "稼働日数" }).click();
    await filters.getByLabel("週3日以上", { exact: true }).check();
    await filters.getByTestId("apply-conditions").click();
    await expect.poll(() => page.getByTestId("search-heading").textContent()).not.toBe("プロを探す");
    const { crumbs, heading } = await crumbsAndHeading(page);
    expect(crumbs).toEqual(["トップ", "プロを探す", heading]);
    expect(heading).toContain("フルリモート");
    await expectAccessible(page);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

/** Every content route with the heading a visitor sees (S-NAV-3 info menu, S-BAR-11, S-FOOT-3). */
const CONTENT_PAGES = [
  { path: "/pages/overview", h1: "会社概要" },
  { path: "/pages/benefits", h1: "かけはしのメリット" },
  { path: "/pages/faq", h1: "よくある質問" },
  { path: "/pages/terms", h1: "利用規約" },
  { path: "/pages/policy", h1: "プライバシーポリシー" },
  { path: "/pages/security", h1: "情報セキュリティ方針" },
  { path: "/pages/law", h1: "特定商取引法に基づく表記" },
  { path: "/documents/guide", h1: "発注者ガイド" },
  { path: "/documents/recruiter_guide", h1: "ご利用マニュアル（発注企業アカウント向け）" },
  { path: "/business", h1: "採用担当者の方へ" },
] as const;

const VIEWPORTS = ["desktop", "mobile"] as const;

function screenshotName(path: string, viewport: string) {
  return `content${path.replaceAll("/", "-")}-${viewport}`;
}

async function openPage(path: string, viewport: (typeof VIEWPORTS)[number] = "desktop"): Promise<Page> {
  const page = await newPage(browser, viewport);
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return page;
}

describe("content pages", () => {
  const cases = CONTENT_PAGES.flatMap((entry) => VIEWPORTS.map((viewport) => ({ ...entry, viewport })));

  it.each(cases)("S-NAV-3: $path shows 「$h1」 with its canonical link, fits the $viewport width and passes the axe scan", async ({ path, h1, viewport }) => {
    const page = await openPage(path, viewport);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.count()).toBe(1);
    expect(await heading.textContent()).toContain(h1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}${path}`);
    expect(await page.title()).toMatch(/｜かけはし$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{40,}/);
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(overflow.scroll, "the page scrolls sideways").toBeLessThanOrEqual(overflow.inner);
    await expectAccessible(page);
    await saveScreenshot(page, screenshotName(path, viewport));
    await page.context().close();
  });
});

describe("the FAQ page", () => {
  it("opens an answer when its question is clicked, and closes it again", async () => {
    const page = await openPage("/pages/faq", "mobile");
    const item = page.locator("details#faq-pro-fee");
    const answer = item.getByText("すべての機能を無料でご利用いただけます");
    expect(await answer.isVisible()).toBe(false);
    await item.locator("summary").click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await item.locator("summary").click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.context().close();
  });

  it("opens an answer from the keyboard (Enter on the focused question) and the open state passes the axe scan", async () => {
    const page = await openPage("/pages/faq");
    const item = page.locator("details#faq-company-brokerage");
    await item.locator("summary").focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Enter");
    await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await item.getByText("契約金額に応じた仲介手数料やマージンは発生しません").isVisible()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, "content-pages-faq-open-desktop");
    await page.context().close();
  });

  it("has every answer in the HTML a crawler reads, and no FAQPage structured data repeating them (decision 032)", async () => {
    const response = await fetch(`${baseUrl}/pages/faq`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("会員登録、案件の検索・応募、企業とのチャット、受注まで、プロの方はすべての機能を無料でご利用いただけます。");
    expect(body).toContain("発行します。有料プランの料金については、登録番号を記載した適格請求書を発行します。");
    expect(body).not.toContain("FAQPage");
    expect(body).not.toContain("application/ld+json");
  });
});

describe("legal pages", () => {
  it("the terms' table of contents jumps to an article, and the page names the court and dates", async () => {
    const page = await openPage("/pages/terms", "mobile");
    const toc = page.getByRole("navigation", { name: "目次" });
    expect(await toc.getByRole("link").count()).toBe(25);
    await toc.getByRole("link", { name: "第21条（反社会的勢力の排除）" }).click();
    await page.waitForURL(`${baseUrl}/pages/terms#article-21`);
    const target = page.locator("#article-21");
    expect(await target.textContent()).toBe("第21条（反社会的勢力の排除）");
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    expect(await page.getByText("東京地方裁判所を第一審の専属的合意管轄裁判所").isVisible()).toBe(true);
    expect(await page.locator("time").first().getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.context().close();
  });

  it("the commercial notice and the overview show the operating company from one profile", async () => {
    for (const path of ["/pages/law", "/pages/overview"]) {
      const page = await openPage(path);
      const text = await page.locator("article").textContent();
      expect(text).toContain("かけはし株式会社");
      expect(text).toContain("〒100-0005 東京都千代田区丸の内一丁目8番3号 丸の内トラストタワー本館20階");
      expect(text).toContain("橋本 結衣");
      expect(await page.locator("article").getByRole("link", { name: "お問い合わせフォーム" }).first().getAttribute("href")).toBe("/contact/new");
      await page.context().close();
    }
  });
});

describe("the business landing page", () => {
  it("offers sign-up, the guide and the contact form, and shows the plans with prices", async () => {
    const page = await openPage("/business", "mobile");
    expect(await page.getByRole("link", { name: "企業アカウントを無料で作成" }).first().getAttribute("href")).toBe("/signup/orderer?_on=business");
    expect(await page.getByRole("link", { name: "発注者ガイドを見る" }).getAttribute("href")).toBe("/documents/guide");
    expect(await page.getByRole("link", { name: "導入について問い合わせる" }).getAttribute("href")).toBe("/contact/new");
    for (const name of ["フリープラン", "スタンダードプラン", "プレミアムプラン"]) {
      expect(await page.getByRole("heading", { name, level: 3 }).isVisible()).toBe(true);
    }
    expect(await page.getByText("月額 55,000円（税込）").isVisible()).toBe(true);
    await page.context().close();
  });

  it("the benefits page leads pros to sign-up and companies to /business", async () => {
    const page = await openPage("/pages/benefits");
    expect(await page.getByRole("link", { name: "プロとして無料登録" }).first().getAttribute("href")).toBe("/signup/pro");
    expect(await page.getByRole("main").getByRole("link", { name: "採用担当者の方へ" }).getAttribute("href")).toBe("/business");
    await page.context().close();
  });
});

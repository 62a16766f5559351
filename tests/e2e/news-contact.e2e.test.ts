import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { expectAccessible, launchChromium, newPage, saveScreenshot as saveFullPage } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const VIEWPORTS = ["desktop", "mobile"] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBe(false);
}

/** From the top, so the sticky header is not painted halfway down a full-page shot. */
async function saveScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveFullPage(page, name);
}

/** Logs in through the API the way the product's client does (only the login journey types passwords). */
async function logInThroughApi(page: Page, email: string) {
  await page.goto(`${baseUrl}/`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
      const response = await fetch("/api/v2/sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": token },
        body: JSON.stringify({ email, password }),
      });
      return response.status;
    },
    { email, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
}

describe("news", () => {
  it.each(VIEWPORTS)("/news lists the articles newest first, and a click opens the article (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/news`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("ニュース");
    expect(await page.title()).toBe("ニュース｜かけはし");
    const rows = page.getByTestId("news-list").locator("li");
    expect(await rows.count()).toBe(15);
    const newest = rows.first();
    expect(await newest.getByRole("link").textContent()).toBe("年末年始のサポート窓口の営業について");
    expect(await newest.locator("time").textContent()).toMatch(/^20\d\d年\d{1,2}月\d{1,2}日$/);
    expect(await newest.getByText("お知らせ").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "すべて" }).getAttribute("aria-current")).toBe("page");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, `news-${viewport}`);

    await page.getByRole("link", { name: "年末年始のサポート窓口の営業について" }).click();
    await page.waitForURL(`${baseUrl}/news/15`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("年末年始のサポート窓口の営業について");
    expect(await page.getByTestId("news-body").locator("p").count()).toBe(2);
    expect(await page.getByRole("link", { name: /前の記事/ }).getAttribute("href")).toBe("/news/14");
    expect(await page.getByRole("link", { name: /次の記事/ }).count()).toBe(0);
    await page.getByRole("link", { name: "ニュース一覧へ戻る" }).click();
    await page.waitForURL(`${baseUrl}/news`);
    await page.context().close();
  });

  it.each(VIEWPORTS)("an article shows breadcrumb, date, category, paragraphs and its metadata (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    const response = await page.goto(`${baseUrl}/news/1`);
    expect(response?.status()).toBe(200);
    const title = "フリーランスのプロと企業をつなぐ「かけはし」の提供を開始しました";
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toBe(`${title}｜かけはし`);
    const breadcrumb = page.getByRole("navigation", { name: "パンくずリスト" });
    expect(await breadcrumb.getByRole("link", { name: "ニュース" }).getAttribute("href")).toBe("/news");
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(title);
    expect(await page.locator("article").getByText("プレスリリース").isVisible()).toBe(true);
    expect(await page.getByTestId("news-body").locator("p").count()).toBe(3);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/news/1`);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.startsWith("本日、フリーランスのITプロフェッショナルと企業をつなぐ")).toBe(true);
    expect(Array.from(description ?? "").length).toBeLessThanOrEqual(110);
    expect(await page.getByRole("link", { name: /次の記事/ }).getAttribute("href")).toBe("/news/2");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, `news-1-${viewport}`);
    await page.context().close();
  });

  it("the category tabs filter the list; an unknown category shows everything", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/news`);
    await page.getByRole("link", { name: "プレスリリース" }).click();
    await page.waitForURL(/category=/);
    expect(decodeURIComponent(page.url())).toBe(`${baseUrl}/news?category=プレスリリース`);
    expect(await page.getByRole("link", { name: "プレスリリース" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("news-list").locator("li").count()).toBe(3);
    await page.goto(`${baseUrl}/news?category=${encodeURIComponent("採用情報")}`);
    expect(await page.getByTestId("news-list").locator("li").count()).toBe(15);
    // A hand-edited page number never errors: junk is page 1, past the end is the last page.
    for (const query of ["page=abc", "page=99"]) {
      const response = await page.goto(`${baseUrl}/news?${query}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByTestId("news-list").locator("li").count()).toBe(15);
    }
    await page.context().close();
  });

  it.each(["/news/999999", "/news/abc", "/news/99999999999"])("%s is the Japanese 404 page", async (path) => {
    const page = await newPage(browser);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("お探しのページが見つかりませんでした");
    await page.context().close();
  });
});

describe("contact form", () => {
  it.each(VIEWPORTS)("an empty form shows Japanese errors and keeps what was typed; a valid one says thank you (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/contact/new`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("お問い合わせ");
    expect(await page.getByRole("main").getByRole("link", { name: "プライバシーポリシー" }).getAttribute("href")).toBe("/pages/policy");
    expect(await page.getByLabel("お名前").inputValue()).toBe("");
    await expectAccessible(page);

    await page.getByRole("button", { name: "送信する" }).click();
    await expect.poll(() => page.getByText("お名前を入力してください").isVisible()).toBe(true);
    for (const message of ["メールアドレスを入力してください", "お問い合わせ種別を選択してください", "お問い合わせ内容を入力してください"]) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    expect(await page.getByTestId("form-alert").textContent()).toContain("入力内容に誤りがあります");
    expect(await page.getByLabel("お名前").getAttribute("aria-invalid")).toBe("true");

    // Partly fixed: the remaining error is shown, everything typed stays.
    await page.getByLabel("お名前").fill("佐藤 健太");
    await page.getByLabel("メールアドレス").fill("kenta@example.test");
    await page.getByLabel("会社名（任意）").fill("株式会社はしわたし");
    await page.getByLabel("取材・提携").check();
    await page.getByLabel("お問い合わせ内容").fill("取材の件です");
    expect(await page.getByTestId("body-count").textContent()).toBe("6 / 2,000文字");
    await page.getByRole("button", { name: "送信する" }).click();
    await expect.poll(() => page.getByText("お問い合わせ内容は10文字以上で入力してください").isVisible()).toBe(true);
    expect(await page.getByText("お名前を入力してください").count()).toBe(0);
    expect(await page.getByLabel("お名前").inputValue()).toBe("佐藤 健太");
    expect(await page.getByLabel("会社名（任意）").inputValue()).toBe("株式会社はしわたし");
    expect(await page.getByLabel("取材・提携").isChecked()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, `contact-new-errors-${viewport}`);

    await page.getByLabel("お問い合わせ内容").fill("ウェブメディアでの取材をお願いしたく、ご連絡いたしました。ご担当者さまをご紹介いただけますでしょうか。");
    await page.getByRole("button", { name: "送信する" }).click();
    await page.waitForURL(`${baseUrl}/contact/thanks`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("お問い合わせありがとうございます");
    expect(await page.getByText("3営業日以内").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "トップページへ" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "よくある質問を見る" }).getAttribute("href")).toBe("/pages/faq");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, `contact-thanks-${viewport}`);
    await page.context().close();
  });

  it("a signed-in user finds their name and e-mail already filled in", async () => {
    const page = await newPage(browser);
    await logInThroughApi(page, DEMO_EMAILS.pro);
    const me = await page.evaluate(async () => {
      const response = await fetch("/api/v2/me", { headers: { "X-Requested-With": "XMLHttpRequest" } });
      return (await response.json()) as { lastName: string; firstName: string };
    });
    await page.goto(`${baseUrl}/contact/new`);
    expect(await page.getByLabel("お名前").inputValue()).toBe(`${me.lastName} ${me.firstName}`);
    expect(await page.getByLabel("メールアドレス").inputValue()).toBe(DEMO_EMAILS.pro);
    expect(await page.getByLabel("会社名（任意）").inputValue()).toBe("");
    await expectAccessible(page);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const linesOf = (page: Page) => page.getByRole("region", { name: "案件の一覧" }).getByRole("listitem");
const badgesOn = async (page: Page) => new Set(await linesOf(page).locator("h3 > span.rounded-full").allInnerTexts());

describe("issue 14 (S-BAR-9, S-BAR-8): the orderer's list and a request's status, on a phone", () => {
  it("the paid orderer sees projects, drafts and requests by status and narrows to 下書き; the free orderer reads the 差し戻し comment", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/mypage/order/projects`);
    await page.getByRole("heading", { level: 1, name: "発注者マイページ" }).waitFor();
    const statuses = page.getByRole("navigation", { name: "状態で絞り込む" });
    for (const label of ["すべて", "公開中", "募集終了", "下書き", "申請中", "審査中", "掲載済", "差し戻し"]) {
      expect(await statuses.getByRole("link", { name: new RegExp(`^${label}`) }).count(), label).toBe(1);
    }
    expect((await badgesOn(page)).has("公開中")).toBe(true);
    await expectAccessible(page);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await statuses.getByRole("link", { name: /^下書き/ }).click();
    await page.waitForURL(/status=draft/);
    // The demo's two drafts, and any another journey saved on the same server (the posting journey saves one).
    await expect.poll(() => linesOf(page).count()).toBeGreaterThanOrEqual(2);
    expect([...(await badgesOn(page))]).toEqual(["下書き"]);
    expect(await page.getByRole("link", { name: "下書きを続ける" }).first().getAttribute("href")).toMatch(/^\/projects\/new\?draft=\d+$/);
    await page.context().close();

    const free = await newPage(browser, "mobile");
    await logInBrowser(free, baseUrl, DEMO_EMAILS.free);
    await free.goto(`${baseUrl}/mypage/order/projects?status=rejected`);
    await free.getByRole("link", { name: "依頼を見る" }).click();
    await free.waitForURL(/\/project_requests\/\d+$/);
    const requestPath = new URL(free.url()).pathname;
    await free.getByRole("heading", { name: "運営からのコメント" }).waitFor();
    expect(await free.getByTestId("operator-comment").innerText()).toContain("月額の下限だけでもご記入ください");
    expect(await free.locator("[aria-current=step]").innerText()).toContain("差し戻し");
    expect(await free.getByRole("link", { name: "修正して再申請する" }).getAttribute("href")).toBe(`${requestPath}/edit`);
    await expectAccessible(free);
    expect(await hasNoHorizontalOverflow(free)).toBe(true);
    await free.context().close();
  });
});

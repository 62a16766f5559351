import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS_DIR = "/tmp/shots-post";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) => saveScreenshotTo(page, SHOTS_DIR, name);

/** Fills every required field the way a person would: typing, ticking, picking from the skill list. */
async function fillForm(page: Page, title: string) {
  await page.getByLabel("タイトル", { exact: true }).fill(title);
  await page
    .getByRole("textbox", { name: "案件の詳細" })
    .fill("物流倉庫の在庫管理システムをNext.jsとTypeScriptで作り直します。\n設計からレビューまでお任せします。詳しくは https://example.com/warehouse をご覧ください。");
  await page.getByRole("checkbox", { name: "エンジニア", exact: true }).check();
  await page.getByLabel(/^必須スキル/).fill("TypeScript");
  await page.getByRole("button", { name: "＋ TypeScript", exact: true }).click();
  await page.getByLabel("下限（万円）", { exact: true }).fill("60");
  await page.getByLabel("上限（万円）", { exact: true }).fill("80");
  await page.getByLabel("契約形態", { exact: true }).selectOption({ label: "業務委託" });
  await page.getByLabel("稼働日数", { exact: true }).selectOption({ index: 3 });
  await page.getByLabel("リモート", { exact: true }).selectOption({ label: "フルリモート" });
  await page.getByLabel("募集人数", { exact: true }).fill("2");
  await page.getByRole("button", { name: "＋ 書類選考" }).click();
  await page.getByRole("button", { name: "＋ カジュアル面談" }).click();
}

describe("issue 14: posting a project (S-BAR-8)", () => {
  it("the paid orderer fills the form, previews, publishes, finds it in search at once, edits and closes it", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/projects/new`);
    await page.getByRole("heading", { level: 1, name: "案件を登録する" }).waitFor();

    // Publishing an empty form shows the errors beside the fields and focuses the first.
    await page.getByRole("button", { name: "公開する" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field-title");
    expect(await page.getByLabel("タイトル", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#field-title-error").textContent()).toBe("5〜80文字で入力してください");

    const word = `倉庫在庫${Date.now().toString(36)}`;
    const title = `${word} 管理システムの刷新（TypeScript）`;
    await fillForm(page, title);
    // The live preview is the public page's body.
    const preview = page.getByTestId("project-preview");
    await preview.getByRole("heading", { name: title }).waitFor();
    expect(await preview.getByText("60〜80万円").count()).toBeGreaterThan(0);
    expect(await preview.getByRole("link", { name: "https://example.com/warehouse" }).getAttribute("rel")).toBe("nofollow ugc noopener");
    await expectAccessible(page);
    await shoot(page, "project-new-desktop");

    await page.getByRole("button", { name: "公開する" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("この内容で公開しますか？").waitFor();
    await dialog.getByRole("button", { name: "公開する" }).click();
    await page.waitForURL(/\/top\/projects\/\d+$/);
    await page.getByText("案件を公開しました").first().waitFor();
    const projectUrl = page.url();
    const projectId = Number(projectUrl.split("/").pop());
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByTestId("screening-steps").getByText("カジュアル面談").waitFor();

    // Searchable at once.
    await page.goto(`${baseUrl}/top/projects?${new URLSearchParams({ "search_project[free_word]": word })}`);
    await page.getByRole("link", { name: title }).first().click();

    // Edit from the public page (its corporation's members only): the new title is on the public page; then 募集終了.
    await page.getByTestId("edit-project-link").click();
    await page.waitForURL(`${baseUrl}/projects/${projectId}/edit`);
    await page.getByRole("heading", { level: 1, name: "案件を編集する" }).waitFor();
    expect(await page.getByLabel("タイトル", { exact: true }).inputValue()).toBe(title);
    await page.getByLabel("タイトル", { exact: true }).fill(`${title}【急募】`);
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("案件を保存しました").first().waitFor();
    await shoot(page, "project-edit-desktop");
    await page.getByRole("button", { name: "募集終了にする" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "募集終了にする" }).click();
    await page.getByTestId("project-edit-status").getByText("募集終了").waitFor();
    await page.getByRole("button", { name: "募集を再開する" }).waitFor();

    await page.goto(projectUrl);
    await page.getByRole("heading", { level: 1, name: `${title}【急募】` }).waitFor();
    expect(await page.getByTestId("project-status").textContent()).toBe("募集終了");
    await page.context().close();
  });

  it("a free orderer at /projects/new is pointed to 案件の掲載を依頼する, sends the request with the same form and sees 申請中", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.free);
    await page.goto(`${baseUrl}/projects/new`);
    const notice = page.getByTestId("free-plan-notice");
    expect(await notice.getByRole("link", { name: "案件の掲載を依頼する" }).getAttribute("href")).toBe("/project_requests/new");
    await expectAccessible(page);
    await shoot(page, "project-new-free-plan");

    // The free plan's way: the same form, sent to the operator, and the request's page says 申請中.
    await notice.getByRole("link", { name: "案件の掲載を依頼する" }).click();
    await page.getByRole("heading", { level: 1, name: "案件の掲載を依頼する" }).waitFor();
    const title = `在庫管理${Date.now().toString(36)} システムの刷新（TypeScript）`;
    await fillForm(page, title);
    await expectAccessible(page);
    await page.getByRole("button", { name: "掲載を依頼する" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "依頼を送る" }).click();
    await page.waitForURL(/\/project_requests\/\d+$/);
    await page.getByRole("heading", { name: title }).waitFor();
    expect(await page.getByText("申請中", { exact: true }).count()).toBeGreaterThan(0);

    // Changed their mind: 取り下げ after a confirmation, and the request is gone from the list.
    await page.getByTestId("withdraw-request").click();
    await page.getByRole("dialog").getByRole("button", { name: "取り下げる" }).click();
    await page.waitForURL(`${baseUrl}/mypage/order/projects`);
    await page.getByText("依頼を取り下げました").first().waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await page.context().close();
  });

  it("at 390 px the form fits the screen, previews on demand and saves a draft", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/projects/new`);
    await fillForm(page, "スマホから書いた下書きの案件タイトル");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.getByRole("button", { name: "プレビューを見る" }).click();
    await page.getByTestId("project-preview").getByRole("heading", { name: "スマホから書いた下書きの案件タイトル" }).waitFor();
    await page.getByRole("button", { name: "下書き保存" }).click();
    await page.getByText("下書きを保存しました").first().waitFor();
    await expect.poll(() => page.url()).toMatch(/\/projects\/new\?draft=\d+$/);
    await page.reload();
    expect(await page.getByLabel("タイトル", { exact: true }).inputValue()).toBe("スマホから書いた下書きの案件タイトル");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, "project-new-mobile");
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { verifyEmailInBrowser } from "@tests/support/dev-mailbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { logInBrowser, signUpBrowser } from "@tests/support/browser-accounts";
import { validProProfileBody } from "@tests/support/pro-profile-body";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS_DIR = "/tmp/shots-apply";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) => saveScreenshotTo(page, SHOTS_DIR, name);
const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** An open project this signed-in pro may still apply to (the shared server's other journeys apply too). */
async function projectOpenTo(page: Page): Promise<number> {
  const search = await page.request.get(`${baseUrl}/api/v2/top/projects?page=2`, { headers: XHR });
  const { projectList } = (await search.json()) as { projectList: { id: number; state: string }[] };
  for (const { id, state } of projectList) {
    if (state !== "opened") continue;
    const form = await page.request.get(`${baseUrl}/api/v2/projects/${id}/application_form`, { headers: XHR });
    if (((await form.json()) as { refusal: unknown }).refusal === null) return id;
  }
  throw new Error("no open project left to apply to");
}

describe("issue 15: a pro applies to a project (S-BAR-10)", () => {
  it("a visitor is sent to log in and lands on the form; the application goes, shows in 案件管理, and can be withdrawn with a reason (1280 px)", async () => {
    const page = await newPage(browser, "desktop");
    // Find a project the demo pro has not applied to, through a session of its own.
    const scout = await newPage(browser, "desktop");
    await logInBrowser(scout, baseUrl, DEMO_EMAILS.pro);
    const projectId = await projectOpenTo(scout);
    await scout.context().close();

    await page.goto(`${baseUrl}/top/projects/${projectId}`);
    await page.getByRole("link", { name: "ログインして応募する" }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("メールアドレス").fill(DEMO_EMAILS.pro);
    await page.getByLabel("パスワード").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${projectId}/apply`);
    await page.getByRole("heading", { level: 1, name: "案件に応募する" }).waitFor();

    // The browser checks with the server's schema first.
    await page.getByRole("button", { name: "この内容で応募する" }).click();
    await page.getByText("20〜2,000文字で入力してください").waitFor();
    await page
      .getByRole("textbox", { name: "企業へのメッセージ" })
      .fill("ReactとTypeScriptでの管理画面開発を5年担当してきました。週3日から稼働できます。ぜひお話を伺えればと思います。");
    await page.getByLabel("稼働できる日数").selectOption({ label: "週3日" });
    await expectAccessible(page);
    await shoot(page, "apply-form-desktop");
    await page.getByRole("button", { name: "この内容で応募する" }).click();
    await page.getByTestId("apply-done").getByText("応募しました").waitFor();
    await shoot(page, "apply-done-desktop");

    await page.getByRole("link", { name: "応募した案件を見る" }).click();
    await page.waitForURL(/\/mypage\/accept\/projects$/);
    const card = page.getByTestId("pro-application").filter({ has: page.locator(`a[href="/top/projects/${projectId}"]`) });
    expect(await card.getByTestId("application-status").textContent()).toBe("応募済み（返信待ち）");
    expect(await card.getByTestId("application-next-step").textContent()).toBe("企業からの返信をお待ちください。");
    await expectAccessible(page);
    await shoot(page, "pro-applications-desktop");

    await card.getByRole("button", { name: "辞退する" }).click();
    await page.getByLabel("企業へのひとこと（任意）").fill("別の案件で稼働が決まりました。ありがとうございました。");
    await page.getByRole("dialog").getByRole("button", { name: "辞退する" }).click();
    await page.getByText("応募を辞退しました").first().waitFor();
    await page.getByRole("link", { name: /^終了/ }).click();
    await page.waitForURL(/tab=ended/);
    const ended = page.getByTestId("pro-application").filter({ has: page.locator(`a[href="/top/projects/${projectId}"]`) });
    await expect.poll(() => ended.getByTestId("application-status").textContent()).toBe("辞退");
    expect(await ended.textContent()).toContain("別の案件で稼働が決まりました。");
    await page.context().close();
  });

  it("at 390 px a new pro without a profile is told what to fill in first, with the way there", async () => {
    const page = await newPage(browser, "mobile");
    await signUpBrowser(page, baseUrl, "pro");
    const search = await page.request.get(`${baseUrl}/api/v2/top/projects`, { headers: XHR });
    const { projectList } = (await search.json()) as { projectList: { id: number; state: string }[] };
    const projectId = projectList.find((p) => p.state === "opened")!.id;
    await page.goto(`${baseUrl}/top/projects/${projectId}`);
    await page.getByRole("link", { name: "この案件に応募する" }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${projectId}/apply`);
    const refusal = page.getByTestId("apply-refusal");
    expect(await refusal.textContent()).toContain("応募の前にプロフィールを入力してください");
    expect(await refusal.textContent()).toContain("見出し・スキル");
    expect(await refusal.getByRole("link", { name: "プロフィールを入力する" }).getAttribute("href")).toBe("/mypage/config/profile");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shoot(page, "apply-refusal-mobile");
    await page.goto(`${baseUrl}/mypage/accept/projects`);
    await page.getByTestId("management-empty").getByText("応募中の案件はありません。").waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, "pro-applications-empty-mobile");
    await page.context().close();
  });
});

describe("issue 15: the orderer's applicant board (S-BAR-8)", () => {
  it.each(["desktop", "mobile"] as const)(
    "a pro's application reaches the board with its match chips; the orderer moves it to 商談調整中 and the pro sees it (%s)",
    async (viewport) => {
      const orderer = await newPage(browser, viewport);
      await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
      const { items } = (await (await orderer.request.get(`${baseUrl}/api/v2/current_corporation/projects?status=open`, { headers: XHR })).json()) as {
        items: { id: number }[];
      };
      const pro = await newPage(browser, viewport);
      const { lastName, email } = await signUpBrowser(pro, baseUrl, "pro");
      await verifyEmailInBrowser(pro, baseUrl, email);
      const projectId = items[0]!.id;
      await fillMinimalProfile(pro);
      await pro.goto(`${baseUrl}/projects/${projectId}/apply`);
      await pro.getByRole("textbox", { name: "企業へのメッセージ" }).fill("TypeScriptでの開発経験が長く、すぐにお力になれると思います。ぜひ一度お話しさせてください。");
      await pro.getByRole("button", { name: "この内容で応募する" }).click();
      await pro.getByTestId("apply-done").waitFor();

      await orderer.goto(`${baseUrl}/mypage/order/applies?q=${encodeURIComponent(lastName)}&project_id=${projectId}`);
      await orderer.getByRole("heading", { level: 1, name: "応募者管理" }).waitFor();
      const card = orderer.getByTestId("board-column-applied").getByTestId("board-card").first();
      // Its profile asks 70万円 a month and 3 days a week: the card compares them with the project.
      expect(await card.getByTestId("match-chips").textContent()).toMatch(/希望|稼働/);
      expect(await hasNoHorizontalOverflow(orderer)).toBe(true);
      await expectAccessible(orderer);
      await shoot(orderer, `board-${viewport}`);
      const movedBefore = await orderer.getByTestId("board-column-in_talks").getByTestId("board-card").count();
      await card.getByRole("button", { name: "商談調整中へ" }).click();
      await expect.poll(() => orderer.getByTestId("board-column-in_talks").getByTestId("board-card").count()).toBe(movedBefore + 1);

      await pro.goto(`${baseUrl}/mypage/accept/projects`);
      await expect.poll(() => pro.getByTestId("application-status").first().textContent()).toBe("商談調整中");
      // …and is told: the unread count leads to the notification.
      expect(await pro.getByTestId("notifications-link").textContent()).toContain("未読 1");
      await pro.getByTestId("notifications-link").click();
      await pro.waitForURL(/\/mypage\/notifications$/);
      expect(await pro.getByTestId("notifications").getByRole("link").first().textContent()).toContain("選考状況が「商談調整中」になりました");
      expect(await hasNoHorizontalOverflow(pro)).toBe(true);
      await expectAccessible(pro);
      await shoot(pro, `notifications-${viewport}`);
      await orderer.context().close();
      await pro.context().close();
    },
  );
});

/** A whole profile (TypeScript and React among its skills), saved through the profile API like the editor. */
async function fillMinimalProfile(page: Page) {
  const csrf = ((await (await page.request.get(`${baseUrl}/api/v2/csrf_token`, { headers: XHR })).json()) as { csrfToken: string }).csrfToken;
  const response = await page.request.put(`${baseUrl}/api/v2/me/pro_profile`, {
    headers: { ...XHR, "X-CSRF-Token": csrf, Origin: baseUrl, "Content-Type": "application/json" },
    data: validProProfileBody(),
  });
  if (!response.ok()) throw new Error(`profile save failed: ${response.status()} ${await response.text()}`);
}

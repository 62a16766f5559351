import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser, postJsonAs } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS_DIR = "/tmp/shots-scouts";
const XHR = { "X-Requested-With": "XMLHttpRequest" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const shoot = (page: Page, name: string) => saveScreenshotTo(page, SHOTS_DIR, name);

/** One template, word for word, as a careless sender would paste it to everyone. */
const TEMPLATE = "はじめまして。弊社では現在、新規サービスの開発メンバーを募集しています。ご経験を拝見し、ぜひ一度お話しできればと思いご連絡しました。";

/** orderer@'s corporation sends the template to 20 other pros through the API, as the day's earlier scouts. */
async function blastTemplate(orderer: Page, projectId: number, skip: number): Promise<void> {
  let sent = 0;
  for (let page = 1; sent < 20 && page <= 10; page++) {
    const search = await orderer.request.get(`${baseUrl}/api/v2/top/pros?page=${page}`, { headers: XHR });
    const { proList } = (await search.json()) as { proList: { id: number }[] };
    for (const { id } of proList) {
      if (sent >= 20 || id === skip) continue;
      const response = await postJsonAs(orderer, baseUrl, `/api/v2/pros/${id}/scouts`, { projectId, message: TEMPLATE, confirmWarnings: true });
      if (response.status() === 201) sent += 1;
    }
  }
  expect(sent).toBe(20);
}

describe("issue 15: scouts — the orderer reaches out, the guard warns, the pro accepts", () => {
  it("a template sent to 20 pros today is flagged before the 21st goes out (1280 px); pro@ accepts it and the conversation starts (390 px)", async () => {
    const orderer = await newPage(browser, "desktop");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    const pro = await newPage(browser, "mobile");
    await logInBrowser(pro, baseUrl, DEMO_EMAILS.pro);
    const proId = ((await (await pro.request.get(`${baseUrl}/api/v2/me`, { headers: XHR })).json()) as { id: number }).id;

    // The form offers orderer@'s open projects that pro@ was neither scouted for nor applied to.
    const form = (await (await orderer.request.get(`${baseUrl}/api/v2/pros/${proId}/scout_form`, { headers: XHR })).json()) as {
      projects: { id: number; title: string; isReached: boolean }[];
    };
    const project = form.projects.find((p) => !p.isReached)!;
    await blastTemplate(orderer, project.id, proId);

    // From the pro's profile: 「スカウトする」 leads to the form, with the quota shown before writing.
    await orderer.goto(`${baseUrl}/top/pros/${proId}`);
    await orderer.getByTestId("scout-pro").click();
    await orderer.waitForURL((url) => url.pathname === "/mypage/order/scouts/new");
    expect(await orderer.getByTestId("scout-quota").textContent()).toMatch(/残り \d+通/);
    await orderer.getByLabel("スカウトする案件").selectOption(String(project.id));
    await orderer.getByRole("textbox", { name: "メッセージ" }).fill(TEMPLATE);
    await orderer.getByRole("button", { name: "内容を確認して送る" }).click();
    const warnings = orderer.getByTestId("scout-warnings");
    await warnings.waitFor();
    expect(await warnings.textContent()).toContain("同じ文面のスカウトを、この24時間にすでに20人以上のプロへ送っています");
    await expectAccessible(orderer);
    await shoot(orderer, "scout-warning-desktop");
    // Sending needs the sender to say they read it.
    await orderer.getByRole("button", { name: "スカウトを送る" }).click();
    await orderer.getByText("「内容を確認しました」にチェックを入れてください").waitFor();
    await orderer.getByLabel("内容を確認しました。このまま送ります").check();
    await orderer.getByRole("button", { name: "スカウトを送る" }).click();
    await orderer.getByTestId("scout-done").waitFor();
    await shoot(orderer, "scout-done-desktop");

    // The pro finds it in 案件管理's スカウト tab and accepts, with a first message.
    await pro.goto(`${baseUrl}/mypage/accept/projects?tab=scouts`);
    const card = pro.getByTestId("pro-scout").filter({ has: pro.locator(`a[href="/top/projects/${project.id}"]`) });
    expect(await card.getByTestId("scout-status").textContent()).toBe("未返答");
    expect(await card.textContent()).toContain("多くのプロに同じ文面で送られています");
    expect(await hasNoHorizontalOverflow(pro)).toBe(true);
    await expectAccessible(pro);
    await shoot(pro, "pro-scouts-mobile");
    await card.getByRole("button", { name: "承諾して話を聞く" }).click();
    await pro.getByLabel("企業へのひとこと（任意）").fill("ご連絡ありがとうございます。来週の平日夜でしたらお話しできます。");
    await pro.getByRole("dialog").getByRole("button", { name: "承諾する" }).click();
    await pro.getByText("スカウトを承諾しました").first().waitFor();
    await expect.poll(() => card.getByTestId("scout-status").textContent()).toBe("承諾済み");
    await shoot(pro, "pro-scout-accepted-mobile");

    // The corporation sees the answer, and the pro on its board at 商談調整中.
    await orderer.goto(`${baseUrl}/mypage/order/scouts?status=accepted`);
    const sent = orderer.getByTestId("sent-scout").filter({ hasText: project.title });
    expect(await sent.textContent()).toContain("来週の平日夜でしたらお話しできます");
    await expectAccessible(orderer);
    await shoot(orderer, "sent-scouts-desktop");
    const board = (await (
      await orderer.request.get(`${baseUrl}/api/v2/current_corporation/applications?project_id=${project.id}&status=in_talks`, { headers: XHR })
    ).json()) as {
      columns: { cards: { pro: { userId: number } }[] }[];
    };
    expect(board.columns[0]!.cards.map((c) => c.pro.userId)).toContain(proId);
    await orderer.context().close();
    await pro.context().close();
  });

  it("the scout form and 送ったスカウト fit a phone (390 px)", async () => {
    const orderer = await newPage(browser, "mobile");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    const search = await orderer.request.get(`${baseUrl}/api/v2/top/pros?page=3`, { headers: XHR });
    const { proList } = (await search.json()) as { proList: { id: number }[] };
    await orderer.goto(`${baseUrl}/mypage/order/scouts/new?pro_id=${proList[0]!.id}`);
    await orderer.getByRole("heading", { level: 1, name: "プロをスカウトする" }).waitFor();
    expect(await hasNoHorizontalOverflow(orderer)).toBe(true);
    await expectAccessible(orderer);
    await shoot(orderer, "scout-form-mobile");
    await orderer.goto(`${baseUrl}/mypage/order/scouts`);
    await orderer.getByTestId("sent-scouts").waitFor();
    expect(await hasNoHorizontalOverflow(orderer)).toBe(true);
    await expectAccessible(orderer);
    await shoot(orderer, "sent-scouts-mobile");
    await orderer.context().close();
  });
});

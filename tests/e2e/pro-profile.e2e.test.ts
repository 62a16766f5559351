import { mkdir } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS = process.env.PROFILE_SHOTS_DIR;
let browser: Browser;
let proId: number;

const api = { headers: { "X-Requested-With": "XMLHttpRequest" } };

beforeAll(async () => {
  browser = await launchChromium();
  const page = await newPage(browser);
  await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
  proId = ((await (await page.request.get(`${baseUrl}/api/v2/me`, api)).json()) as { id: number }).id;
  await page.context().close();
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Under tests/e2e/.artifacts as usual, and also in PROFILE_SHOTS_DIR when set (for a person to look at). */
async function shot(page: Page, name: string) {
  await saveScreenshot(page, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function jsonLdOf(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    "@type": string;
    mainEntity: { "@type": string; name: string };
  };
}

describe.each(["desktop", "mobile"] as const)("issue 13 (S-BAR-10): a pro's profile page (%s)", (viewport) => {
  it("a visitor sees 「姓 T.」, no company names, a call to log in that comes back, and ProfilePage data with the masked name", async () => {
    const page = await newPage(browser, viewport);
    expect((await page.goto(`${baseUrl}/top/pros/${proId}`))?.status()).toBe(200);
    const name = (await page.getByTestId("pro-name").first().innerText()).split("\n")[0]!.trim();
    expect(name).toMatch(/^\S+ [A-Z]\.$/);
    expect(await page.getByTestId("pro-login-call").getByRole("link").getAttribute("href")).toBe(`/login?next=${encodeURIComponent(`/top/pros/${proId}`)}`);
    expect(await jsonLdOf(page)).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person", name } });
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/top/pros/${proId}$`));
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shot(page, `pro-profile-visitor-${viewport}`);
    await page.context().close();
  });

  it("an orderer sees the real name, the same as the API answers them, and no call to log in", async () => {
    const page = await newPage(browser, viewport);
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/top/pros/${proId}`);
    const fromApi = (await (await page.request.get(`${baseUrl}/api/v2/pros/${proId}`, api)).json()) as { displayName: string; isNameMasked: boolean };
    expect(fromApi.isNameMasked).toBe(false);
    expect(await page.getByTestId("pro-name").first().innerText()).toContain(fromApi.displayName);
    expect(await page.getByTestId("pro-login-call").count()).toBe(0);
    await expectAccessible(page);
    await shot(page, `pro-profile-orderer-${viewport}`);
    await page.context().close();
  });
});

describe("issue 13: the pro edits the profile and sees it on the public page", () => {
  it.each(["desktop", "mobile"] as const)("errors next to the field, nothing lost, a warning before leaving, a toast on save (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await logInBrowser(page, baseUrl, DEMO_EMAILS.pro);
    const original = (await (await page.request.get(`${baseUrl}/api/v2/me/pro_profile`, api)).json()) as { profile: Record<string, unknown> };
    expect((await page.goto(`${baseUrl}/mypage/config/profile`))?.status()).toBe(200);
    const preview = page.getByTestId("profile-preview");
    expect((await preview.getByTestId("pro-name").innerText()).split("\n")[0]).toMatch(/^\S+ [A-Z]\.$/);
    await expectAccessible(page);

    // A profile seeded without skill rows gets one, so the save is valid apart from the headline.
    if ((await page.getByLabel(/^スキル \d+$/).count()) === 0) {
      await page.getByRole("button", { name: "＋ スキルを追加" }).click();
      await page.getByLabel("スキル 1").fill("TypeScript");
    }
    const headline = page.getByLabel("キャッチコピー");
    await headline.fill("");
    await page.getByLabel("自己紹介").fill("一行目\n二行目 <b>太字ではない</b>");
    await page.getByRole("button", { name: "保存する" }).click();
    await expect.poll(() => page.getByText("1〜100文字で入力してください").count()).toBe(1);
    expect(await headline.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-headline");
    expect(await page.getByLabel("自己紹介").inputValue()).toBe("一行目\n二行目 <b>太字ではない</b>");
    await expectAccessible(page);
    await shot(page, `pro-profile-editor-error-${viewport}`);

    // Leaving with unsaved changes asks first; dismissing keeps the page and what was typed.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link", { name: "設定" }).click();
    expect(new URL(page.url()).pathname).toBe("/mypage/config/profile");

    const newHeadline = `E2Eで更新した見出し ${viewport}`;
    await headline.fill(newHeadline);
    await page.getByRole("button", { name: "＋ 経歴を追加" }).click();
    const history = page.locator("fieldset", { has: page.getByRole("button", { name: "＋ 経歴を追加" }) });
    await history.getByLabel("会社名").last().fill("株式会社いまの勤め先");
    await history
      .getByLabel(/企業名を非公開にする/)
      .last()
      .check();
    await history.getByLabel("案件・プロジェクト名").last().fill("ECサイトの刷新");
    await history.getByLabel("役割").last().fill("テックリード");
    await history.getByLabel("開始年月").last().fill("2021-04");
    await history.getByLabel("使用技術").last().fill("TypeScript, React");
    await page.getByRole("button", { name: "＋ リンクを追加" }).click();
    await page.getByLabel("タイトル").last().fill("GitHub のリポジトリ");
    await page.getByLabel("URL").last().fill("https://github.com/example");
    await expect.poll(() => preview.getByTestId("pro-headline").innerText()).toBe(newHeadline);
    await page.getByRole("button", { name: "保存する" }).click();
    await page.getByText("プロフィールを保存しました").waitFor();
    await shot(page, `pro-profile-editor-saved-${viewport}`);

    const publicPage = await newPage(browser, viewport);
    await logInBrowser(publicPage, baseUrl, DEMO_EMAILS.orderer);
    await publicPage.goto(`${baseUrl}/top/pros/${proId}`);
    expect(await publicPage.getByTestId("pro-headline").innerText()).toBe(newHeadline);
    expect(await publicPage.getByTestId("pro-bio").innerText()).toBe("一行目\n二行目 <b>太字ではない</b>");
    expect(await publicPage.locator('[data-testid="pro-bio"] b').count()).toBe(0);
    const timeline = await publicPage.getByTestId("pro-work-history").innerText();
    for (const text of ["2021年4月〜現在", "ECサイトの刷新", "テックリード", "企業名非公開", "React"]) expect(timeline).toContain(text);
    expect(timeline).not.toContain("いまの勤め先");
    const link = publicPage.getByTestId("pro-portfolio").getByRole("link").last();
    expect([await link.getAttribute("href"), await link.getAttribute("rel")]).toEqual(["https://github.com/example", "nofollow ugc noopener noreferrer"]);
    await expectAccessible(publicPage);
    await shot(publicPage, `pro-profile-after-edit-orderer-${viewport}`);
    await publicPage.context().close();

    // Put the demo profile back for the other journeys (a seeded profile without skill rows cannot be
    // saved as it was; then the edited one stays, which no other journey depends on).
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    await page.request.put(`${baseUrl}/api/v2/me/pro_profile`, { headers: { ...api.headers, "x-csrf-token": csrf ?? "", origin: baseUrl }, data: original.profile });
    await page.context().close();
  });
});

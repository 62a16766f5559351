import { mkdir } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { mailLinkFor } from "@tests/support/dev-mailbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import type { CurrentUser } from "@/features/users/me.service";
import { VALID_PASSWORD } from "@tests/support/accounts";
import { logInBrowser, signUpBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS_DIR = "/tmp/shots-corp";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The repository's screenshot, and a copy where the person reviewing this change looks. */
const shoot = (page: Page, name: string) => saveScreenshotTo(page, SHOTS_DIR, name);

async function me(page: Page): Promise<CurrentUser> {
  const response = await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as CurrentUser;
}

/** The invitation's link, from the development mailbox. */
const invitationLinkFor = (page: Page, address: string, subject: string) => mailLinkFor(page, baseUrl, address, subject, "/corporation_invitations/accept");

describe("issue 14: inviting a colleague into a corporation", () => {
  it("the owner invites by e-mail; the colleague opens the mailed link, logs in through it, joins, and works in the corporation", async () => {
    const owner = await newPage(browser, "desktop");
    await logInBrowser(owner, baseUrl, DEMO_EMAILS.orderer);
    const corporation = (await me(owner)).currentCorporation!;
    // The colleague already has an account — as a pro, so joining also makes them an orderer.
    const colleague = await newPage(browser, "desktop");
    const { email } = await signUpBrowser(colleague, baseUrl, "pro");
    await colleague.context().clearCookies();

    await owner.goto(`${baseUrl}/mypage/order/corporation/members`);
    await owner.getByRole("heading", { level: 1, name: "メンバーと招待" }).waitFor();
    await owner.getByLabel("メールアドレス", { exact: true }).fill(email.toUpperCase());
    await owner.getByLabel("権限", { exact: true }).selectOption("admin");
    await owner.getByRole("button", { name: "招待メールを送る" }).click();
    await owner.getByText(`${email} に招待メールを送りました`).waitFor();
    await owner.getByTestId("invitation-list").getByText(email, { exact: true }).waitFor();
    await expectAccessible(owner);
    await shoot(owner, "corporation-members-owner-desktop");

    const link = await invitationLinkFor(owner, email, `${corporation.name}への招待`);
    expect(link.startsWith(`${baseUrl}/corporation_invitations/accept?token=`)).toBe(true);

    // A visitor sees who invites whom, and is sent to log in and back.
    await colleague.goto(link);
    await colleague.getByRole("heading", { level: 1, name: `${corporation.name}への招待` }).waitFor();
    expect(await colleague.getByTestId("invitation-facts").textContent()).toContain(email);
    await expectAccessible(colleague);
    await shoot(colleague, "corporation-invitation-visitor-desktop");
    await colleague.getByRole("link", { name: "ログインして参加する" }).click();
    await colleague.waitForURL(/\/login\?next=/);
    await colleague.getByLabel("メールアドレス").fill(email);
    await colleague.getByLabel("パスワード").fill(VALID_PASSWORD);
    await colleague.getByRole("button", { name: "ログイン", exact: true }).click();
    await colleague.waitForURL((url) => url.pathname === "/corporation_invitations/accept");
    await shoot(colleague, "corporation-invitation-signed-in-desktop");
    await colleague.getByRole("button", { name: `${corporation.name}に参加する` }).click();
    await colleague.waitForURL(/\/mypage\/order\/corporation\/members$/);
    await colleague.getByTestId("member-list").getByText(email, { exact: true }).waitFor();

    const joined = await me(colleague);
    expect(joined.isOrderer).toBe(true);
    expect(joined.currentCorporation?.id).toBe(corporation.id);
    // The link was single use.
    await colleague.goto(link);
    await colleague.getByTestId("invitation-problem").getByText("この招待はすでに使われています", { exact: false }).waitFor();
    await owner.context().close();
    await colleague.context().close();
  });

  it("at 390 px a colleague without an account signs up through the link: the invited address is fixed, no company name is asked, and they land in the corporation", async () => {
    const owner = await newPage(browser, "desktop");
    await logInBrowser(owner, baseUrl, DEMO_EMAILS.orderer);
    const corporation = (await me(owner)).currentCorporation!;
    const email = `e2e-invitee-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    await owner.goto(`${baseUrl}/mypage/order/corporation/members`);
    await owner.getByLabel("メールアドレス", { exact: true }).fill(email);
    await owner.getByRole("button", { name: "招待メールを送る" }).click();
    await owner.getByText(`${email} に招待メールを送りました`).waitFor();
    const link = await invitationLinkFor(owner, email, `${corporation.name}への招待`);

    const colleague = await newPage(browser, "mobile");
    await colleague.goto(link);
    await colleague.getByRole("link", { name: "企業アカウントを作成して参加する" }).click();
    await colleague.getByRole("heading", { level: 1, name: `${corporation.name}に参加する` }).waitFor();
    expect(await colleague.getByLabel("会社名").count()).toBe(0);
    const address = colleague.getByLabel("メールアドレス");
    expect(await address.inputValue()).toBe(email);
    expect(await address.getAttribute("readonly")).not.toBeNull();
    expect(await hasNoHorizontalOverflow(colleague)).toBe(true);
    await expectAccessible(colleague);
    await shoot(colleague, "corporation-invitation-sign-up-mobile");
    for (const [label, value] of [
      ["姓", "招待"],
      ["名", "花子"],
      ["セイ", "ショウタイ"],
      ["メイ", "ハナコ"],
      ["パスワード", VALID_PASSWORD],
    ] as const) {
      await colleague.getByLabel(label, { exact: true }).fill(value);
    }
    await colleague.getByLabel("利用規約とプライバシーポリシーに同意します").check();
    await colleague.getByRole("button", { name: "企業アカウントを作成" }).click();
    await colleague.waitForURL(/\/signup\/welcome/);
    await colleague.getByTestId("welcome-step-verify").getByText("確認済み", { exact: true }).waitFor();

    const joined = await me(colleague);
    expect(joined.corporations.map((c) => c.id)).toEqual([corporation.id]);
    expect(joined.currentCorporation?.id).toBe(corporation.id);
    await owner.goto(`${baseUrl}/mypage/order/corporation/members`);
    await owner.getByTestId("member-list").getByText(email, { exact: true }).waitFor();
    await owner.context().close();
    await colleague.context().close();
  });

  it("at 390 px the members and settings pages fit the screen, and the company page names the corporation to its member", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer, DEMO_PASSWORD);
    await page.goto(`${baseUrl}/mypage/order/corporation/members`);
    await page.getByTestId("member-list").waitFor();
    expect(await page.getByTestId("member-row").count()).toBeGreaterThanOrEqual(3);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shoot(page, "corporation-members-owner-mobile");
    await page.goto(`${baseUrl}/mypage/order/corporation`);
    await page.getByRole("heading", { level: 1, name: "企業情報の設定" }).waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await shoot(page, "corporation-settings-mobile");
    const { currentCorporation } = await me(page);
    await page.goto(`${baseUrl}/corporations/${currentCorporation!.id}`);
    expect(await page.getByTestId("corporation-name").textContent()).toBe(currentCorporation!.name);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, "corporation-page-member-mobile");
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { generatedProOf } from "@tests/support/chat-rooms";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const XHR = { "X-Requested-With": "XMLHttpRequest" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A conversation of orderer@'s corporation with a generated pro (pro@'s own rooms are left to the top bar's tests). */
async function roomOfCorporation(page: Page): Promise<{ id: number; name: string }> {
  const me = (await (await page.request.get(`${baseUrl}/api/v2/me`, { headers: XHR })).json()) as { id: number };
  const list = (await (await page.request.get(`${baseUrl}/api/v2/project_chat_rooms`, { headers: XHR })).json()) as {
    items: { id: number; counterpart: { name: string; path: string } }[];
  };
  const room = list.items.find((item) => !item.counterpart.path.endsWith(`/${me.id}`))!;
  return { id: room.id, name: room.counterpart.name };
}

describe("issue 16: conversations (first step: the list, the room, sending)", () => {
  it("the orderer opens a conversation from the list, sends with Enter, breaks lines with Shift+Enter, and a draft survives a reload (1280 px)", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    const room = await roomOfCorporation(page);
    await page.goto(`${baseUrl}/project_chat_rooms`);
    await page.getByTestId("chat-rooms").getByRole("link").filter({ hasText: room.name }).first().click();
    await page.waitForURL((url) => url.pathname === `/project_chat_rooms/${room.id}`);
    const input = page.getByTestId("chat-input");
    await input.fill("");
    await input.pressSequentially("来週の火曜日、");
    await input.press("Shift+Enter");
    await input.pressSequentially("15時からはいかがでしょうか。");
    await input.press("Enter");
    const last = page.getByTestId("chat-message").last();
    await expect.poll(() => last.textContent()).toContain("15時からはいかがでしょうか。");
    expect(await last.locator("p").innerText()).toBe("来週の火曜日、\n15時からはいかがでしょうか。");
    expect(await input.inputValue()).toBe("");

    await input.fill("下書きのまま残す文面");
    await page.reload();
    await expect.poll(() => page.getByTestId("chat-input").inputValue()).toBe("下書きのまま残す文面");
    await page.getByTestId("chat-input").fill("");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshotTo(page, "/tmp/shots-chat", "room-desktop");
    await page.context().close();
  });

  it("issue 19, ASVS 14.3.1: a draft left when the session ends without a logout is gone from the browser at the next page", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    const room = await roomOfCorporation(page);
    await page.goto(`${baseUrl}/project_chat_rooms/${room.id}`);
    await page.getByTestId("chat-input").fill("共用PCに残してはいけない下書き");
    const drafts = () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes("chat-draft")));
    expect(await drafts()).toHaveLength(1);
    // The session ends elsewhere (expiry, 「ログイン中の端末」 on another device): no logout reaches this browser.
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/`);
    await expect.poll(drafts).toEqual([]);
    await page.context().close();
  });

  it("on a phone the list and the room each take the whole screen, with the way back (390 px)", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    const room = await roomOfCorporation(page);
    await page.goto(`${baseUrl}/project_chat_rooms`);
    await page.getByTestId("chat-rooms").waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshotTo(page, "/tmp/shots-chat", "list-mobile");
    await page.goto(`${baseUrl}/project_chat_rooms/${room.id}`);
    expect(await page.getByTestId("chat-rooms").isVisible()).toBe(false);
    expect(await page.getByTestId("chat-room-header").textContent()).toContain(room.name);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshotTo(page, "/tmp/shots-chat", "room-mobile");
    await page.getByRole("link", { name: "メッセージの一覧に戻る" }).click();
    await page.waitForURL((url) => url.pathname === "/project_chat_rooms");
    await page.context().close();
  });
});

describe("issue 16: both sides at once", () => {
  it("the orderer's message reaches the open room of the pro without a reload, and the pro's reading shows as 既読 (1280 px beside 390 px)", async () => {
    const orderer = await newPage(browser, "desktop");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    const { page: pro, roomId } = await generatedProOf(browser, baseUrl, orderer);
    await pro.goto(`${baseUrl}/project_chat_rooms/${roomId}`);
    await orderer.goto(`${baseUrl}/project_chat_rooms/${roomId}`);
    const text = `ご都合を伺えますか（${Date.now()}）`;
    await orderer.getByTestId("chat-input").fill(text);
    await orderer.getByRole("button", { name: "送信" }).click();
    // The pro's page picks it up by itself (the poll, until the stream lands) and marks it read…
    await expect.poll(() => pro.getByTestId("chat-messages").textContent(), { timeout: 15_000 }).toContain(text);
    // …and the orderer's page shows 既読 under it.
    const mine = orderer.getByTestId("chat-message").filter({ hasText: text });
    await expect.poll(() => mine.getByTestId("chat-read-mark").count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(pro);
    await saveScreenshotTo(pro, "/tmp/shots-chat", "pro-received-mobile");
    await saveScreenshotTo(orderer, "/tmp/shots-chat", "orderer-read-desktop");
    await orderer.context().close();
    await pro.context().close();
  });
});

import { readFile } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { generatedProOf } from "@tests/support/chat-rooms";
import { tinyPdf } from "@tests/support/test-documents";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS = "/tmp/shots-chat";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A generated pro is asked about job change until they answer once (another journey may have): 「あとで」 when asked. */
async function dismissJobChangeQuestion(page: Page) {
  const later = page.getByRole("button", { name: "あとで" });
  if (await later.isVisible()) await later.click();
}

/** The room's event stream is open (the thread marks it), so what arrives next came by the stream. */
const streamOpen = (page: Page) => expect.poll(() => page.getByTestId("chat-live-status").getAttribute("data-stream"), { timeout: 10_000 }).toBe("open");

/** A JST calendar date `days` from now, as the date input takes it. */
function jstDateInDays(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Unfolds RFC 5545 content lines and reads one property's value. */
function icsProperty(ics: string, name: string): string | undefined {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, "");
}

describe("issue 16: a conversation live on both sides (orderer at 1280 px beside a pro at 390 px)", () => {
  it("typing, a message and its 既読 arrive by the stream; a PDF goes across and downloads; a meeting is proposed, picked, and its .ics parses", async () => {
    const orderer = await newPage(browser, "desktop");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    const { page: pro, roomId } = await generatedProOf(browser, baseUrl, orderer);
    await pro.goto(`${baseUrl}/project_chat_rooms/${roomId}`);
    await orderer.goto(`${baseUrl}/project_chat_rooms/${roomId}`);
    await streamOpen(pro);
    await streamOpen(orderer);
    await dismissJobChangeQuestion(pro);

    // The pro types: the orderer sees it.
    await pro.getByTestId("chat-input").pressSequentially("はい、");
    await expect.poll(() => orderer.getByTestId("chat-live-status").textContent(), { timeout: 5_000 }).toContain("相手が入力中…");
    await pro.getByTestId("chat-input").fill("");

    // A message from the orderer reaches the pro well inside the fallback poll's 5 s, and the list beside it shows its line.
    const text = `来週の打ち合わせについて（${Date.now()}）`;
    await orderer.getByTestId("chat-input").fill(text);
    const sentAt = Date.now();
    await orderer.getByTestId("chat-input").press("Enter");
    await expect.poll(() => pro.getByTestId("chat-messages").textContent(), { timeout: 4_000 }).toContain(text);
    expect(Date.now() - sentAt).toBeLessThan(4_000);
    await expect.poll(() => orderer.getByTestId("chat-rooms").textContent(), { timeout: 5_000 }).toContain(text.slice(0, 12));
    const mine = orderer.getByTestId("chat-message").filter({ hasText: text });
    await expect.poll(() => mine.getByTestId("chat-read-mark").count(), { timeout: 5_000 }).toBe(1);

    // A PDF from the orderer: the pro sees it and downloads it as a file.
    await orderer.getByTestId("chat-attachment-input").setInputFiles({ name: "業務委託契約書（案）.pdf", mimeType: "application/pdf", buffer: tinyPdf("契約書") });
    const chip = pro.getByTestId("chat-attachment").filter({ hasText: "業務委託契約書（案）.pdf" });
    await expect.poll(() => chip.count(), { timeout: 5_000 }).toBe(1);
    const [download] = await Promise.all([pro.waitForEvent("download"), chip.click()]);
    expect(download.suggestedFilename()).toBe("業務委託契約書（案）.pdf");
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

    // The orderer proposes two slots; the pro picks the first; both see it agreed.
    await orderer.getByTestId("meeting-propose-open").click();
    const dialog = orderer.getByTestId("meeting-proposal-dialog");
    await dialog.getByLabel("候補1の日付").fill(jstDateInDays(3));
    await dialog.getByLabel("候補1の時刻").selectOption("14:00");
    await dialog.getByLabel("候補2の日付").fill(jstDateInDays(4));
    await dialog.getByLabel("候補2の時刻").selectOption("10:30");
    await dialog.getByText("60分").click();
    await dialog.getByText("オンライン").click();
    await dialog.getByLabel("会議のURL（任意）").fill("https://meet.example.com/kakehashi-journey");
    await expectAccessible(orderer);
    await saveScreenshotTo(orderer, SHOTS, "meeting-proposal-desktop");
    await dialog.getByRole("button", { name: "提案を送る" }).click();

    const proposal = pro.getByTestId("meeting-card").last();
    await expect.poll(() => proposal.getByRole("radio").count(), { timeout: 5_000 }).toBe(2);
    await saveScreenshotTo(pro, SHOTS, "meeting-pick-mobile");
    await proposal.getByRole("radio").first().check();
    await proposal.getByRole("button", { name: "この日時で確定" }).click();
    const day = Number(jstDateInDays(3).slice(8, 10));
    await expect.poll(() => orderer.getByTestId("meeting-time").last().textContent(), { timeout: 5_000 }).toContain(`${day}日`);
    expect(await orderer.getByTestId("meeting-time").last().textContent()).toContain("14:00〜15:00");
    await expect.poll(() => orderer.getByTestId("chat-room-header").textContent(), { timeout: 5_000 }).toContain("商談予定");

    const [ics] = await Promise.all([pro.waitForEvent("download"), pro.getByTestId("meeting-ics").last().click()]);
    const calendar = await readFile((await ics.path())!, "utf8");
    expect(calendar.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(icsProperty(calendar, "DTSTART")).toBe(`${jstDateInDays(3).replaceAll("-", "")}T050000Z`);
    expect(icsProperty(calendar, "DTEND")).toBe(`${jstDateInDays(3).replaceAll("-", "")}T060000Z`);
    expect(calendar).toContain("https://meet.example.com/kakehashi-journey");
    expect(calendar).toContain("BEGIN:VALARM");

    for (const page of [orderer, pro]) {
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page);
    }
    await saveScreenshotTo(orderer, SHOTS, "live-orderer-desktop");
    await saveScreenshotTo(pro, SHOTS, "live-pro-mobile");
    await orderer.context().close();
    await pro.context().close();
  });

  it("the top bar's unread mark comes with a message and goes when it is read in another tab, without a reload (390 px)", async () => {
    const orderer = await newPage(browser, "desktop");
    await logInBrowser(orderer, baseUrl, DEMO_EMAILS.orderer);
    const { page: pro, roomId } = await generatedProOf(browser, baseUrl, orderer);
    const XHR = { "X-Requested-With": "XMLHttpRequest" };
    const csrf = async (page: Page) => (await page.request.get(`${baseUrl}/api/v2/csrf_token`, { headers: XHR }).then((r) => r.json())) as { csrfToken: string };
    // Everything of the pro's read first, as if they had caught up.
    const token = (await csrf(pro)).csrfToken;
    for (let page = 0; page < 10; page++) {
      const rooms = (await (await pro.request.get(`${baseUrl}/api/v2/project_chat_rooms?unread=1`, { headers: XHR })).json()) as { items: { id: number }[] };
      if (rooms.items.length === 0) break;
      for (const room of rooms.items)
        await pro.request.post(`${baseUrl}/api/v2/project_chat_rooms/${room.id}/reads`, { headers: { ...XHR, "x-csrf-token": token, origin: baseUrl } });
    }
    await expect
      .poll(async () => ((await (await pro.request.get(`${baseUrl}/api/v2/me`, { headers: XHR })).json()) as { isUnreadMessage: boolean }).isUnreadMessage)
      .toBe(false);
    await pro.goto(`${baseUrl}/project_chat_rooms`);
    await dismissJobChangeQuestion(pro);
    await expect.poll(() => pro.locator("html").getAttribute("data-chat-stream"), { timeout: 10_000 }).toBe("open");
    expect(await pro.getByTestId("messages-unread-mark").count()).toBe(0);

    await orderer.goto(`${baseUrl}/project_chat_rooms/${roomId}`);
    await orderer.getByTestId("chat-input").fill(`未読の印のテストです（${Date.now()}）`);
    await orderer.getByTestId("chat-input").press("Enter");
    await expect.poll(() => pro.getByTestId("messages-unread-mark").count(), { timeout: 5_000 }).toBe(1);
    expect(await pro.getByTestId("messages-link").getAttribute("aria-label")).toBe("メッセージ（未読あり）");

    // Read in another tab (the API, as that tab's room page does): this tab's mark goes.
    await pro.request.post(`${baseUrl}/api/v2/project_chat_rooms/${roomId}/reads`, { headers: { ...XHR, "x-csrf-token": token, origin: baseUrl } });
    await expect.poll(() => pro.getByTestId("messages-unread-mark").count(), { timeout: 5_000 }).toBe(0);
    await orderer.context().close();
    await pro.context().close();
  });
});

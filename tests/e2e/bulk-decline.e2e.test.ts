import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshotTo } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("issue 15: bulk 見送り on the applicant board (S-BAR-8)", () => {
  it.each(["desktop", "mobile"] as const)("the orderer ticks two 未対応 applicants and declines both with the edited polite template (%s)", async (viewport) => {
    const page = await newPage(browser, viewport);
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/mypage/order/applies?status=applied`);
    const column = page.getByTestId("board-column-applied");
    const cards = column.getByTestId("board-card");
    await cards.first().waitFor();
    const names: string[] = [];
    for (const card of (await cards.all()).slice(0, 2)) {
      const tick = card.getByRole("checkbox", { name: /さんを選択$/ });
      names.push((await tick.getAttribute("aria-label"))!.replace(/さんを選択$/, ""));
      await tick.check();
    }
    const bar = page.getByTestId("bulk-decline-bar");
    expect(await bar.textContent()).toContain("2人を選択中");
    await bar.getByRole("button", { name: "まとめて見送る" }).click();
    const dialog = page.getByRole("dialog");
    const message = dialog.getByLabel("応募者へのメッセージ");
    // The polite template is there to edit, not to write from nothing.
    expect(await message.inputValue()).toContain("このたびはご応募いただき、誠にありがとうございました。");
    await message.fill(`${await message.inputValue()}\n今後の募集でまたご縁があれば幸いです。`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page);
    await saveScreenshotTo(page, "/tmp/shots-apply", `bulk-decline-${viewport}`);
    await dialog.getByRole("button", { name: "2人に見送りを伝える" }).click();
    await page.getByText("2人を見送りました").first().waitFor();

    // Both now sit under 見送り (the API's column holds 30 cards; a name search keeps it short).
    for (const name of names) {
      const answer = await page.request.get(`${baseUrl}/api/v2/current_corporation/applications?status=declined&q=${encodeURIComponent(name.split(" ")[0]!)}`, {
        headers: { "X-Requested-With": "XMLHttpRequest" },
      });
      const board = (await answer.json()) as { columns: { cards: { pro: { name: string } }[] }[] };
      expect(board.columns[0]!.cards.map((c) => c.pro.name)).toContain(name);
    }
    await page.context().close();
  });
});

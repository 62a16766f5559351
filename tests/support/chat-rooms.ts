import type { Browser, Page } from "playwright-core";

import { DEMO_PASSWORD } from "@/config/demo-accounts";

import { logInBrowser, postJsonAs } from "./browser-accounts";
import { newPage } from "./browser";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/**
 * The generated pro (they share the demo password) of one of orderer@'s corporation's conversations:
 * generated pros' ids run in order from pro0001@, so the room's pro id names the address.
 */
export async function generatedProOf(browser: Browser, baseUrl: string, orderer: Page): Promise<{ page: Page; roomId: number }> {
  const first = await newPage(browser, "mobile");
  await logInBrowser(first, baseUrl, "pro0001@example.com");
  const baseId = ((await (await first.request.get(`${baseUrl}/api/v2/me`, { headers: XHR })).json()) as { id: number }).id - 1;
  await first.context().close();
  const list = (await (await orderer.request.get(`${baseUrl}/api/v2/project_chat_rooms`, { headers: XHR })).json()) as {
    items: { id: number; counterpart: { path: string } }[];
  };
  // Other journeys sign new pros up and apply to these projects: their rooms are not a generated pro's.
  for (const room of list.items) {
    const index = Number(room.counterpart.path.split("/").pop()) - baseId;
    if (index < 1) continue;
    const page = await newPage(browser, "mobile");
    const login = await postJsonAs(page, baseUrl, "/api/v2/sessions", { email: `pro${String(index).padStart(4, "0")}@example.com`, password: DEMO_PASSWORD });
    if (login.ok()) return { page, roomId: room.id };
    await page.context().close();
  }
  throw new Error("no conversation of orderer@'s corporation with a generated pro");
}

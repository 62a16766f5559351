/**
 * `npm run bench:web-vitals [-- --runs 3]` (issue 19): Core Web Vitals measured in Debian's Chromium
 * on the production build — LCP and CLS of the public pages as a visitor on a 390 px phone viewport,
 * and the interaction latency (INP: the longest event duration of the interaction, from the Event
 * Timing API) of the four interactions people repeat all day: a search filter, the like button,
 * sending a chat message, and moving a card on the applicant board. No network throttling; the CPU
 * is the machine's as it is, or with `--cpu-slowdown 4` four times slower, as Lighthouse's phone
 * (whose simulated whole is `npm run lighthouse`).
 *
 * Targets: LCP ≤ 1.5 s, INP ≤ 100 ms, CLS ≤ 0.02. Starts the built app on a fresh embedded database
 * with demo data, or measures BASE_URL.
 */
import os from "node:os";

import type { Browser, Page } from "playwright-core";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { startAppServer } from "../tests/support/app-server";
import { logInBrowser } from "../tests/support/browser-accounts";
import { launchChromium, newPage } from "../tests/support/browser";
import { flag } from "./support/options";
import { installVitalsObservers, readVitals, type Vitals } from "./support/web-vitals-observers";

const runs = flag("runs", 3);
// `--cpu-slowdown 4`: Chromium runs the page's main thread 4× slower (Lighthouse's phone), through CDP.
const cpuSlowdown = flag("cpu-slowdown", 1);
const server = process.env.BASE_URL ? undefined : await startAppServer({ LOG_LEVEL: "error" });
const baseUrl = process.env.BASE_URL ?? server!.baseUrl;

async function firstId(path: string, list: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return ((await response.json()) as Record<string, { id: number }[]>)[list]![0]!.id;
}

type Measure = { label: string; viewport: "mobile" | "desktop"; account?: string; run: (page: Page) => Promise<void> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(browser: Browser, item: Measure): Promise<Vitals[]> {
  const results: Vitals[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await newPage(browser, item.viewport);
    if (item.account) await logInBrowser(page, baseUrl, item.account);
    if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await installVitalsObservers(page);
    await item.run(page);
    // LCP is final at the first input or when the page is hidden; the Event Timing entries arrive after the next frame.
    await page.waitForTimeout(500);
    results.push(await readVitals(page));
    await page.context().close();
  }
  return results;
}

const projectId = await firstId("/api/v2/top/projects", "projectList");
const proId = await firstId("/api/v2/top/pros", "proList");
const visit = (path: string) => async (page: Page) => void (await page.goto(`${baseUrl}${path}`, { waitUntil: "load" }));
const items: Measure[] = [
  ...["/", "/top/projects", `/top/projects/${projectId}`, "/top/pros", `/top/pros/${proId}`, "/login"].map((path) => ({
    label: `load ${path}`,
    viewport: "mobile" as const,
    run: visit(path),
  })),
  {
    label: "click a search filter (フルリモート)",
    viewport: "desktop",
    run: async (page) => {
      await visit("/top/projects")(page);
      await page.getByRole("complementary", { name: "検索条件" }).getByLabel("フルリモート", { exact: true }).click();
    },
  },
  {
    label: "like a project (pro)",
    viewport: "mobile",
    account: DEMO_EMAILS.pro,
    run: async (page) => {
      await visit(`/top/projects/${projectId}`)(page);
      await page.getByTestId("like-button").first().click();
    },
  },
  {
    label: "send a chat message (orderer)",
    viewport: "desktop",
    account: DEMO_EMAILS.orderer,
    run: async (page) => {
      await visit("/project_chat_rooms")(page);
      await page.locator("a[href^='/project_chat_rooms/']").first().click();
      await page.getByTestId("chat-input").fill(`計測のメッセージ（${Date.now()}）`);
      await page.getByRole("button", { name: "送信" }).click();
    },
  },
  {
    label: "move a board card (orderer)",
    viewport: "desktop",
    account: DEMO_EMAILS.orderer,
    run: async (page) => {
      await visit("/mypage/order/applies")(page);
      await page.getByTestId("board-column-applied").getByTestId("board-card").first().getByRole("button", { name: "商談調整中へ" }).click();
    },
  },
];

const browser = await launchChromium();
try {
  console.log(
    `${baseUrl}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; median of ${runs} runs; Chromium, ${cpuSlowdown > 1 ? `CPU ${cpuSlowdown}× slower` : "no CPU throttling"}, no network throttling\n`,
  );
  console.log("| measure | LCP | CLS | INP (longest interaction) |\n|---|---|---|---|");
  for (const item of items) {
    const results = await measure(browser, item);
    const lcp = median(results.map((r) => r.lcp));
    const cls = median(results.map((r) => r.cls));
    const inp = median(results.map((r) => r.inp));
    const isLoad = item.label.startsWith("load");
    console.log(
      `| ${item.label} | ${isLoad ? `${Math.round(lcp)} ms` : "—"} | ${isLoad ? cls.toFixed(3) : "—"} | ${isLoad ? "—" : inp === 0 ? "< 16 ms" : `${Math.round(inp)} ms`} |`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}

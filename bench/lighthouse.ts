/**
 * `npm run lighthouse [-- --runs 3] [--only public] [--check]` (issue 19, "Fast on a phone"):
 * Lighthouse's mobile preset (a mid-range phone, simulated slow 4G and a 4× slower CPU) on the
 * production build, in Debian's Chromium, for the public pages and — signed in — the orderer's
 * applicant board and a chat room. Writes one table row per page: the median of the runs for each
 * category, and the performance metrics behind the score (FCP, LCP, TBT, CLS).
 *
 * Targets (the issue): performance ≥ 95, accessibility 100, best practices 100, SEO 100 on every
 * public page; member pages are `noindex` by design, so their SEO is not counted. `--check` exits 1
 * when a public page misses one; `--gate quality` leaves performance out of that (what CI runs). Starts the built app on a fresh embedded database
 * with demo data, or measures BASE_URL.
 */
import os from "node:os";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { startAppServer } from "../tests/support/app-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/browser";
import { cookiesSetBy, postJsonOverHttp } from "../tests/support/http-accounts";
import { flag, textOption } from "./support/options";
import { LIGHTHOUSE_TARGETS, missedTargets, type PageScores } from "./support/lighthouse-targets";

const runs = flag("runs", 3);
const onlyPublic = textOption("only") === "public";
const isCheck = process.argv.includes("--check");
// `--check --gate quality` (CI): only accessibility, best practices and SEO fail the run.
const gatesPerformance = textOption("gate") !== "quality";

// @ts-expect-error -- plain ESM helper shared with `npm start`
const { buildIfNeeded } = await import("../scripts/build-if-needed.mjs");
if (!process.env.BASE_URL) buildIfNeeded(process.env, () => undefined);
const server = process.env.BASE_URL ? undefined : await startAppServer({ LOG_LEVEL: "error" });
const baseUrl = process.env.BASE_URL ?? server!.baseUrl;

async function firstId(path: string, list: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return ((await response.json()) as Record<string, { id: number }[]>)[list]![0]!.id;
}

/** The session cookie of a demo account, for Lighthouse's requests as that member. */
async function sessionCookieOf(email: string): Promise<string> {
  const response = await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email, password: DEMO_PASSWORD });
  if (!response.ok) throw new Error(`log-in as ${email} failed: ${response.status}`);
  return cookiesSetBy(response);
}

async function firstChatRoomPath(cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/project_chat_rooms`, { headers: { "X-Requested-With": "XMLHttpRequest", cookie } });
  const { items } = (await response.json()) as { items: { id: number }[] };
  return `/project_chat_rooms/${items[0]!.id}`;
}

type Target = { label: string; path: string; cookie?: string };

const projectId = await firstId("/api/v2/top/projects", "projectList");
const proId = await firstId("/api/v2/top/pros", "proList");
const targets: Target[] = [
  { label: "/", path: "/" },
  { label: "/top/projects", path: "/top/projects" },
  { label: "a project page", path: `/top/projects/${projectId}` },
  { label: "/top/projects/ranking", path: "/top/projects/ranking" },
  { label: "/top/pros", path: "/top/pros" },
  { label: "a pro profile", path: `/top/pros/${proId}` },
  { label: "/login", path: "/login" },
];
if (!onlyPublic) {
  const orderer = await sessionCookieOf(DEMO_EMAILS.orderer);
  targets.push({ label: "/mypage/order/applies (orderer)", path: "/mypage/order/applies", cookie: orderer });
  targets.push({ label: "a chat room (orderer)", path: await firstChatRoomPath(orderer), cookie: orderer });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

async function audit(target: Target): Promise<PageScores> {
  const samples: PageScores[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(`${baseUrl}${target.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric"))
        .map((a) => a.id),
    });
  }
  const pick = (key: Exclude<keyof PageScores, "failedAudits">) => median(samples.map((s) => s[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
  };
}

const misses: string[] = [];
try {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(`${baseUrl}; load average ${load}; Lighthouse ${LIGHTHOUSE_TARGETS.version}, mobile preset, simulated throttling; median of ${runs} runs\n`);
  console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | audits not passed |\n|---|---|---|---|---|---|---|---|---|---|");
  for (const target of targets) {
    const scores = await audit(target);
    const isMember = Boolean(target.cookie);
    const seo = isMember ? `${scores.seo} (noindex)` : String(scores.seo);
    console.log(
      `| ${target.label} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${seo} | ${(scores.fcpMs / 1000).toFixed(1)} s | ${(scores.lcpMs / 1000).toFixed(1)} s | ${Math.round(scores.tbtMs)} ms | ${scores.cls.toFixed(3)} | ${scores.failedAudits.join(", ") || "–"} |`,
    );
    if (!isMember) misses.push(...missedTargets(target.label, scores, gatesPerformance));
  }
} finally {
  chrome.kill();
  await server?.stop();
}
if (misses.length > 0) {
  console.log(`\nTargets missed:\n${misses.map((m) => `- ${m}`).join("\n")}`);
  if (isCheck) process.exit(1);
}

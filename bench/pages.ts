/**
 * Whole pages through the real server, sequentially, p50/p95 (the top page's target: p50 ≤ 60 ms on
 * PGlite with demo data). Starts the built app on a fresh embedded database with demo data, or
 * measures a running server given as BASE_URL.
 * The search page's target: /top/projects SSR p50 ≤ 60 ms.
 *   npm run build && npm run bench:pages
 *   BENCH_DATA_DIR=dir npm run bench:search -- --projects 100000   then
 *   npm run bench:pages -- --data-dir dir                          (the 100k PGlite set)
 *   BASE_URL=http://localhost:3000 npm run bench:pages -- --runs 100
 *   npm run bench:pages -- --throughput     requests/s beside a trivial page (pages-throughput.ts)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { startAppServer } from "../tests/support/app-server";
import { cookiesSetBy, postJsonOverHttp } from "../tests/support/http-accounts";
import { flag, textOption } from "./support/options";
import { percentile } from "./support/percentile";

if (process.argv.includes("--throughput")) {
  await import("./pages-throughput");
  process.exit(0);
}

const runs = flag("runs", 50);
const dataDir = textOption("data-dir");
const server = process.env.BASE_URL ? undefined : await startAppServer({ LOG_LEVEL: "error", ...(dataDir ? { DATA_DIR: dataDir } : {}) });
const baseUrl = process.env.BASE_URL ?? server!.baseUrl;

/** A session cookie for the demo pro, logged in through the API like a browser. */
async function logIn(email: string): Promise<string> {
  const response = await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email, password: DEMO_PASSWORD });
  if (!response.ok) throw new Error(`log-in failed: ${response.status}`);
  return cookiesSetBy(response);
}

async function measure(label: string, path: string, cookie?: string) {
  const samples: number[] = [];
  let htmlBytes = 0;
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    htmlBytes = Buffer.byteLength(await response.text());
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (i >= 5) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => percentile(samples, p).toFixed(1);
  console.log(`| ${label} | ${pct(50)} ms | ${pct(95)} ms | ${(htmlBytes / 1024).toFixed(1)} KB |`);
}

try {
  const pro = await logIn(DEMO_EMAILS.pro);
  console.log(
    `${baseUrl}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; ${runs} sequential requests after 5 warm-ups\n`,
  );
  console.log("| page | p50 | p95 | HTML |\n|---|---|---|---|");
  await measure("/ visitor", "/");
  await measure("/ signed-in pro", "/", pro);
  await measure("/top/projects/ranking visitor", "/top/projects/ranking");
  await measure("/top/projects/ranking signed-in pro", "/top/projects/ranking", pro);
  await measure("/top/projects visitor", "/top/projects");
  await measure("/top/projects signed-in pro", "/top/projects", pro);
  await measure("/top/projects area + sort", "/top/projects?search_project%5Barea_ids%5D%5B%5D=13&search_project%5Bsort%5D=2");
  await measure("/top/projects free word", "/top/projects?search_project%5Bfree_word%5D=React");
  await measure("/top/projects page 10", "/top/projects?page=10");
  await measure("/required_skills/TypeScript landing", "/required_skills/TypeScript");
  await measure("/professions/1 landing + remote", "/professions/1?search_project%5Bremote_types%5D%5B%5D=full_remote");
  // Pro search (issue 13): target SSR p50 ≤ 60 ms
  await measure("/top/pros visitor", "/top/pros");
  await measure("/top/pros signed-in pro", "/top/pros", pro);
  await measure("/top/pros free word + remote", "/top/pros?search_pro%5Bfree_word%5D=React&search_pro%5Bremote_types%5D%5B%5D=full_remote");
  await measure("/top/pros/required_skills/TypeScript landing", "/top/pros/required_skills/TypeScript");
  await measure("/pages/faq visitor (a page without project data, for comparison)", "/pages/faq");
  // Account pages (issue 12)
  await measure("/mypage/config settings hub, pro", "/mypage/config", pro);
  await measure("/mypage/config/sessions, pro", "/mypage/config/sessions", pro);
  await measure("/mypage/config/two_factor, pro", "/mypage/config/two_factor", pro);
  await measure("/mypage/config/export, pro", "/mypage/config/export", pro);
  await measure("/mypage/config/email, pro", "/mypage/config/email", pro);
  await measure("/mypage/config/password, pro", "/mypage/config/password", pro);
  await measure("/mypage/config/withdrawal, pro", "/mypage/config/withdrawal", pro);
  await measure("/mypage/config/avatar, pro", "/mypage/config/avatar", pro);
  await measure("/mypage/config/intention, pro", "/mypage/config/intention", pro);
  await measure("/mypage/config/shield, pro", "/mypage/config/shield", pro);
  await measure("/mypage/config/name, pro", "/mypage/config/name", pro);
  await measure("/mypage/config/notifications, pro", "/mypage/config/notifications", pro);
  // Pro profiles (issue 13): the demo pro's public page (target p50 ≤ 40 ms) and the editor
  const me = await fetch(`${baseUrl}/api/v2/me`, { headers: { Cookie: pro, "X-Requested-With": "XMLHttpRequest" } });
  const proId = ((await me.json()) as { id: number }).id;
  await measure("/top/pros/{id} visitor", `/top/pros/${proId}`);
  await measure("/top/pros/{id} signed-in pro", `/top/pros/${proId}`, pro);
  await measure("/mypage/config/profile, pro", "/mypage/config/profile", pro);
  await measure("/signup/welcome, pro", "/signup/welcome", pro);
  await measure("/password_resets/new visitor", "/password_resets/new");
  await measure("/email_verification, a dead link", "/email_verification?token=" + "x".repeat(43));
  await measure("/login visitor", "/login");
  // The orderer's pages (issue 14): the list (target p50 ≤ 60 ms) and a request's status page
  const orderer = await logIn(DEMO_EMAILS.orderer);
  await measure("/mypage/order/projects, orderer", "/mypage/order/projects", orderer);
  await measure("/mypage/order/projects by views, orderer", "/mypage/order/projects?sort=views", orderer);
  const rejected = await fetch(`${baseUrl}/api/v2/current_corporation/projects?status=rejected`, { headers: { Cookie: orderer, "X-Requested-With": "XMLHttpRequest" } });
  const requestId = ((await rejected.json()) as { items: { id: number }[] }).items[0]!.id;
  await measure("/project_requests/{id} 差し戻し, orderer", `/project_requests/${requestId}`, orderer);
  // Company pages and settings (issue 14): orderer@'s current corporation
  const ordererMe = await fetch(`${baseUrl}/api/v2/me`, { headers: { Cookie: orderer, "X-Requested-With": "XMLHttpRequest" } });
  const corporationId = ((await ordererMe.json()) as { currentCorporation: { id: number } }).currentCorporation.id;
  await measure("/corporations/{id} visitor (masked)", `/corporations/${corporationId}`);
  await measure("/corporations/{id} signed-in orderer", `/corporations/${corporationId}`, orderer);
  await measure("/mypage/order/corporation, orderer", "/mypage/order/corporation", orderer);
  await measure("/mypage/order/corporation/members, orderer", "/mypage/order/corporation/members", orderer);
  await measure("/corporation_invitations/accept, a dead link", "/corporation_invitations/accept?token=" + "x".repeat(43));
  // Posting (issue 14): the paid orderer's form, new and editing one of the current corporation's projects
  await measure("/projects/new, paid orderer", "/projects/new", orderer);
  for (let id = 1; id <= 12; id++) {
    const form = await fetch(`${baseUrl}/api/v2/projects/${id}/form`, { headers: { Cookie: orderer, "X-Requested-With": "XMLHttpRequest" } });
    if (form.status !== 200) continue;
    await measure("/projects/{id}/edit, paid orderer", `/projects/${id}/edit`, orderer);
    break;
  }
  // Matching (issue 15): the apply form, the pro's 案件管理 tabs, the board, notifications
  const search = await fetch(`${baseUrl}/api/v2/top/projects`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  const openProjectId = ((await search.json()) as { projectList: { id: number }[] }).projectList[0]!.id;
  await measure("/projects/{id}/apply, pro", `/projects/${openProjectId}/apply`, pro);
  await measure("/mypage/accept/projects 応募中, pro", "/mypage/accept/projects", pro);
  await measure("/mypage/accept/projects?tab=deals, pro", "/mypage/accept/projects?tab=deals", pro);
  await measure("/mypage/order/applies board, orderer", "/mypage/order/applies", orderer);
  await measure("/mypage/notifications, orderer", "/mypage/notifications", orderer);
  // Scouts (issue 15): the pro's tab, the orderer's list and the form for pro@
  await measure("/mypage/accept/projects?tab=scouts, pro", "/mypage/accept/projects?tab=scouts", pro);
  await measure("/mypage/order/scouts, orderer", "/mypage/order/scouts", orderer);
  await measure("/mypage/order/scouts/new?pro_id=…, orderer", `/mypage/order/scouts/new?pro_id=${proId}`, orderer);
  // Conversations (issue 16): the list and a room of orderer@'s corporation
  await measure("/project_chat_rooms, orderer", "/project_chat_rooms", orderer);
  const rooms = await fetch(`${baseUrl}/api/v2/project_chat_rooms`, { headers: { Cookie: orderer, "X-Requested-With": "XMLHttpRequest" } });
  const roomId = ((await rooms.json()) as { items: { id: number }[] }).items[0]!.id;
  await measure("/project_chat_rooms/{id}, orderer", `/project_chat_rooms/${roomId}`, orderer);
} finally {
  await server?.stop();
}

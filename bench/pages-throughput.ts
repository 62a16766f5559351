/**
 * `npm run bench:pages -- --throughput [--seconds 10] [--connections 16]` (issue 19): requests per
 * second of the public pages beside a trivial page of the same server (/healthz, and Next's
 * /robots.txt), first with the shared page cache for visitors (decision 031), then on a second
 * server with it off (PAGE_CACHE_SECONDS=0) — both in one run, so the ratios compare.
 */
import os from "node:os";

import { startAppServer, type RunningAppServer } from "../tests/support/app-server";
import { flag } from "./support/options";
import { measureThroughput, visitorCookie } from "./support/page-throughput";

const seconds = flag("seconds", 10);
const connections = flag("connections", 16);

async function firstId(baseUrl: string, path: string, list: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return ((await response.json()) as Record<string, { id: number }[]>)[list]![0]!.id;
}

async function pagesOf(baseUrl: string): Promise<[string, string][]> {
  const projectId = await firstId(baseUrl, "/api/v2/top/projects", "projectList");
  const proId = await firstId(baseUrl, "/api/v2/top/pros", "proList");
  return [
    ["trivial: /healthz", "/healthz"],
    ["trivial page: /robots.txt", "/robots.txt"],
    ["/", "/"],
    ["/top/projects", "/top/projects"],
    ["/top/projects free word", "/top/projects?search_project%5Bfree_word%5D=React"],
    ["a project page", `/top/projects/${projectId}`],
    ["/top/projects/ranking", "/top/projects/ranking"],
    ["landing /required_skills/TypeScript", "/required_skills/TypeScript"],
    ["/top/pros", "/top/pros"],
    ["a pro profile", `/top/pros/${proId}`],
    ["/pages/faq", "/pages/faq"],
    ["/login (never shared)", "/login"],
  ];
}

type Row = { rate: number; htmlKb: number; gzipKb: number; errors: string };

async function measureAll(server: RunningAppServer): Promise<Map<string, Row>> {
  const cookie = await visitorCookie(server.baseUrl);
  const rows = new Map<string, Row>();
  for (const [label, path] of await pagesOf(server.baseUrl)) {
    const html = await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie } })).text();
    const result = await measureThroughput(server.baseUrl, path, { seconds, connections, cookie });
    const errors = [...result.statuses].filter(([status]) => status !== 200).map(([status, count]) => `${status}×${count}`);
    rows.set(label, { rate: result.rate, htmlKb: Buffer.byteLength(html) / 1024, gzipKb: result.bytesPerAnswer / 1024, errors: errors.join(" ") || "—" });
  }
  return rows;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

const results: Map<string, Row>[] = [];
for (const cacheSeconds of ["30", "0"]) {
  const server = await startAppServer({ LOG_LEVEL: "error", PAGE_CACHE_SECONDS: cacheSeconds });
  try {
    results.push(await measureAll(server));
  } finally {
    await server.stop();
  }
}
const [cached, uncached] = results as [Map<string, Row>, Map<string, Row>];
const trivial = (rows: Map<string, Row>) => rows.get("trivial: /healthz")!.rate;
console.log(`load average ${load()} at the end; ${connections} connections, ${seconds} s per page; client and server share ${os.cpus().length} cores\n`);
console.log("| page | shared cache on: req/s | vs /healthz | cache off: req/s | vs /healthz | HTML | gzip | errors |\n|---|---|---|---|---|---|---|---|");
for (const [label, row] of cached) {
  const off = uncached.get(label)!;
  const ratio = (rate: number, rows: Map<string, Row>) => `${Math.round((rate / trivial(rows)) * 100)} %`;
  console.log(
    `| ${label} | ${row.rate.toFixed(0)} | ${ratio(row.rate, cached)} | ${off.rate.toFixed(0)} | ${ratio(off.rate, uncached)} | ${row.htmlKb.toFixed(1)} KB | ${row.gzipKb.toFixed(1)} KB | ${row.errors} / ${off.errors} |`,
  );
}

/**
 * Server-rendered search pages (/top/projects and landing pages) through the real server process,
 * whole HTML documents, sequential requests. The target: /top/projects SSR p50 ≤ 60 ms.
 *   npm run bench:search-page                                   (fresh demo data on PGlite)
 *   BENCH_DATA_DIR=dir npm run bench:search -- --projects 100000   then
 *   npm run bench:search-page -- --data-dir dir                  (the 100k PGlite set)
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:search-page    (a seeded PostgreSQL database)
 * Needs a production build (`npm start` or `npm run build` makes one).
 */
import { performance } from "node:perf_hooks";

// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startAppServer } from "../tests/support/app-server";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}
const runs = Number(option("runs") ?? 50);
const dataDir = option("data-dir");

buildIfNeeded();
const env: Record<string, string> = { LOG_LEVEL: "warn" };
if (dataDir) env.DATA_DIR = dataDir;
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
const server = await startAppServer(env);

const pages: [string, string][] = [
  ["/top/projects (no conditions)", "/top/projects"],
  ["/top/projects, area + sort", "/top/projects?search_project%5Barea_ids%5D%5B%5D=13&search_project%5Bsort%5D=2"],
  ["/top/projects, free word", "/top/projects?search_project%5Bfree_word%5D=React"],
  ["/top/projects, page 10", "/top/projects?page=10"],
  ["landing /required_skills/TypeScript", "/required_skills/TypeScript"],
  ["landing /professions/1 + remote", "/professions/1?search_project%5Bremote_types%5D%5B%5D=full_remote"],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

console.log(`${runs} sequential requests per page after 5 warm-up requests\n`);
console.log("| page | p50 | p95 | HTML |");
console.log("|---|---|---|---|");
try {
  for (const [label, path] of pages) {
    let bytes = 0;
    for (let i = 0; i < 5; i++) await (await fetch(`${server.baseUrl}${path}`)).text();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`);
      const html = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      bytes = html.length;
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${Math.round(bytes / 1024)} KB |`);
  }
} finally {
  await server.stop();
}

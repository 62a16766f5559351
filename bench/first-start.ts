/**
 * A newcomer's first `npm start`, timed: removes `.next` and uses a fresh DATA_DIR, runs
 * `node scripts/start.mjs` (build, migrate, seed, listen) and polls /healthz until it answers 200,
 * then stops the server. Prints when each phase ended, the build's own step lines, the total and
 * the load average (the machine is shared: the figure means little without it).
 *   npm run bench:first-start                    (port 4290)
 *   npm run bench:first-start -- --port 4391 --keep-build   (a later start: build kept, data fresh)
 * The phase markers also match the older start-up's output (JSON lines only), so the same script
 * times an older commit side by side: copy this file there and run `npx tsx bench/first-start.ts`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";

import { flag } from "./support/options";

const root = path.resolve(import.meta.dirname, "..");
const port = flag("port", 4290);
const keepBuild = process.argv.includes("--keep-build");

/** The moment each phase ended, recognised by the first output line that matches. */
const PHASES = [
  { name: "build (next build)", ends: /^\[2\/4\]|server-rendered on demand/ },
  { name: "database (open, migrate)", ends: /^\[3\/4\]|"msg":"database ready"/ },
  { name: "demo data (seed)", ends: /^\[4\/4\]|"msg":"かけはし is ready"/ },
] as const;
/** The build's own step lines (compile, type check, page data, static pages), shown with their time. */
const BUILD_STEP = /Compiled|TypeScript|Linting|Collecting|Generating|Finalizing|Skipping/;

const loadBefore = os.loadavg();
if (!keepBuild) rmSync(path.join(root, ".next"), { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "kakehashi-first-start-"));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const ended = new Map<string, string>();
const steps: string[] = [];

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SITE_ORIGIN: "" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true, // its own process group, so stopping it also stops the build and the server
});
for (const stream of [server.stdout, server.stderr]) {
  createInterface({ input: stream }).on("line", (line) => {
    const at = seconds();
    for (const phase of PHASES) if (!ended.has(phase.name) && phase.ends.test(line)) ended.set(phase.name, at);
    if (BUILD_STEP.test(line)) steps.push(`${at.padStart(6)} s  ${line.trim()}`);
  });
}

let healthy: string | undefined;
while (server.exitCode === null && performance.now() - started < 600_000) {
  try {
    if ((await fetch(`http://localhost:${port}/healthz`)).status === 200) {
      healthy = seconds();
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const loadAfter = os.loadavg();
if (server.exitCode === null) process.kill(-server.pid!, "SIGTERM");
await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nfirst start on ${os.cpus().length} cores, Node ${process.version}${keepBuild ? " (build kept)" : ""}`);
for (const step of steps) console.log(step);
let previous = 0;
for (const phase of PHASES) {
  const at = ended.get(phase.name);
  console.log(`${phase.name.padEnd(28)} ${at ? `${(Number(at) - previous).toFixed(1).padStart(6)} s  (ends at ${at} s)` : "     –"}`);
  if (at) previous = Number(at);
}
console.log(`${"/healthz 200 (total)".padEnd(28)} ${healthy ? `${healthy.padStart(6)} s` : "never"}`);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
console.log(`load average (1/5/15 min) before ${load(loadBefore)}, after ${load(loadAfter)}`);
if (!healthy) process.exitCode = 1;

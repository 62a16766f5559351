/**
 * Oversized request bodies against the real server (the built app on a fresh PGlite with demo data):
 * the server's resident memory before and after each round, and every answer's status and time.
 * Target (issue "Hardening what exists"): ten 300 MB bodies → every answer 413, RSS growth ≤ 20 MB.
 *   npm run bench:body-limit [-- --mb 300 --count 10]
 */
import { readFileSync } from "node:fs";
import os from "node:os";

// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startAppServer } from "../tests/support/app-server";
import { repeatedChunks, sendRaw } from "../tests/support/raw-http";
import { flag } from "./support/options";

const megabytes = flag("mb", 300);
const count = flag("count", 10);
const bytes = megabytes * 1024 * 1024;

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Number(/\d+/.exec(line)![0]) / 1024;
}

buildIfNeeded();
const server = await startAppServer({ LOG_LEVEL: "error" });
const origin = server.baseUrl;
try {
  // Warm the paths once so that first-use allocations are not counted as growth.
  for (let i = 0; i < 3; i++) {
    await fetch(`${origin}/api/v2/top/projects`);
    await sendRaw(origin, "POST", "/api/v2/users", { contentLength: 2 * 1024 * 1024, chunks: () => repeatedChunks(2 * 1024 * 1024) });
  }
  const rounds: [string, () => Promise<{ status: number; ms: number }[]>][] = [
    [
      `${count} × ${megabytes} MB form bodies, one after another (Content-Length)`,
      async () => {
        const answers = [];
        for (let i = 0; i < count; i++) {
          answers.push(
            await sendRaw(origin, "POST", "/api/v2/users", {
              headers: { "content-type": "application/x-www-form-urlencoded" },
              contentLength: bytes,
              chunks: () => repeatedChunks(bytes),
            }),
          );
        }
        return answers;
      },
    ],
    [
      `3 × ${megabytes} MB in parallel (Content-Length)`,
      () => Promise.all([0, 1, 2].map(() => sendRaw(origin, "POST", "/api/v2/contact_inquiries", { contentLength: bytes, chunks: () => repeatedChunks(bytes) }))),
    ],
    [
      `${count} × ${megabytes} MB chunked, no length`,
      async () => {
        const answers = [];
        for (let i = 0; i < count; i++) {
          answers.push(
            await sendRaw(origin, "POST", "/api/v2/sessions", {
              headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
              chunks: () => repeatedChunks(bytes),
            }),
          );
        }
        return answers;
      },
    ],
    [
      `${count} × ${megabytes} MB to a page path (Content-Length)`,
      async () => {
        const answers = [];
        for (let i = 0; i < count; i++) answers.push(await sendRaw(origin, "POST", "/top/projects", { contentLength: bytes, chunks: () => repeatedChunks(bytes) }));
        return answers;
      },
    ],
  ];
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("| round | statuses | slowest answer | RSS before → after |");
  console.log("|---|---|---|---|");
  const start = residentMb(server.child.pid!);
  for (const [label, run] of rounds) {
    const before = residentMb(server.child.pid!);
    const answers = await run();
    const after = residentMb(server.child.pid!);
    const statuses = [...new Set(answers.map((a) => a.status))].join(", ");
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(`| ${label} | ${statuses} (${answers.length}) | ${slowest.toFixed(0)} ms | ${before.toFixed(1)} → ${after.toFixed(1)} MB |`);
  }
  console.log(`growth over all rounds: ${(residentMb(server.child.pid!) - start).toFixed(1)} MB`);
} finally {
  await server.stop();
}

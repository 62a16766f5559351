#!/usr/bin/env node
// `npm start`: builds the pages when the sources changed since the last build, then starts the one
// server process (src/server/main.ts), which applies migrations and seeds demo data into an empty
// database before it listens. `npm run dev` starts the same server with Next's dev compiler.
// Each step prints one plain line ([1/4] … [4/4]); the server's are in src/server/start-up-lines.ts.
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(import.meta.dirname, "..");
const isDev = process.argv.includes("--dev");
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: isDev ? "development" : "production",
  // The server's step lines count their seconds from here, the build included.
  KAKEHASHI_STARTED_AT: String(Math.round(performance.timeOrigin)),
};
const step1 = (text) => console.error(`[1/4] ${(performance.now() / 1000).toFixed(1).padStart(5)} 秒  ${text}`);

if (isDev) step1("開発モード: ページは開いたときにコンパイルされます");
else buildIfNeeded(env, step1);

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts", ...(isDev ? ["--dev"] : [])], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

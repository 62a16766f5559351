#!/usr/bin/env node
// `npm start`: builds the pages when the sources changed since the last build, then starts the one
// server process (src/server/main.ts), which applies migrations and seeds demo data into an empty
// database before it listens. `npm run dev` starts the same server with Next's dev compiler.
import { spawn } from "node:child_process";
import path from "node:path";

import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(import.meta.dirname, "..");
const isDev = process.argv.includes("--dev");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: isDev ? "development" : "production" };

if (!isDev) buildIfNeeded(env);

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts", ...(isDev ? ["--dev"] : [])], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

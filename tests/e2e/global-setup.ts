import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Builds the app when needed and starts the real server (the same process `npm start` runs) on a
 * fresh embedded database with demo data, on a free port.
 */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-e2e-"));
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      SITE_ORIGIN: baseUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealthy(baseUrl, server, 180_000);
  project.provide("baseUrl", baseUrl);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await rm(dataDir, { recursive: true, force: true });
  };
}

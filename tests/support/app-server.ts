import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export type AppServer = { baseUrl: string; stop: () => Promise<void> };
/** The server process too, for tests that signal it (kill -9) or need its pid. */
export type RunningAppServer = AppServer & { child: ChildProcess };

export function findFreePort(): Promise<number> {
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

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The server process `npm start` runs, on the built app, with the tests' defaults under `env`. */
export function spawnAppServer(port: number, env: Record<string, string>, stdio: "inherit" | "pipe" = "inherit"): ChildProcess {
  const baseUrl = `http://localhost:${port}`;
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DEMO_MODE: "true",
      SITE_ORIGIN: baseUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Test helpers log in through the API from a made-up client address each time (see
      // browser-accounts.ts), so dozens of test log-ins do not trip the per-IP login limit.
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: ["ignore", stdio, stdio],
  });
}

/**
 * Starts the real server (the process `npm start` runs, on the built app) on a free port with a fresh
 * embedded database and demo data, unless `env` points it elsewhere. The app must already be built.
 */
export async function startAppServer(env: Record<string, string> = {}, options: { onLogLine?: (line: string) => void } = {}): Promise<RunningAppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-e2e-"));
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const { onLogLine } = options;
  const server = spawnAppServer(port, { DATA_DIR: dataDir, ...env }, onLogLine ? "pipe" : "inherit");
  // A test that reads the server's log gets its stdout line by line; its stderr still reaches the terminal.
  if (onLogLine) {
    createInterface({ input: server.stdout! }).on("line", onLogLine);
    server.stderr!.pipe(process.stderr);
  }
  await waitForHealthy(baseUrl, server, 180_000);
  return {
    baseUrl,
    child: server,
    stop: async () => {
      if (!hasExited(server)) {
        const exited = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCK_FILE_NAME } from "@/db/data-dir-lock";
import { findFreePort, spawnAppServer, startAppServer, type RunningAppServer } from "@tests/support/app-server";
import { logInOverHttp, signUpOverHttp } from "@tests/support/http-accounts";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "kakehashi-lock-e2e-"));
const lockPath = path.join(dataDir, LOCK_FILE_NAME);
const serverEnv = { DATA_DIR: dataDir, DEMO_MODE: "false" };
const servers: RunningAppServer[] = [];
/** Every e-mail the server answered 201 for: each must still log in afterwards. */
const acknowledged: string[] = [];

async function startServer(): Promise<RunningAppServer> {
  const server = await startAppServer(serverEnv);
  servers.push(server);
  return server;
}

/** Waits for a process that should stop by itself; still running at the limit (under the test timeout) is a failure. */
function runToExit(child: ChildProcess, timeoutMs = 40_000): Promise<{ code: number | null; output: string }> {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running after ${timeoutMs} ms (it should have refused the directory):\n${output}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `npm run seed` / `npm run db:migrate` (tsx on the CLI file) with DATA_DIR set. */
function runCli(file: string) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), [file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return runToExit(child, 50_000);
}

async function expectEveryAcknowledgedSignUpLogsIn(baseUrl: string) {
  for (const email of acknowledged) expect(await logInOverHttp(baseUrl, email), email).toBe(200);
}

function expectLockMessage(output: string, holder: RunningAppServer) {
  expect(output).toContain(`データディレクトリ ${dataDir} は別のプロセス (pid ${holder.child.pid}, src/server/main.ts`);
  expect(output).toContain("そのプロセスを止めてから起動してください。");
  expect(output).toContain(`The data directory ${dataDir} is in use by another process (pid ${holder.child.pid}`);
  expect(output).not.toMatch(/\n\s+at /); // no stack trace
}

let first: RunningAppServer;

beforeAll(async () => {
  first = await startServer();
  for (let i = 0; i < 3; i += 1) acknowledged.push(await signUpOverHttp(first.baseUrl, `lock-${i}-${Date.now()}@example.test`));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one server per data directory", () => {
  it("a second server on the same DATA_DIR stops at once with a message naming the directory and the first server; the first keeps every sign-up", async () => {
    const port = await findFreePort();
    const second = await runToExit(spawnAppServer(port, serverEnv, "pipe"));
    expect(second.code).toBe(1);
    expectLockMessage(second.output, first);
    expect(second.output).not.toContain('"level"'); // printed for people, not as a log line
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();

    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    acknowledged.push(await signUpOverHttp(first.baseUrl, `lock-after-${Date.now()}@example.test`));
    await expectEveryAcknowledgedSignUpLogsIn(first.baseUrl);
  });

  it.each([
    ["npm run seed", "src/db/cli/seed.ts"],
    ["npm run db:migrate", "src/db/cli/migrate.ts"],
  ])("%s on a directory the server holds stops with the same message", async (_, file) => {
    const result = await runCli(file);
    expect(result.code).toBe(1);
    expectLockMessage(result.output, first);
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    await expectEveryAcknowledgedSignUpLogsIn(first.baseUrl);
  });

  it("once the first server is stopped (SIGTERM) no lock is left, and the next server has every sign-up", async () => {
    await first.stop();
    expect(existsSync(lockPath)).toBe(false);
    const next = await startServer();
    await expectEveryAcknowledgedSignUpLogsIn(next.baseUrl);
  });

  it("after a server is killed (kill -9) its lock is taken over: npm run db:migrate and the next server open the directory", async () => {
    const killed = servers.at(-1)!;
    const exited = new Promise((resolve) => killed.child.once("exit", resolve));
    killed.child.kill("SIGKILL");
    await exited;
    expect(JSON.parse(readFileSync(lockPath, "utf8")).pid).toBe(killed.child.pid);

    const migrate = await runCli("src/db/cli/migrate.ts");
    expect(migrate.output).toContain("up to date");
    expect(migrate.code).toBe(0);
    const next = await startServer();
    await expectEveryAcknowledgedSignUpLogsIn(next.baseUrl);
  });
});

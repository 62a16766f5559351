import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("S-HEAD-4 start-up configuration check", () => {
  it("the server refuses to start and names each bad variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "test", PORT: "abc", SITE_ORIGIN: "not a url", DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("環境変数の設定に誤りがあります");
    expect(result.stderr).toContain("PORT: 1〜65535 の整数を指定してください");
    expect(result.stderr).toContain("SITE_ORIGIN: https://example.com の形式の URL を指定してください");
  });
});

/** Starts the server and returns its stderr once it has decided about demo data (step 3 of 4). */
async function stderrUpToStep3(env: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-startup-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "4999", LOG_LEVEL: "info", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no step 3 within 60 s:\n${stderr}`)), 60_000);
      server.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        if (/^\[3\/4\].*\n/m.test(stderr)) {
          clearTimeout(timer);
          resolve(stderr);
        }
      });
      server.once("exit", (code) => reject(new Error(`the server exited with ${code} before step 3:\n${stderr}`)));
    });
  } finally {
    server.kill("SIGKILL");
    await new Promise((r) => (server.exitCode === null && server.signalCode === null ? server.once("exit", r) : r(null)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe("decision 005: demo mode at start-up", () => {
  it("a production start on the embedded database at a public SITE_ORIGIN prints 'demo mode: off' and skips the demo seed", async () => {
    const stderr = await stderrUpToStep3({ SITE_ORIGIN: "https://kakehashi.example" });
    expect(stderr).toContain("デモモード: オフ（SITE_ORIGIN が公開オリジンのため。デモにするには DEMO_MODE=true） / demo mode: off");
    expect(stderr).toMatch(/^\[3\/4\] .*デモデータは投入しません/m);
    expect(stderr).not.toContain("デモデータを投入しています");
  });
});

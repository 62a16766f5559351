import { spawnSync } from "node:child_process";
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

import { beforeAll, describe, expect, it } from "vitest";

import pino from "pino";

import type { DatabaseHandle } from "@/db/client";
import { DatabaseHealth } from "@/platform/database-health";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { createTestApp, getTestDatabase } from "@tests/support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await getTestDatabase();
});

describe("API error answers", () => {
  it.each([
    ["GET", "/api/v2/no-such-thing", 404, { error: { code: "not_found", message: "お探しのページまたはデータが見つかりませんでした。" } }],
    ["GET", "/api/v2/%E0%A4%A", 404, { error: { code: "not_found", message: "お探しのページまたはデータが見つかりませんでした。" } }],
    ["GET", "/logout", 405, { error: { code: "method_not_allowed", message: "このメソッドには対応していません。" } }],
    ["PUT", "/logout", 405, { error: { code: "method_not_allowed", message: "このメソッドには対応していません。" } }],
    ["GET", "/api/v2/me?x=%ZZ", 401, { error: { code: "unauthenticated", message: "ログインが必要です。" } }],
  ])("%s %s answers %i with the error JSON", async (method, path, status, body) => {
    const client = new BrowserLikeClient(createTestApp(handle));
    await client.fetchCsrfToken();
    const response = await client.request(method, path);
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual(body);
  });

  it("an unexpected failure answers 500 with no detail, and the request id to quote", async () => {
    const app = createTestApp(handle, {
      now: () => {
        throw new Error("clock exploded: secret internals");
      },
    });
    const client = new BrowserLikeClient(app);
    client.cookies.set("kh_session", "A".repeat(43));
    const response = await client.request("GET", "/api/v2/me");
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      error: { code: "internal_error", message: "サーバーでエラーが発生しました。時間をおいてもう一度お試しください。" },
    });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("/healthz answers 503 when the database does not answer", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const app = createTestApp(handle, { databaseHealth: new DatabaseHealth(() => Promise.reject(refused), pino({ level: "silent" })) });
    const response = await new BrowserLikeClient(app).request("GET", "/healthz");
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ status: "error", database: "unreachable" });
  });

  it("a request id sent by the server in front is kept in the answer", async () => {
    const response = await new BrowserLikeClient(createTestApp(handle)).request("GET", "/healthz", {
      headers: { "x-request-id": "req-1234567890" },
    });
    expect(response.headers.get("x-request-id")).toBe("req-1234567890");
  });
});

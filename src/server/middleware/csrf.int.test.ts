import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();

const CSRF_ERROR = {
  error: { code: "csrf_token_invalid", message: "ページの有効期限が切れました。ページを再読み込みしてからもう一度お試しください。" },
};
const ORIGIN_ERROR = { error: { code: "origin_not_allowed", message: "許可されていない送信元からのリクエストです。" } };

async function userCount() {
  const [row] = await context.handle.db.select({ value: count() }).from(users);
  return row!.value;
}

describe("CSRF protection on state-changing calls", () => {
  const cases: [string, (client: BrowserLikeClient) => Record<string, string>, boolean, number, unknown][] = [
    ["a missing token", () => ({}), false, 403, CSRF_ERROR],
    ["a wrong token", () => ({ "x-csrf-token": "A".repeat(43) }), false, 403, CSRF_ERROR],
    ["another browser's token", () => ({ "x-csrf-token": "stolen" }), false, 403, CSRF_ERROR],
    ["a foreign Origin", () => ({ origin: "https://evil.example" }), true, 403, ORIGIN_ERROR],
    ["a null Origin", () => ({ origin: "null" }), true, 403, ORIGIN_ERROR],
    ["a cross-site fetch without Origin", () => ({ origin: "", "sec-fetch-site": "cross-site" }), true, 403, ORIGIN_ERROR],
  ];

  it.each(cases)("sign-up with %s is refused and creates nothing", async (_, headers, sendToken, status, body) => {
    const client = new BrowserLikeClient(context.app);
    await client.fetchCsrfToken();
    const extra = headers(client);
    const response = await client.request("POST", "/api/v2/users", {
      json: proSignUpBody(),
      csrf: sendToken,
      headers: extra,
    });
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual(body);
    expect(await userCount()).toBe(0);
  });

  it("login without a token is refused", async () => {
    const owner = new BrowserLikeClient(context.app);
    const { email } = await signUpThroughApi(owner);
    const client = new BrowserLikeClient(context.app);
    const response = await client.request("POST", "/api/v2/sessions", { json: { email, password: VALID_PASSWORD }, csrf: false });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(CSRF_ERROR);
  });

  it("the logged-out token stops working once the browser logs in (it is bound to the session)", async () => {
    const client = new BrowserLikeClient(context.app);
    const anonymousToken = await client.fetchCsrfToken();
    await client.request("POST", "/api/v2/users", { json: proSignUpBody() });
    expect(client.csrfToken).not.toBe(anonymousToken);
    const response = await client.request("DELETE", "/logout", { csrf: false, headers: { "x-csrf-token": anonymousToken } });
    expect(response.status).toBe(403);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("logout without a token keeps the user logged in", async () => {
    const client = new BrowserLikeClient(context.app);
    await signUpThroughApi(client);
    expect((await client.request("DELETE", "/logout", { csrf: false })).status).toBe(403);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("GET requests need no token", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/healthz");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: "ok", database: "ok" });
  });
});

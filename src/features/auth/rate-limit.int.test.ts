import { beforeEach, describe, expect, it } from "vitest";

import { RATE_LIMITS } from "@/platform/rate-limit";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();
let email: string;

beforeEach(async () => {
  email = (await signUpThroughApi(new BrowserLikeClient(context.app, "192.0.2.1"))).email;
});

async function attemptLogin(ip: string, password: string, loginEmail = email) {
  const client = new BrowserLikeClient(context.app, ip);
  await client.fetchCsrfToken();
  return client.request("POST", "/api/v2/sessions", { json: { email: loginEmail, password } });
}

const RATE_LIMITED = {
  error: { code: "rate_limited", message: "ログインの試行回数が上限に達しました。安全のため、15分ほど時間をおいてからもう一度お試しください。" },
};

describe("login throttling", () => {
  it("after 10 failures for one account from one address, even the right password is refused with 429", async () => {
    const rule = RATE_LIMITS.loginFailuresPerAccountAndIp;
    for (let i = 0; i < rule.limit; i++) expect((await attemptLogin("203.0.113.66", `wrong-${i}-pass`)).status).toBe(401);
    const blocked = await attemptLogin("203.0.113.66", VALID_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(await json(blocked)).toEqual(RATE_LIMITED);
  });

  it("25 parallel wrong passwords: only 10 are checked, the other 15 are refused with 429", async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => attemptLogin("203.0.113.67", `wrong-${i}-pass`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
  });

  it("a success clears the count: earlier typos do not add up across logins", async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++) expect((await attemptLogin("203.0.113.68", `typo-${i}-pass`)).status).toBe(401);
      expect((await attemptLogin("203.0.113.68", VALID_PASSWORD)).status).toBe(200);
    }
  });

  it("an attacker's failures do not lock the real user out from their own address", async () => {
    for (let i = 0; i < 12; i++) await attemptLogin("203.0.113.66", `wrong-${i}-pass`);
    expect((await attemptLogin("198.51.100.5", VALID_PASSWORD)).status).toBe(200);
  });

  it("the block lifts when the window has passed", async () => {
    for (let i = 0; i < 11; i++) await attemptLogin("203.0.113.66", `wrong-${i}-pass`);
    expect((await attemptLogin("203.0.113.66", VALID_PASSWORD)).status).toBe(429);
    context.clock.advance(RATE_LIMITS.loginFailuresPerAccountAndIp.windowMs + 1);
    expect((await attemptLogin("203.0.113.66", VALID_PASSWORD)).status).toBe(200);
  });

  it("one address trying many accounts is throttled after 30 attempts", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      expect((await attemptLogin(ip, VALID_PASSWORD, `guess-${i}@example.test`)).status).toBe(401);
    }
    expect((await attemptLogin(ip, VALID_PASSWORD)).status).toBe(429);
    expect((await attemptLogin("198.51.100.5", VALID_PASSWORD)).status).toBe(200);
  });
});

describe("sign-up throttling", () => {
  it("an address may sign up 10 accounts an hour; the 11th is refused with a Japanese 429", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < RATE_LIMITS.signupPerIp.limit; i++) {
      await signUpThroughApi(new BrowserLikeClient(context.app, ip), proSignUpBody());
    }
    const client = new BrowserLikeClient(context.app, ip);
    await client.fetchCsrfToken();
    const response = await client.request("POST", "/api/v2/users", { json: proSignUpBody() });
    expect(response.status).toBe(429);
    expect(await json(response)).toEqual({
      error: { code: "rate_limited", message: "試行回数が上限に達しました。60分ほど時間をおいてからもう一度お試しください。" },
    });
    context.clock.advance(RATE_LIMITS.signupPerIp.windowMs + 1);
    expect((await client.request("POST", "/api/v2/users", { json: proSignUpBody() })).status).toBe(201);
  });
});

describe("issue 19: password change throttling", () => {
  it("ASVS 6.3.1, 2.4.1: a stolen session gets 10 guesses of the current password in 15 minutes, counted before the check; then even the right one is 429", async () => {
    const client = new BrowserLikeClient(context.app, "198.51.100.40");
    await signUpThroughApi(client);
    const change = (currentPassword: string) => client.request("PATCH", "/api/v2/me/password", { json: { currentPassword, newPassword: "a-brand-new-passphrase" } });
    const rule = RATE_LIMITS.passwordChangePerUser;
    expect(rule).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
    for (let i = 0; i < rule.limit; i++) expect((await change(`guess-${i}-password`)).status).toBe(422);

    const limited = await change(VALID_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(await json(limited)).toEqual({
      error: { code: "rate_limited", message: "パスワードの入力回数が上限に達しました。15分ほど時間をおいてからもう一度お試しください。" },
    });
    // Another account is not held back by this one's count.
    const other = new BrowserLikeClient(context.app, "198.51.100.40");
    await signUpThroughApi(other);
    expect((await other.request("PATCH", "/api/v2/me/password", { json: { currentPassword: VALID_PASSWORD, newPassword: "another-new-passphrase" } })).status).toBe(204);

    context.clock.advance(rule.windowMs + 1);
    expect((await change(VALID_PASSWORD)).status).toBe(204);
  });
});

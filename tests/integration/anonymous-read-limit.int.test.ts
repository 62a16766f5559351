import { describe, expect, it } from "vitest";

import { ANONYMOUS_READ_LIMITED_MESSAGE, ANONYMOUS_READS_PER_MINUTE } from "@/platform/anonymous-read-limit";
import { signUpThroughApi } from "@tests/support/accounts";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { checkedRequest } from "@tests/support/api-contract-check";
import { createTestApp } from "@tests/support/test-database";

// The product's real limit (the harness keeps it), on the harness's hand-moved clock.
const context = useApiTestContext();

/** A cheap public read (the metadata is built once per app), as another site's script asks for it. */
const METADATA = "/api/v2/top/project_search_metadata";

function readFrom(ip: string, path = METADATA, init: { method?: string; headers?: Record<string, string> } = {}) {
  return checkedRequest(context.app, path, {
    method: init.method ?? "GET",
    headers: { Origin: "https://aggregator.example", "X-Requested-With": "XMLHttpRequest", "x-kakehashi-client-ip": ip, ...init.headers },
  });
}

/** Spends what is left of the minute's allowance of `ip` (`alreadyUsed` read before), checking each answer is a 200. */
async function useUpAllowance(ip: string, alreadyUsed = 0) {
  for (let i = alreadyUsed + 1; i <= ANONYMOUS_READS_PER_MINUTE; i++) {
    const response = await readFrom(ip);
    expect(response.status, `read ${i}`).toBe(200);
    expect(response.headers.get("x-ratelimit-remaining"), `read ${i}`).toBe(String(ANONYMOUS_READS_PER_MINUTE - i));
    await response.body?.cancel();
  }
}

describe("per-IP limit on anonymous API reads (issue 11: being a good public API)", () => {
  it("the 121st anonymous read in a minute from one IP answers 429 rate_limited with Retry-After and a Japanese and English message", async () => {
    const first = await readFrom("198.51.100.7");
    expect(first.headers.get("x-ratelimit-limit")).toBe("120");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("119");
    context.clock.advance(20_000);
    for (let i = 2; i <= ANONYMOUS_READS_PER_MINUTE; i++) expect((await readFrom("198.51.100.7")).status).toBe(200);

    const refused = await readFrom("198.51.100.7");
    expect(refused.status).toBe(429);
    // The window opened 20 s ago: 40 s until this address may read again.
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(refused.headers.get("x-ratelimit-limit")).toBe("120");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(refused)).toEqual({ error: { code: "rate_limited", message: ANONYMOUS_READ_LIMITED_MESSAGE } });
    expect(ANONYMOUS_READ_LIMITED_MESSAGE).toMatch(/アクセスが集中しています。.*Too many requests\. Please wait and try again\./);
  });

  it("a 429 to another site's script keeps the public-read CORS headers, so the script can read it and its Retry-After", async () => {
    await useUpAllowance("198.51.100.7");
    const refused = await readFrom("198.51.100.7", "/api/v2/top/projects");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.headers.get("access-control-allow-credentials")).toBeNull();
    const exposed = refused.headers.get("access-control-expose-headers")?.toLowerCase().split(",");
    expect(exposed).toEqual(expect.arrayContaining(["retry-after", "x-ratelimit-limit", "x-ratelimit-remaining"]));
    expect(refused.headers.get("etag")).toBeNull();
  });

  it("every anonymous GET and HEAD under /api/v2 counts, not only the public reads; a conditional 304 still says what is left", async () => {
    const tag = (await readFrom("198.51.100.7")).headers.get("etag")!;
    const notModified = await readFrom("198.51.100.7", METADATA, { headers: { "If-None-Match": tag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-ratelimit-remaining")).toBe("118");
    expect((await readFrom("198.51.100.7", METADATA, { method: "HEAD" })).headers.get("x-ratelimit-remaining")).toBe("117");
    const member = await readFrom("198.51.100.7", "/api/v2/me");
    expect(member.status).toBe(401);
    expect(member.headers.get("x-ratelimit-remaining")).toBe("116");
    expect(member.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("another IP is unaffected", async () => {
    await useUpAllowance("198.51.100.7");
    expect((await readFrom("198.51.100.7")).status).toBe(429);
    const other = await readFrom("198.51.100.8");
    expect(other.status).toBe(200);
    expect(other.headers.get("x-ratelimit-remaining")).toBe("119");
  });

  it("a signed-in member is never limited, even from an address whose visitors used up the minute", async () => {
    const member = new BrowserLikeClient(context.app, "198.51.100.7");
    await signUpThroughApi(member);
    // Signing up read a CSRF token first, as a visitor: that read counted.
    await useUpAllowance("198.51.100.7", 1);
    expect((await readFrom("198.51.100.7")).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const response = await member.request("GET", "/api/v2/top/projects");
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-remaining")).toBeNull();
    }
    expect((await member.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("only reads are limited: a preflight and a visitor's POST from a limited address go on to their own rules", async () => {
    await useUpAllowance("198.51.100.7");
    const preflight = await readFrom("198.51.100.7", METADATA, { method: "OPTIONS", headers: { "Access-Control-Request-Method": "GET" } });
    expect(preflight.status).toBe(204);
    const visitor = new BrowserLikeClient(context.app, "198.51.100.7");
    // No CSRF token (reading one would be a GET): the POST is judged by the CSRF check, not this limit.
    const login = await visitor.request("POST", "/api/v2/sessions", { json: { email: "nobody@example.test", password: "wrong-password" } });
    expect(login.status).toBe(403);
    expect((await json<{ error: { code: string } }>(login)).error.code).toBe("csrf_token_invalid");
  });

  it("once the window has passed, the address reads again (the clock is moved, not waited for)", async () => {
    await useUpAllowance("198.51.100.7");
    context.clock.advance(30_000);
    const refused = await readFrom("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    context.clock.advance(30_000);
    const again = await readFrom("198.51.100.7");
    expect(again.status).toBe(200);
    expect(again.headers.get("x-ratelimit-remaining")).toBe("119");
  });

  it("each app counts on its own, and an app may be given another limit or none (deps.anonymousReadLimit)", async () => {
    const small = new BrowserLikeClient(createTestApp(context.handle, { now: context.clock.now, anonymousReadLimit: { limit: 2, windowMs: 1_000 } }), "198.51.100.9");
    expect((await small.request("GET", METADATA)).status).toBe(200);
    expect((await small.request("GET", METADATA)).status).toBe(200);
    const refused = await small.request("GET", METADATA);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    // The harness's app has its own counter: the same address is untouched there.
    expect((await readFrom("198.51.100.9")).headers.get("x-ratelimit-remaining")).toBe("119");

    const unlimited = new BrowserLikeClient(createTestApp(context.handle, { now: context.clock.now, anonymousReadLimit: null }), "198.51.100.9");
    for (let i = 0; i < 3; i++) {
      const response = await unlimited.request("GET", METADATA);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).toBeNull();
    }
  });
});

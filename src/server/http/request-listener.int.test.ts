import { request } from "node:http";
import type { Socket } from "node:net";

import { describe, expect, it } from "vitest";

import { VALID_PASSWORD, proSignUpBody } from "@tests/support/accounts";
import { useListenerServer } from "@tests/support/listener-server";
import { bodyOf, repeatedChunks as repeated } from "@tests/support/raw-http";

import { AVATAR_MAX_BYTES } from "@/features/avatars/avatar-rules";

import { DEFAULT_BODY_LIMIT_BYTES } from "./body-limit";

/**
 * The HTTP server's own layer over real sockets (tests/support/listener-server.ts): body limits, the
 * client address, malformed paths and outages. What it refuses outright is in
 * request-listener-refusals.int.test.ts.
 */
const listener = useListenerServer();

describe("bodies are limited while streaming, before any handler reads them", () => {
  it("a declared 300 MB form body without a session answers 413 unread, within milliseconds", async () => {
    const received = new Map<Socket, number>();
    listener.server.once("connection", (socket) => socket.on("close", () => received.set(socket, socket.bytesRead)));
    const answer = await listener.send("POST", "/api/v2/users", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      contentLength: 300 * 1024 * 1024,
      chunks: () => repeated(300 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "payload_too_large", message: "送信されたデータが大きすぎます。" } });
    expect(answer.headers.connection).toBe("close");
    expect(answer.ms).toBeLessThan(2_000);
    await expect.poll(() => received.size).toBe(1);
    // The client stopped sending on the early answer, as curl does: a few buffers at most were read.
    expect([...received.values()][0]).toBeLessThan(20 * 1024 * 1024);
  });

  it("a chunked body without a length is counted as it arrives and refused once it passes the limit", async () => {
    const answer = await listener.send("POST", "/api/v2/sessions", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunks: () => repeated(50 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
  });

  it("a client that asks first (Expect: 100-continue, as curl does) is refused before it sends the body", async () => {
    const answer = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = request(`${listener.origin}/api/v2/users`, {
        method: "POST",
        headers: { host: "localhost:3000", expect: "100-continue", "content-length": String(600 * 1024 * 1024) },
      });
      req.on("continue", () => (continued = true));
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode!, continued });
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(answer).toEqual({ status: 413, continued: false });
  });

  it("a page path gets the same limit", async () => {
    const answer = await listener.send("POST", "/top/projects", { contentLength: DEFAULT_BODY_LIMIT_BYTES + 1, chunks: () => repeated(DEFAULT_BODY_LIMIT_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("送信されたデータが大きすぎます。");
  });

  it("a chunked body within the limit still reaches the API whole (sign-up succeeds)", async () => {
    const { cookie, token } = await listener.csrfSession();
    const body = Buffer.from(JSON.stringify(proSignUpBody()));
    const answer = await listener.send("POST", "/api/v2/users", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", cookie, "x-csrf-token": token, origin: "http://localhost:3000" },
      chunks: bodyOf(body.subarray(0, 10), body.subarray(10)),
    });
    expect(answer.status).toBe(201);
  });
});

describe("issue 13: the avatar upload has its own 5 MB limit, enforced while streaming", () => {
  it("a chunked 6 MB upload is refused once it passes 5 MB, with the upload page's message", async () => {
    const answer = await listener.send("POST", "/api/v2/me/avatar", {
      headers: { "content-type": "image/jpeg", "transfer-encoding": "chunked" },
      chunks: () => repeated(6 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "payload_too_large", message: "5MB以下の画像を選んでください" } });
  });

  it("a declared 5 MB + 1 byte is refused unread; 3 MB (over the default 1 MiB) reaches the API", async () => {
    const over = await listener.send("POST", "/api/v2/me/avatar", { contentLength: AVATAR_MAX_BYTES + 1, chunks: () => repeated(AVATAR_MAX_BYTES + 1) });
    expect(over.status).toBe(413);
    const within = await listener.send("POST", "/api/v2/me/avatar", { contentLength: 3 * 1024 * 1024, chunks: () => repeated(3 * 1024 * 1024) });
    // No session and no CSRF token: the API's own refusal, so the body got past the listener.
    expect(within.status).toBe(403);
  });

  it("/uploads/* is answered by the API app (a JSON 404 for a missing file), not by a page", async () => {
    const answer = await listener.send("GET", "/uploads/avatars/1-0123456789abcdef-400.webp");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe("not_found");
  });
});

describe("TRUST_PROXY believes only what the trusted proxy saw", () => {
  it("forged leftmost X-Forwarded-For entries do not get past the failed-login limit", async () => {
    const account = proSignUpBody();
    const { cookie, token } = await listener.csrfSession();
    const headers = { "content-type": "application/json", cookie, "x-csrf-token": token, origin: "http://localhost:3000" };
    const signUp = await listener.send("POST", "/api/v2/users", { headers, chunks: bodyOf(JSON.stringify(account)) });
    expect(signUp.status).toBe(201);
    const guesser = await listener.csrfSession();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await listener.send("POST", "/api/v2/sessions", {
        headers: {
          "content-type": "application/json",
          cookie: guesser.cookie,
          "x-csrf-token": guesser.token,
          origin: "http://localhost:3000",
          // The client forges a fresh address each time; the proxy appends the one it really saw.
          "x-forwarded-for": `10.9.${i}.1, 203.0.113.77`,
        },
        chunks: bodyOf(JSON.stringify({ email: account.email, password: `${VALID_PASSWORD}-wrong` })),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("an incoming request id is kept only from a trusted proxy and only when well-formed", async () => {
    const good = "req-0123456789abcdef";
    expect((await listener.send("GET", "/healthz", { headers: { "x-request-id": good } })).headers["x-request-id"]).toBe(good);
    const tooLong = "a".repeat(500);
    expect((await listener.send("GET", "/healthz", { headers: { "x-request-id": tooLong } })).headers["x-request-id"]).not.toBe(tooLong);
    listener.proxyHops = 0;
    expect((await listener.send("GET", "/healthz", { headers: { "x-request-id": good } })).headers["x-request-id"]).not.toBe(good);
  });
});

describe("malformed paths", () => {
  it("a page path with malformed percent-encoding is the 404 page, not a 500", async () => {
    const answer = await listener.send("GET", "/top/projects/%FF");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("not found page");
    expect((await listener.send("GET", "/top/projects/%E3%81%82")).body).toBe("page");
  });

  it("an API path with malformed percent-encoding answers a JSON 404", async () => {
    const answer = await listener.send("GET", "/api/v2/top/projects/required_skills/%FF");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe("not_found");
  });
});

describe("pages during a database outage", () => {
  it("a page that fails while the database is unreachable answers 503 with Retry-After, not 500", async () => {
    listener.databaseDown = true;
    const answer = await listener.send("GET", "/failing-page");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.body).toBe("error page");
  });

  it("a page that fails for another reason stays a 500", async () => {
    expect((await listener.send("GET", "/failing-page")).status).toBe(500);
  });
});

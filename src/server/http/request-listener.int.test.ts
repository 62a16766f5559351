import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";

import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { VALID_PASSWORD, proSignUpBody } from "@tests/support/accounts";
import { bodyOf, repeatedChunks as repeated, sendRaw, type RawAnswer, type RawRequestOptions } from "@tests/support/raw-http";
import { createTestApp, getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { AVATAR_MAX_BYTES } from "@/features/avatars/avatar-rules";
import { DatabaseHealth } from "@/platform/database-health";

import { DEFAULT_BODY_LIMIT_BYTES } from "./body-limit";
import { KEEP_ALIVE_TIMEOUT_MS, serveRequests } from "./request-listener";

/**
 * The HTTP server's own layer over real sockets: the Hono app behind it is the real one on the test
 * database; pages are a stand-in that says which handler answered (Next is exercised by the e2e tests).
 */
let handle: DatabaseHandle;
let server: Server;
let origin: string;
let proxyHops = 1;
let databaseDown = false;
let health: DatabaseHealth;
const sockets = new Set<Socket>();

beforeAll(async () => {
  handle = await getTestDatabase();
  health = new DatabaseHealth(handle.ping, pino({ level: "silent" }));
  const api = createTestApp(handle, { databaseHealth: health });
  server = createServer();
  serveRequests(server, {
    siteOrigin: "http://localhost:3000",
    // Read on every request, so a test can change it.
    get proxyHops() {
      return proxyHops;
    },
    isDev: false,
    isDatabaseDown: () => databaseDown,
    site: { gtmId: undefined, gaMeasurementId: undefined, fbAppId: undefined, operatingCompanyName: "テスト" },
    logger: pino({ level: "silent" }),
    handleApi: getRequestListener(api.fetch),
    handlePage: (pageReq, pageRes) => {
      // A stand-in for a page whose data cannot be read: Next answers such a page with 500.
      if (pageReq.url === "/failing-page") return void pageRes.writeHead(500).end("error page");
      pageRes.end("page");
    },
    renderNotFound: (_, pageRes) => {
      pageRes.statusCode = 404;
      pageRes.end("not found page");
    },
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  proxyHops = 1;
  databaseDown = false;
  await resetDatabase(handle);
});

function send(method: string, path: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  return sendRaw(origin, method, path, { ...options, headers: { host: "localhost:3000", ...options.headers } });
}

async function csrfSession(headers: Record<string, string> = {}) {
  const response = await send("GET", "/api/v2/csrf_token", { headers });
  const cookie = ([] as string[])
    .concat(response.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: (JSON.parse(response.body) as { csrfToken: string }).csrfToken };
}

describe("bodies are limited while streaming, before any handler reads them", () => {
  it("a declared 300 MB form body without a session answers 413 unread, within milliseconds", async () => {
    const received = new Map<Socket, number>();
    server.once("connection", (socket) => socket.on("close", () => received.set(socket, socket.bytesRead)));
    const answer = await send("POST", "/api/v2/users", {
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
    const answer = await send("POST", "/api/v2/sessions", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      chunks: () => repeated(50 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
  });

  it("a client that asks first (Expect: 100-continue, as curl does) is refused before it sends the body", async () => {
    const answer = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = request(`${origin}/api/v2/users`, {
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
    const answer = await send("POST", "/top/projects", { contentLength: DEFAULT_BODY_LIMIT_BYTES + 1, chunks: () => repeated(DEFAULT_BODY_LIMIT_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("送信されたデータが大きすぎます。");
  });

  it("a chunked body within the limit still reaches the API whole (sign-up succeeds)", async () => {
    const { cookie, token } = await csrfSession();
    const body = Buffer.from(JSON.stringify(proSignUpBody()));
    const answer = await send("POST", "/api/v2/users", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", cookie, "x-csrf-token": token, origin: "http://localhost:3000" },
      chunks: bodyOf(body.subarray(0, 10), body.subarray(10)),
    });
    expect(answer.status).toBe(201);
  });
});

describe("issue 13: the avatar upload has its own 5 MB limit, enforced while streaming", () => {
  it("a chunked 6 MB upload is refused once it passes 5 MB, with the upload page's message", async () => {
    const answer = await send("POST", "/api/v2/me/avatar", {
      headers: { "content-type": "image/jpeg", "transfer-encoding": "chunked" },
      chunks: () => repeated(6 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "payload_too_large", message: "5MB以下の画像を選んでください" } });
  });

  it("a declared 5 MB + 1 byte is refused unread; 3 MB (over the default 1 MiB) reaches the API", async () => {
    const over = await send("POST", "/api/v2/me/avatar", { contentLength: AVATAR_MAX_BYTES + 1, chunks: () => repeated(AVATAR_MAX_BYTES + 1) });
    expect(over.status).toBe(413);
    const within = await send("POST", "/api/v2/me/avatar", { contentLength: 3 * 1024 * 1024, chunks: () => repeated(3 * 1024 * 1024) });
    // No session and no CSRF token: the API's own refusal, so the body got past the listener.
    expect(within.status).toBe(403);
  });

  it("/uploads/* is answered by the API app (a JSON 404 for a missing file), not by a page", async () => {
    const answer = await send("GET", "/uploads/avatars/1-0123456789abcdef-400.webp");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe("not_found");
  });
});

describe("TRUST_PROXY believes only what the trusted proxy saw", () => {
  it("forged leftmost X-Forwarded-For entries do not get past the failed-login limit", async () => {
    const account = proSignUpBody();
    const { cookie, token } = await csrfSession();
    const headers = { "content-type": "application/json", cookie, "x-csrf-token": token, origin: "http://localhost:3000" };
    const signUp = await send("POST", "/api/v2/users", { headers, chunks: bodyOf(JSON.stringify(account)) });
    expect(signUp.status).toBe(201);
    const guesser = await csrfSession();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await send("POST", "/api/v2/sessions", {
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
    expect((await send("GET", "/healthz", { headers: { "x-request-id": good } })).headers["x-request-id"]).toBe(good);
    const tooLong = "a".repeat(500);
    expect((await send("GET", "/healthz", { headers: { "x-request-id": tooLong } })).headers["x-request-id"]).not.toBe(tooLong);
    proxyHops = 0;
    expect((await send("GET", "/healthz", { headers: { "x-request-id": good } })).headers["x-request-id"]).not.toBe(good);
  });
});

describe("connections", () => {
  it("an idle connection is kept for 65 s, longer than a proxy's usual 60 s, and the answer tells the client so", async () => {
    const answer = await sendRaw(origin, "GET", "/healthz");
    expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });
});

describe("issue 19: control characters in a page's query (found by the scanners)", () => {
  it("a page whose query holds NUL (/project_chat_rooms?q=aa%00) is 400 in Japanese and reaches no page; tabs and line breaks pass", async () => {
    for (const path of ["/project_chat_rooms?q=aa%00", "/admin/corporations?q=%1B", "/mypage/order/applies?%00=1", "/top/projects?search_project[free_word]=a%C2%85"]) {
      const answer = await sendRaw(origin, "GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain("使えない文字");
    }
    expect((await sendRaw(origin, "GET", "/top/projects?q=a%09b%0Ac")).body).toBe("page");
  });
});

describe("issue 19: a client that hangs up mid-body (found by the scanners)", () => {
  it("is not taken for a database outage: the API keeps answering and nothing is marked down", async () => {
    const { cookie, token } = await csrfSession();
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /api/v2/contact_inquiries HTTP/1.1",
        "Host: localhost:3000",
        "Origin: http://localhost:3000",
        `Cookie: ${cookie}`,
        `X-CSRF-Token: ${token}`,
        "X-Requested-With: XMLHttpRequest",
        "Content-Type: application/json",
        "Content-Length: 1000",
        "",
        '{"name":',
      ].join("\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(health.isDown).toBe(false);
    expect((await send("GET", "/healthz")).status).toBe(200);
  });
});

describe("malformed paths", () => {
  it("a page path with malformed percent-encoding is the 404 page, not a 500", async () => {
    const answer = await send("GET", "/top/projects/%FF");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("not found page");
    expect((await send("GET", "/top/projects/%E3%81%82")).body).toBe("page");
  });

  it("an API path with malformed percent-encoding answers a JSON 404", async () => {
    const answer = await send("GET", "/api/v2/top/projects/required_skills/%FF");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe("not_found");
  });
});

describe("pages during a database outage", () => {
  it("a page that fails while the database is unreachable answers 503 with Retry-After, not 500", async () => {
    databaseDown = true;
    const answer = await send("GET", "/failing-page");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.body).toBe("error page");
  });

  it("a page that fails for another reason stays a 500", async () => {
    expect((await send("GET", "/failing-page")).status).toBe(500);
  });
});

describe("issue 19: what a request may not do", () => {
  it("ASVS 13.4.4: TRACE (and any method but GET, HEAD and POST) on a page path is 405 with Allow, and reaches no page", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await send(method, "/top/projects");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
      expect(answer.body, method).not.toBe("page");
    }
    expect((await send("POST", "/top/projects")).body).toBe("page");
  });

  it("ASVS 4.2.1: a request with both Content-Length and Transfer-Encoding is refused with 400 and closes; nothing smuggled behind it is answered", async () => {
    const port = new URL(origin).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString("latin1")));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(
        "POST /api/v2/sessions HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n" +
          "0\r\n\r\nGET /api/v2/csrf_token HTTP/1.1\r\nHost: localhost:3000\r\n\r\n",
      );
      setTimeout(() => socket.end(), 1_000).unref();
    });
    expect(raw.startsWith("HTTP/1.1 400")).toBe(true);
    expect(raw.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });
});

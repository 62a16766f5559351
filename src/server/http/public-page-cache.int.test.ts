import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { NONCE_HEADER } from "@/platform/content-security-policy";
import { proSignUpBody } from "@tests/support/accounts";
import { sendRaw } from "@tests/support/raw-http";
import { createTestApp, getTestDatabase, resetDatabase, TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import { createPublicPageServing } from "../public-page-serving-setup";
import type { PublicPageServing } from "./public-page-serving";
import { serveRequests } from "./request-listener";

/**
 * The shared cache of public pages (issue 19, decision 031) over real sockets, with the real API app
 * on the test database. The page handler is a stand-in that writes what Next's pages carry per
 * answer — the CSP nonce and the reader's CSRF token — and counts its renders.
 */
let handle: DatabaseHandle;
let server: Server;
let origin: string;
let serving: PublicPageServing;
let renders = 0;
const viewsCounted: string[] = [];

function renderStandIn(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) {
  renders += 1;
  const path = req.url ?? "/";
  if (path.startsWith("/pages/law")) res.appendHeader("set-cookie", "seen=1; Path=/");
  if (path.startsWith("/pages/policy")) return void res.writeHead(500).end("error");
  const html = `<html><head><meta name="csrf-token" content="${serving.csrfTokenOf(req)}"><script nonce="${String(req.headers[NONCE_HEADER])}">1</script></head><body>render ${renders} ${"本文".repeat(500)}</body></html>`;
  res.setHeader("content-type", "text/html; charset=utf-8");
  // Next compresses what it renders when the reader accepts gzip: the cache must read that too.
  if (/gzip/.test(String(req.headers["accept-encoding"]))) {
    res.setHeader("content-encoding", "gzip");
    return void res.end(gzipSync(html));
  }
  res.end(html);
}

beforeAll(async () => {
  handle = await getTestDatabase();
  const api = createTestApp(handle);
  const setup = createPublicPageServing({ siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET } as never, { seconds: 30, isDev: false })!;
  serving = { ...setup, onCachedAnswer: (_req, path) => viewsCounted.push(path) };
  server = createServer();
  serveRequests(server, {
    siteOrigin: "http://localhost:3000",
    proxyHops: 0,
    isDev: false,
    isDatabaseDown: () => false,
    site: { gtmId: undefined, gaMeasurementId: undefined, fbAppId: undefined, operatingCompanyName: "テスト" },
    logger: pino({ level: "silent" }),
    handleApi: getRequestListener(api.fetch),
    handlePage: renderStandIn,
    renderNotFound: (_, res) => void res.writeHead(404).end("not found"),
    publicPages: serving,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  await resetDatabase(handle);
  serving.cache.invalidate();
  viewsCounted.length = 0;
});

/** A browser's first visit: no cookie, gzip accepted (fetch decodes it). */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { host: "localhost:3000", ...headers } });
  const body = await response.text();
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  return { status: response.status, cache: response.headers.get("x-page-cache"), policy: response.headers.get("content-security-policy") ?? "", body, cookie };
}

const nonceIn = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
const tokenIn = (body: string) => /csrf-token" content="([^"]+)"/.exec(body)?.[1];

describe("public pages for visitors are shared for a short while (issue 19)", () => {
  it("issue 19: a second visitor gets the stored page with their own CSRF token and a nonce the answer's policy names", async () => {
    const first = await visit("/top/projects?page=2");
    const second = await visit("/top/projects?page=2");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.body).toContain("render 1 ");
    expect(tokenIn(second.body)).not.toBe(tokenIn(first.body));
    expect(second.body).not.toContain(tokenIn(first.body)!);
    expect(nonceIn(second.body)).not.toBe(nonceIn(first.body));
    expect(second.policy).toContain(`'nonce-${nonceIn(second.body)!}'`);
    // The token is the one this visitor's cookie proves: what the API's CSRF check will accept.
    const api = await fetch(`${origin}/api/v2/csrf_token`, { headers: { host: "localhost:3000", cookie: second.cookie.join("; ") } });
    expect(((await api.json()) as { csrfToken: string }).csrfToken).toBe(tokenIn(second.body));
    expect(renders).toBeGreaterThan(0);
  });

  it("issue 19: a reader that does not accept gzip gets the same document uncompressed", async () => {
    await visit("/pages/faq");
    const plain = await sendRaw(origin, "GET", "/pages/faq", { headers: { host: "localhost:3000" } });
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toMatch(/^<html>.*render \d+ 本文/);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(plain.body));
  });

  it("issue 19: members, client-side navigations and other paths are rendered for each request", async () => {
    await visit("/top/projects");
    expect((await visit("/top/projects", { cookie: "kh_session=abc" })).cache).toBeNull();
    expect((await visit("/top/projects", { rsc: "1" })).cache).toBeNull();
    expect((await visit("/top/projects?_rsc=x1")).cache).toBeNull();
    expect((await visit("/mypage/config")).cache).toBeNull();
    expect((await visit("/login")).cache).toBeNull();
  });

  it("ASVS 14.2.5 (web cache deception): a member's page asked for under a static-looking name is never stored for visitors", async () => {
    for (const path of ["/mypage/config/x.css", "/top/projects/7.css", "/mypage/order/applies/a.js", "/required_skills/React.css"]) {
      const asMember = await visit(path, { cookie: "kh_session=abc" });
      expect(asMember.cache, path).toBeNull();
      const asVisitor = await visit(path);
      // Rendered for the visitor (or not a shared page at all): never a hit on what the member was shown.
      expect(asVisitor.cache, path).not.toBe("hit");
    }
  });

  it("issue 19: an answer that sets its own cookie or fails is never stored", async () => {
    await visit("/pages/law");
    expect((await visit("/pages/law")).cache).toBe("miss");
    await visit("/pages/policy");
    expect((await visit("/pages/policy")).status).toBe(500);
    expect(serving.cache.size).toBe(0);
  });

  it("issue 19: a project page from the cache still counts its view", async () => {
    await visit("/top/projects/7");
    await visit("/top/projects/7");
    expect(viewsCounted).toEqual(["/top/projects/7"]);
  });

  it("issue 19: a write visitors see (a sign-up) empties the cache; signing in does not", async () => {
    await visit("/");
    const { cookie, token } = await csrf();
    const body = proSignUpBody();
    const headers = { host: "localhost:3000", cookie, "x-csrf-token": token, "content-type": "application/json", origin: "http://localhost:3000" };
    const login = await fetch(`${origin}/api/v2/sessions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" }),
    });
    expect(login.status).toBe(401);
    expect((await visit("/")).cache).toBe("hit");
    const signUp = await fetch(`${origin}/api/v2/users`, { method: "POST", headers, body: JSON.stringify(body) });
    expect(signUp.status).toBe(201);
    expect((await visit("/")).cache).toBe("miss");
    const signIn = await fetch(`${origin}/api/v2/sessions`, { method: "POST", headers, body: JSON.stringify({ email: body.email, password: body.password }) });
    expect(signIn.status).toBe(200);
    expect((await visit("/")).cache).toBe("hit");
  });
});

async function csrf() {
  const response = await fetch(`${origin}/api/v2/csrf_token`, { headers: { host: "localhost:3000" } });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: ((await response.json()) as { csrfToken: string }).csrfToken };
}

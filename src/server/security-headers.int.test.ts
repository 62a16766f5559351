import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { createSession } from "@/platform/sessions/session.queries";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import type { ApiTestContext } from "@tests/support/api-test-context";
import { createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import { sendRaw, type RawAnswer } from "@tests/support/raw-http";
import { createTestApp, createTestClock, getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { serveRequests } from "./http/request-listener";

/**
 * The headers every answer gets from the HTTP entry point (setSecurityHeaders), read over a real
 * socket: the API is the real Hono app on the test database, pages a stand-in (the listener sets
 * these headers before either handler runs; Next's own page headers are the e2e tests' to read).
 */
let handle: DatabaseHandle;
let world: AuthorizationWorld;
let proSession: string;
let siteOrigin = "https://kakehashi.example";
let server: Server;
let origin: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
  const clock = createTestClock();
  const uploads = new MemoryUploadStore();
  const context: ApiTestContext = { handle, clock, uploads, app: createTestApp(handle, { now: clock.now, uploads }) };
  world = await createAuthorizationWorld(context);
  proSession = (await createSession(handle.db, { userId: world.users.pro.id, now: clock.now() })).rawId;
  server = createServer();
  serveRequests(server, {
    // Read on every request, so a test can serve the same app at an http origin.
    get siteOrigin() {
      return siteOrigin;
    },
    proxyHops: 0,
    isDev: false,
    isDatabaseDown: () => false,
    site: { gtmId: undefined, gaMeasurementId: undefined, fbAppId: undefined, operatingCompanyName: "テスト" },
    logger: pino({ level: "silent" }),
    handleApi: getRequestListener(context.app.fetch),
    handlePage: (_, pageRes) => void pageRes.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><p>page</p>"),
    renderNotFound: (_, pageRes) => void pageRes.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end("not found page"),
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, headers: Record<string, string> = {}) => sendRaw(origin, "GET", path, { headers: { host: "localhost:3000", ...headers } });

/** The answers the table below reads: an API answer (JSON, a member's), an API refusal, a page and the 404 page. */
async function answersAt(site: string): Promise<Record<string, RawAnswer>> {
  siteOrigin = site;
  return {
    "API answer (GET /api/v2/me, signed in)": await send("/api/v2/me", { cookie: `kh_session=${proSession}` }),
    "API refusal (GET /api/v2/me, 401)": await send("/api/v2/me"),
    "page (GET /)": await send("/"),
    "404 page (GET /top/projects/%FF)": await send("/top/projects/%FF"),
  };
}

const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "x-frame-options": "DENY",
};
const pick = (answer: RawAnswer, names: string[]) => Object.fromEntries(names.map((name) => [name, answer.headers[name]]));

describe("issue 19: security headers on API answers and pages, through the HTTP entry point", () => {
  it("ASVS 3.4.1, 3.4.4, 3.4.5: at an https origin every answer has HSTS for a year with subdomains, nosniff, the referrer policy and the permissions policy", async () => {
    const answers = await answersAt("https://kakehashi.example");
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 401, 200, 404]);
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, ...pick(answer, [...Object.keys(EVERY_ANSWER), "strict-transport-security"]) }).toEqual({
        name,
        ...EVERY_ANSWER,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
      });
    }
  });

  it("ASVS 3.4.1: at an http origin (a local demo) no answer claims HSTS; the other headers stay", async () => {
    for (const [name, answer] of Object.entries(await answersAt("http://localhost:3000"))) {
      expect({ name, ...pick(answer, Object.keys(EVERY_ANSWER)) }).toEqual({ name, ...EVERY_ANSWER });
      expect(answer.headers, name).not.toHaveProperty("strict-transport-security");
    }
  });

  it("ASVS 3.4.3, 3.4.6, 14.3.2: API answers are private, no-store under a policy that allows nothing; a page's policy has a nonce, base-uri 'none' and frame-ancestors 'none'", async () => {
    const answers = await answersAt("https://kakehashi.example");
    for (const name of ["API answer (GET /api/v2/me, signed in)", "API refusal (GET /api/v2/me, 401)"]) {
      expect(pick(answers[name]!, ["content-type", "cache-control", "content-security-policy"]), name).toEqual({
        "content-type": "application/json",
        "cache-control": "private, no-store",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      });
    }
    for (const name of ["page (GET /)", "404 page (GET /top/projects/%FF)"]) {
      const directives = String(answers[name]!.headers["content-security-policy"]).split("; ");
      expect(directives, name).toEqual(expect.arrayContaining(["base-uri 'none'", "frame-ancestors 'none'", "object-src 'none'", "form-action 'self'"]));
      expect(
        directives.find((directive) => directive.startsWith("script-src")),
        name,
      ).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
    }
  });

  it("ASVS 3.4.6: a chat attachment's download replaces the API's policy with its own, and it still forbids framing", async () => {
    siteOrigin = "https://kakehashi.example";
    const download = await send(`/api/v2/project_chat_rooms/${world.roomOfPro.id}/attachments/${world.attachmentOfPro.id}`, { cookie: `kh_session=${proSession}` });
    expect(download.status).toBe(200);
    expect(pick(download, ["content-security-policy", "x-frame-options", "x-content-type-options", "cache-control", "strict-transport-security"])).toEqual({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment; /);
  });
});

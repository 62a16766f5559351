import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { getRequestListener } from "@hono/node-server";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { DatabaseHealth } from "@/platform/database-health";
import { serveRequests } from "@/server/http/request-listener";
import { sendRaw, type RawAnswer, type RawRequestOptions } from "./raw-http";
import { createTestApp, getTestDatabase, resetDatabase } from "./test-database";

/** The running entry point a test file talks to; `proxyHops` and `databaseDown` are read on every request. */
export type ListenerServer = {
  server: Server;
  origin: string;
  health: DatabaseHealth;
  proxyHops: number;
  databaseDown: boolean;
  send: (method: string, path: string, options?: RawRequestOptions) => Promise<RawAnswer>;
  csrfSession: (headers?: Record<string, string>) => Promise<{ cookie: string; token: string }>;
};

/**
 * The HTTP server's own layer (src/server/http/request-listener.ts) over real sockets, for a test
 * file: the Hono app behind it is the real one on the test database; pages are a stand-in that says
 * which handler answered (Next is exercised by the e2e tests). Each test starts with one trusted
 * proxy hop, the database up, and an empty database.
 */
export function useListenerServer(options: { logger?: Logger } = {}): ListenerServer {
  let handle: DatabaseHandle;
  const sockets = new Set<Socket>();
  const listener = {
    proxyHops: 1,
    databaseDown: false,
    send: (method, path, options = {}) => sendRaw(listener.origin, method, path, { ...options, headers: { host: "localhost:3000", ...options.headers } }),
    csrfSession: async (headers = {}) => {
      const response = await listener.send("GET", "/api/v2/csrf_token", { headers });
      const cookie = ([] as string[])
        .concat(response.headers["set-cookie"] ?? [])
        .map((line) => line.split(";")[0])
        .join("; ");
      return { cookie, token: (JSON.parse(response.body) as { csrfToken: string }).csrfToken };
    },
  } as ListenerServer;

  beforeAll(async () => {
    handle = await getTestDatabase();
    listener.health = new DatabaseHealth(handle.ping, pino({ level: "silent" }));
    const api = createTestApp(handle, { databaseHealth: listener.health });
    listener.server = createServer();
    serveRequests(listener.server, {
      siteOrigin: "http://localhost:3000",
      // Read on every request, so a test can change it.
      get proxyHops() {
        return listener.proxyHops;
      },
      isDev: false,
      isDatabaseDown: () => listener.databaseDown,
      site: { gtmId: undefined, gaMeasurementId: undefined, fbAppId: undefined, operatingCompanyName: "テスト" },
      logger: options.logger ?? pino({ level: "silent" }),
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
    listener.server.on("connection", (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => listener.server.listen(0, "127.0.0.1", resolve));
    listener.origin = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => listener.server.close(resolve));
  });

  beforeEach(async () => {
    listener.proxyHops = 1;
    listener.databaseDown = false;
    await resetDatabase(handle);
  });

  return listener;
}

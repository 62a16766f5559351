import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serveRequests } from "@/server/http/request-listener";
import { repeatedChunks, sendRaw, type RawAnswer, type RawRequestOptions } from "@tests/support/raw-http";
import { createTestApp, getTestDatabase } from "@tests/support/test-database";

import { ATTACHMENT_MAX_BYTES } from "./chat-attachment-rules";

/**
 * The attachment's 10 MB limit in the HTTP server's own layer, over real sockets (as
 * src/server/http/request-listener.int.test.ts does for the default and the avatar's limits).
 */
let server: Server;
let origin: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  const api = createTestApp(await getTestDatabase());
  server = createServer();
  serveRequests(server, {
    siteOrigin: "http://localhost:3000",
    proxyHops: 0,
    isDev: false,
    isDatabaseDown: () => false,
    site: { gtmId: undefined, gaMeasurementId: undefined, fbAppId: undefined, operatingCompanyName: "テスト" },
    logger: pino({ level: "silent" }),
    handleApi: getRequestListener(api.fetch),
    handlePage: (_, res) => void res.end("page"),
    renderNotFound: (_, res) => void res.writeHead(404).end("not found page"),
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const PATH = "/api/v2/project_chat_rooms/12/attachments?fileName=%E8%A6%8B%E7%A9%8D%E6%9B%B8.pdf&clientKey=limit-key-0001";

function send(options: RawRequestOptions): Promise<RawAnswer> {
  return sendRaw(origin, "POST", PATH, { ...options, headers: { host: "localhost:3000", "content-type": "application/pdf", ...options.headers } });
}

describe("issue 16: an attachment has its own 10 MB limit, enforced while the body streams", () => {
  it("a chunked 11 MB upload is refused once it passes 10 MB, with the picker's words", async () => {
    const answer = await send({ headers: { "transfer-encoding": "chunked" }, chunks: () => repeatedChunks(11 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "payload_too_large", message: "10MB以下のファイルを選んでください" } });
  });

  it("a declared 10 MB + 1 byte is refused unread; 8 MB (over the default 1 MiB) reaches the API", async () => {
    const over = await send({ contentLength: ATTACHMENT_MAX_BYTES + 1, chunks: () => repeatedChunks(ATTACHMENT_MAX_BYTES + 1) });
    expect(over.status).toBe(413);
    const within = await send({ contentLength: 8 * 1024 * 1024, chunks: () => repeatedChunks(8 * 1024 * 1024) });
    // No session and no CSRF token: the API's own refusal, so the body got past the listener.
    expect(within.status).toBe(403);
  });

  it("the limit is the attachment route's only: another path under the room keeps the default 1 MiB", async () => {
    const answer = await sendRaw(origin, "POST", "/api/v2/project_chat_rooms/12/messages", {
      headers: { host: "localhost:3000", "content-type": "application/json" },
      contentLength: 2 * 1024 * 1024,
      chunks: () => repeatedChunks(2 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
  });
});

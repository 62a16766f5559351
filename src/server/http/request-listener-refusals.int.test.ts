import { connect } from "node:net";

import { describe, expect, it } from "vitest";

import { useListenerServer } from "@tests/support/listener-server";
import { sendRaw } from "@tests/support/raw-http";

import { KEEP_ALIVE_TIMEOUT_MS } from "./request-listener";

/**
 * What the entry point refuses or keeps before any handler (issue 19; some found by the scanners),
 * over real sockets (tests/support/listener-server.ts).
 */
const listener = useListenerServer();

describe("connections", () => {
  it("an idle connection is kept for 65 s, longer than a proxy's usual 60 s, and the answer tells the client so", async () => {
    const answer = await sendRaw(listener.origin, "GET", "/healthz");
    expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });
});

describe("issue 19: control characters in a page's query (found by the scanners)", () => {
  it("a page whose query holds NUL (/project_chat_rooms?q=aa%00) is 400 in Japanese and reaches no page; tabs and line breaks pass", async () => {
    for (const path of ["/project_chat_rooms?q=aa%00", "/admin/corporations?q=%1B", "/mypage/order/applies?%00=1", "/top/projects?search_project[free_word]=a%C2%85"]) {
      const answer = await sendRaw(listener.origin, "GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain("使えない文字");
    }
    expect((await sendRaw(listener.origin, "GET", "/top/projects?q=a%09b%0Ac")).body).toBe("page");
  });
});

describe("issue 19: a client that hangs up mid-body (found by the scanners)", () => {
  it("is not taken for a database outage: the API keeps answering and nothing is marked down", async () => {
    const { cookie, token } = await listener.csrfSession();
    const socket = connect(Number(new URL(listener.origin).port), "127.0.0.1");
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
    expect(listener.health.isDown).toBe(false);
    expect((await listener.send("GET", "/healthz")).status).toBe(200);
  });
});

describe("issue 19: what a request may not do", () => {
  it("ASVS 13.4.4: TRACE (and any method but GET, HEAD and POST) on a page path is 405 with Allow, and reaches no page", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await listener.send(method, "/top/projects");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
      expect(answer.body, method).not.toBe("page");
    }
    expect((await listener.send("POST", "/top/projects")).body).toBe("page");
  });

  it("ASVS 4.2.1: a request with both Content-Length and Transfer-Encoding is refused with 400 and closes; nothing smuggled behind it is answered", async () => {
    const port = new URL(listener.origin).port;
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

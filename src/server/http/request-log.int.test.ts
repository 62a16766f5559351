import { Writable } from "node:stream";

import { beforeEach, describe, expect, it } from "vitest";

import { createLogger } from "@/lib/logger";
import { proSignUpBody } from "@tests/support/accounts";
import { useListenerServer } from "@tests/support/listener-server";
import { bodyOf } from "@tests/support/raw-http";

/** The server's log, line by line, as the process writes it to stdout. */
const lines: string[] = [];
const listener = useListenerServer({ logger: createLogger("info", new Writable({ write: (chunk, _, done) => void (lines.push(String(chunk)), done()) })) });
beforeEach(() => void lines.splice(0));

type RequestLine = { msg: string; requestId: string; userId?: number; method: string; path: string; status: number };
const requestLines = () => lines.map((line) => JSON.parse(line) as RequestLine).filter((entry) => entry.msg === "request");

describe("each request leaves one log line that says who (ASVS 16.2.1)", () => {
  it("a signed-in member's API request names their user id; a visitor's names none; the line never holds the cookie", async () => {
    const { cookie, token } = await listener.csrfSession();
    const signUp = await listener.send("POST", "/api/v2/users", {
      headers: { "content-type": "application/json", cookie, "x-csrf-token": token, origin: "http://localhost:3000" },
      chunks: bodyOf(JSON.stringify(proSignUpBody())),
    });
    expect(signUp.status).toBe(201);
    const userId = (JSON.parse(signUp.body) as { id: number }).id;
    const session = ([] as string[])
      .concat(signUp.headers["set-cookie"] ?? [])
      .map((line) => line.split(";")[0])
      .join("; ");

    lines.splice(0);
    expect((await listener.send("GET", "/api/v2/me", { headers: { cookie: session, "x-requested-with": "XMLHttpRequest" } })).status).toBe(200);
    expect((await listener.send("GET", "/api/v2/me", { headers: { "x-requested-with": "XMLHttpRequest" } })).status).toBe(401);
    await expect.poll(() => requestLines().length).toBe(2);
    const [member, visitor] = requestLines();
    expect(member).toMatchObject({ method: "GET", path: "/api/v2/me", status: 200, userId });
    expect(visitor).toMatchObject({ method: "GET", path: "/api/v2/me", status: 401 });
    expect(visitor!.userId).toBeUndefined();
    expect(lines.join("")).not.toContain(session.split("=")[1]!);
  });
});

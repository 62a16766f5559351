import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startAppServer, type RunningAppServer } from "@tests/support/app-server";
import { cookiesSetBy, postJsonOverHttp } from "@tests/support/http-accounts";
import { proSignUpBody } from "@tests/support/accounts";

/**
 * ASVS 16.2.1 on the built app: a page is rendered by Next, apart from the API's middleware, so only
 * the real server shows whether a page's request line says who asked. No demo data: it starts fast.
 */
type RequestLine = { msg: string; path?: string; status?: number; userId?: number; requestId?: string };

let server: RunningAppServer;
const lines: RequestLine[] = [];

beforeAll(async () => {
  server = await startAppServer(
    { DEMO_MODE: "false", LOG_LEVEL: "info" },
    {
      onLogLine: (line) => {
        if (line.startsWith("{")) lines.push(JSON.parse(line) as RequestLine);
      },
    },
  );
});

afterAll(async () => {
  await server?.stop();
});

async function requestLineFor(response: Response): Promise<RequestLine | undefined> {
  const requestId = response.headers.get("x-request-id");
  await expect.poll(() => lines.some((line) => line.msg === "request" && line.requestId === requestId)).toBe(true);
  return lines.find((line) => line.msg === "request" && line.requestId === requestId);
}

describe("ASVS 16.2.1: each page request's log line says who asked", () => {
  it("a signed-in member's page names their user id; a visitor's page names none; the line never holds the cookie", async () => {
    const signUp = await postJsonOverHttp(server.baseUrl, "/api/v2/users", proSignUpBody({ email: `log-${Date.now()}@example.test` }));
    expect(signUp.status).toBe(201);
    const { id } = (await signUp.json()) as { id: number };
    const cookie = cookiesSetBy(signUp);

    const memberPage = await fetch(`${server.baseUrl}/mypage/config`, { headers: { cookie } });
    expect(memberPage.status).toBe(200);
    await memberPage.arrayBuffer();
    const memberLine = await requestLineFor(memberPage);
    expect(memberLine).toMatchObject({ path: "/mypage/config", status: 200, userId: id });
    expect(JSON.stringify(memberLine)).not.toContain(cookie.split("=")[1]!.slice(0, 20));

    const visitorPage = await fetch(`${server.baseUrl}/top/projects`);
    await visitorPage.arrayBuffer();
    const visitorLine = await requestLineFor(visitorPage);
    expect(visitorLine).toMatchObject({ path: "/top/projects", status: 200 });
    expect(visitorLine).not.toHaveProperty("userId");
  });
});

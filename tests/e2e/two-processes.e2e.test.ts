import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { startAppServer, type RunningAppServer } from "@tests/support/app-server";
import { cookiesSetBy } from "@tests/support/http-accounts";
import { createScratchServerDatabase, type ScratchServerDatabase } from "@tests/support/scratch-server-database";
import { readEvents } from "@tests/support/sse-reader";

/**
 * Issue 16: the site as two app processes on one PostgreSQL database (README 「複数のプロセスで動かす」).
 * Both are the real server on the built app; the test talks to each over HTTP like a reverse proxy would.
 */
let database: ScratchServerDatabase;
let a: RunningAppServer;
let b: RunningAppServer;

beforeAll(async () => {
  database = await createScratchServerDatabase("kakehashi_two_processes");
  // One after the other: the first migrates and seeds the demo data, the second finds it there.
  // Like any deployment of several processes, both share APP_SECRET: a CSRF token from one holds on the other.
  const shared = { DATABASE_URL: database.url, APP_SECRET: "two-processes-test-secret-0123456789abcdef" };
  a = await startAppServer(shared);
  b = await startAppServer(shared);
}, 600_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

type Session = { cookie: string; csrf: string; ip: string };
let ipNumber = 0;
const nextIp = () => `198.51.100.${++ipNumber}`;

function headersOf(session: Partial<Session>, origin: string) {
  return {
    "x-requested-with": "XMLHttpRequest",
    "x-forwarded-for": session.ip ?? nextIp(),
    origin,
    ...(session.cookie ? { cookie: session.cookie } : {}),
    ...(session.csrf ? { "x-csrf-token": session.csrf } : {}),
  };
}

async function csrfFor(server: RunningAppServer, session: Partial<Session>): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${server.baseUrl}/api/v2/csrf_token`, { headers: headersOf(session, server.baseUrl) });
  const cookie = [session.cookie, cookiesSetBy(response)].filter(Boolean).join("; ");
  return { token: ((await response.json()) as { csrfToken: string }).csrfToken, cookie };
}

async function logInTo(server: RunningAppServer, email: string, password = DEMO_PASSWORD, ip = nextIp()): Promise<{ status: number; session: Session }> {
  const csrf = await csrfFor(server, { ip });
  const response = await fetch(`${server.baseUrl}/api/v2/sessions`, {
    method: "POST",
    headers: { ...headersOf({ ip, cookie: csrf.cookie, csrf: csrf.token }, server.baseUrl), "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = cookiesSetBy(response);
  const after = response.status === 200 ? await csrfFor(server, { ip, cookie }) : { token: "", cookie: "" };
  return { status: response.status, session: { cookie: after.cookie, csrf: after.token, ip } };
}

const call = (server: RunningAppServer, session: Session, method: string, path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...headersOf(session, server.baseUrl), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("issue 16: two server processes on one PostgreSQL database", () => {
  it("a message sent through process A reaches the other side's stream on process B at once", async () => {
    const orderer = (await logInTo(a, DEMO_EMAILS.orderer)).session;
    const pro = (await logInTo(b, DEMO_EMAILS.pro)).session;
    const rooms = (await (await call(b, pro, "GET", "/api/v2/project_chat_rooms")).json()) as { items: { id: number }[] };
    // A room of the pro's that the orderer's current corporation may open (its list is paged and busier).
    let shared: { id: number } | undefined;
    for (const room of rooms.items) {
      if ((await call(a, orderer, "GET", `/api/v2/project_chat_rooms/${room.id}`)).status === 200) {
        shared = room;
        break;
      }
    }
    expect(shared, "demo data: pro@ talks with orderer@'s corporation").toBeDefined();

    const stream = readEvents(await call(b, pro, "GET", "/api/v2/project_chat_rooms/events"));
    await stream.nextOf("ready");
    const started = Date.now();
    const sent = await call(a, orderer, "POST", `/api/v2/project_chat_rooms/${shared!.id}/messages`, {
      body: "別プロセスからのメッセージです。",
      clientKey: `two-processes-${Date.now()}`,
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const heard = await stream.nextOf("message", 3_000);
    expect(JSON.parse(heard.data)).toEqual({ roomId: shared!.id, messageId: id, isMine: false });
    expect(Date.now() - started).toBeLessThan(3_000);

    // The session is the database's: logged out through A, it is gone on B, and B's stream ends.
    expect((await call(a, pro, "DELETE", "/api/v2/sessions/current")).status).toBe(204);
    expect(JSON.parse((await stream.nextOf("end")).data)).toEqual({ reason: "signed_out" });
    expect((await call(b, pro, "GET", "/api/v2/me")).status).toBe(401);
  });

  it("a rate limit counted on A holds on B, and a like made on A is counted on B", async () => {
    const ip = "198.51.100.200";
    for (let i = 0; i < 10; i++) expect((await logInTo(i % 2 ? a : b, DEMO_EMAILS.free, "wrong-password-0", ip)).status).toBe(401);
    expect((await logInTo(b, DEMO_EMAILS.free, DEMO_PASSWORD, ip)).status).toBe(429);

    const pro = (await logInTo(a, DEMO_EMAILS.pro)).session;
    const search = (await (await call(a, pro, "GET", "/api/v2/top/projects")).json()) as { projectList: { id: number }[] };
    const projectId = search.projectList[0]!.id;
    await call(a, pro, "DELETE", `/api/v2/projects/${projectId}/project_like`);
    const liked = (await (await call(a, pro, "POST", `/api/v2/projects/${projectId}/project_like`)).json()) as { likeCount: number };
    const onB = await logInTo(b, DEMO_EMAILS.pro);
    const unliked = (await (await call(b, onB.session, "DELETE", `/api/v2/projects/${projectId}/project_like`)).json()) as { likeCount: number };
    expect(unliked.likeCount).toBe(liked.likeCount - 1);
  });
});

import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";

import { DatabaseEvents } from "@/platform/database-events";

import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import type { BrowserLikeClient } from "@tests/support/api-client";
import { readEvents } from "@tests/support/sse-reader";

let events: DatabaseEvents;
const context = useApiTestContext(() => ({ events: (events = new DatabaseEvents(context.handle, pino({ level: "silent" }))) }));
const streams: ReturnType<typeof readEvents>[] = [];

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
  await events.close();
});

async function openStream(client: BrowserLikeClient, lastEventId?: string) {
  const response = await client.request("GET", "/api/v2/project_chat_rooms/events", { keepStream: true, headers: lastEventId ? { "last-event-id": lastEventId } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const stream = readEvents(response);
  streams.push(stream);
  const ready = await stream.nextOf("ready");
  return { stream, ready };
}

const roomPath = (world: AuthorizationWorld) => `/api/v2/project_chat_rooms/${world.roomOfPro.id}`;
let key = 0;
const send = (client: BrowserLikeClient, world: AuthorizationWorld, body: string) =>
  client.request("POST", `${roomPath(world)}/messages`, { json: { body, clientKey: `stream-key-${String(++key).padStart(4, "0")}` } });

describe("issue 16: the event stream of a person's rooms", () => {
  it("a message reaches both sides' open streams at once, not a pro of another room; reads and typing reach the other side", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const stranger = await clientFor(context, world, "otherPro");
    const proStream = (await openStream(pro)).stream;
    const corporationStream = (await openStream(corporation)).stream;
    const strangerStream = (await openStream(stranger)).stream;

    const sent = await send(corporation, world, "明日の14時はいかがでしょうか。");
    const { id } = (await sent.json()) as { id: number };
    const heard = await proStream.nextOf("message");
    expect(heard.id).toBe(String(id));
    expect(JSON.parse(heard.data)).toEqual({ roomId: world.roomOfPro.id, messageId: id, isMine: false });
    expect(JSON.parse((await corporationStream.nextOf("message")).data)).toMatchObject({ messageId: id, isMine: true });

    expect((await pro.request("POST", `${roomPath(world)}/typing`)).status).toBe(204);
    expect(JSON.parse((await corporationStream.nextOf("typing")).data)).toEqual({ roomId: world.roomOfPro.id });
    expect((await pro.request("POST", `${roomPath(world)}/reads`)).status).toBe(204);
    expect(JSON.parse((await corporationStream.nextOf("read")).data)).toMatchObject({ roomId: world.roomOfPro.id, isMine: false });
    // The pro's own other tabs hear their read too (the top bar's mark clears everywhere).
    expect(JSON.parse((await proStream.nextOf("read")).data)).toMatchObject({ isMine: true });

    // The pro of another corporation's room heard none of it.
    await expect(strangerStream.next(300)).rejects.toThrow("no server-sent event in time");
  });

  it("a stream opened again with Last-Event-ID first replays what was committed meanwhile", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const first = await openStream(pro);
    const cursor = first.ready.id!;
    await first.stream.close();

    const ids: number[] = [];
    for (const body of ["一通目です。", "二通目です。"]) ids.push(((await (await send(corporation, world, body)).json()) as { id: number }).id);
    const response = await pro.request("GET", "/api/v2/project_chat_rooms/events", { keepStream: true, headers: { "last-event-id": cursor } });
    const stream = readEvents(response);
    streams.push(stream);
    const replayed = [await stream.next(), await stream.next(), await stream.next()];
    expect(replayed.map((event) => [event?.event, event?.id])).toEqual([
      ["message", String(ids[0])],
      ["message", String(ids[1])],
      ["ready", String(ids[1])],
    ]);
  });

  it("the stream ends with 「end: signed_out」 when its session is logged out, and with 「shutdown」 when the process stops", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const { stream } = await openStream(pro);
    expect((await pro.request("DELETE", "/logout")).status).toBe(200);
    expect(JSON.parse((await stream.nextOf("end")).data)).toEqual({ reason: "signed_out" });
    expect(await stream.next()).toBeNull();

    const other = await openStream(corporation);
    await events.close();
    expect(JSON.parse((await other.stream.nextOf("end")).data)).toEqual({ reason: "shutdown" });
  });

  it("an account without rooms (an operator) gets 403, a visitor 401", async () => {
    const world = await createAuthorizationWorld(context);
    const admin = await clientFor(context, world, "admin");
    expect((await admin.request("GET", "/api/v2/project_chat_rooms/events")).status).toBe(403);
    const visitor = await clientFor(context, world, "visitor");
    expect((await visitor.request("GET", "/api/v2/project_chat_rooms/events")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applicationEvents, applications, chatMessages, chatRooms, notifications, scouts } from "@/db/schema";
import { insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import { logInAs } from "@tests/support/sessions";

import type { ProScout, ProScoutsPage, SentScoutsPage } from "./scouts.schemas";

// The test clock starts at 2026-11-01 09:00 JST.
const context = useApiTestContext();

const MESSAGE = "はじめまして。管理画面の開発経験を拝見し、ぜひ弊社の案件をご紹介したくご連絡しました。";

/** Two scouts to the world's pro from corporation A: one that respects their conditions, one that does not (sent later). */
async function scoutedWorld() {
  const world = await createAuthorizationWorld(context);
  const { db } = context.handle;
  const otherProject = await insertProject(db, { corporationId: world.corporationA.id, status: "open", closedAt: null, referenceDate: context.clock.now() });
  const base = { corporationId: world.corporationA.id, senderUserId: world.users.orderer.id, proUserId: world.users.pro.id, message: MESSAGE, messageFingerprint: "x" };
  const [fitting] = await db
    .insert(scouts)
    .values({ ...base, projectId: world.projectOfA.id, createdAt: new Date(context.clock.now().getTime() - 7_200_000) })
    .returning();
  const [unfitting] = await db
    .insert(scouts)
    .values({ ...base, projectId: otherProject.id, guardFlags: ["rate_above_budget"], createdAt: new Date(context.clock.now().getTime() - 3_600_000) })
    .returning();
  return { world, fitting: fitting!, unfitting: unfitting!, pro: await clientFor(context, world, "pro") };
}

const accept = (client: Awaited<ReturnType<typeof clientFor>>, id: number, message = "") =>
  client.request("POST", `/api/v2/me/scouts/${id}/acceptance`, { json: { message } });

async function corporationNotices(world: AuthorizationWorld) {
  return context.handle.db.select().from(notifications).where(eq(notifications.userId, world.users.orderer.id));
}

describe("issue 15: the pro answers a scout", () => {
  it("lists the scouts that respect the pro's conditions first (「条件に合うスカウト」), newest after", async () => {
    const { world, fitting, unfitting, pro } = await scoutedWorld();
    // The world's scout from corporation B came last and fits; the unfitting one came after A's fitting one.
    const page = await json<ProScoutsPage>(await pro.request("GET", "/api/v2/me/scouts"));
    expect(page.items.map((s) => [s.id, s.matchesConditions])).toEqual([
      [world.scoutOfPro.id, true],
      [fitting.id, true],
      [unfitting.id, false],
    ]);
    expect(page.items[2]!.differences).toEqual(["予算が希望単価を下回ります"]);
    expect(page.counts).toEqual({ all: 3, sent: 3, accepted: 0, declined: 0 });
  });

  it("accepting opens the conversation with the scout's words and the answer, and puts the pro on the board at 商談調整中", async () => {
    const { world, fitting, pro } = await scoutedWorld();
    const response = await accept(pro, fitting.id, "ありがとうございます。ぜひお話を伺いたいです。");
    expect(response.status).toBe(200);
    const scout = await json<ProScout>(response);
    expect(scout).toMatchObject({ status: "accepted", statusLabel: "承諾済み", answerMessage: "ありがとうございます。ぜひお話を伺いたいです。" });

    const [application] = await context.handle.db.select().from(applications).where(eq(applications.id, scout.applicationId!));
    expect(application).toMatchObject({ projectId: world.projectOfA.id, proUserId: world.users.pro.id, status: "in_talks" });
    const events = await context.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, application!.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: "in_talks", actorUserId: world.users.pro.id, note: "プロがスカウトを承諾しました" }]);
    const [room] = await context.handle.db.select().from(chatRooms).where(eq(chatRooms.applicationId, application!.id));
    const messages = await context.handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, room!.id)).orderBy(chatMessages.createdAt);
    expect(messages.map((m) => [m.senderUserId, m.body])).toEqual([
      [world.users.orderer.id, MESSAGE],
      [world.users.pro.id, "ありがとうございます。ぜひお話を伺いたいです。"],
    ]);
    expect((await corporationNotices(world)).map((n) => n.kind)).toEqual(["scout_answered"]);

    const again = await accept(pro, fitting.id);
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toContain("承諾済み");
  });

  it("declining records the reason and words for the corporation; the pro's answer is final", async () => {
    const { world, unfitting, pro } = await scoutedWorld();
    const response = await pro.request("POST", `/api/v2/me/scouts/${unfitting.id}/declination`, {
      json: { reason: "rate", message: "希望単価と合わないため辞退いたします。" },
    });
    expect(response.status).toBe(200);
    const orderer = await clientFor(context, world, "orderer");
    const list = await json<SentScoutsPage>(await orderer.request("GET", "/api/v2/current_corporation/scouts?status=declined"));
    expect(list.items).toMatchObject([
      { id: unfitting.id, statusLabel: "辞退", declineReasonLabel: "単価が合わない", answerMessage: "希望単価と合わないため辞退いたします。" },
    ]);
    expect(list.counts).toMatchObject({ all: 2, sent: 1, declined: 1 });
    expect((await corporationNotices(world))[0]!.body).toContain("単価が合わない");
    expect((await accept(pro, unfitting.id)).status).toBe(409);
    const badReason = await pro.request("POST", `/api/v2/me/scouts/${unfitting.id}/declination`, { json: { reason: "bored", message: "" } });
    expect(badReason.status).toBe(422);
  });

  it("another pro's scout is 404 to answer, and an orderer has no scouts of their own to list", async () => {
    const { world, fitting } = await scoutedWorld();
    const otherPro = await insertUser(context.handle.db, { isPro: true });
    const otherClient = new BrowserLikeClient(context.app, "203.0.113.99");
    await logInAs(context.handle, otherClient, otherPro.id, context.clock.now());
    expect((await accept(otherClient, fitting.id)).status).toBe(404);
    expect((await otherClient.request("POST", `/api/v2/me/scouts/${fitting.id}/declination`, { json: { reason: "other", message: "" } })).status).toBe(404);
    const orderer = await clientFor(context, world, "orderer");
    expect((await accept(orderer, fitting.id)).status).toBe(403);
    expect((await orderer.request("GET", "/api/v2/me/scouts")).status).toBe(403);
    const [scout] = await context.handle.db.select().from(scouts).where(eq(scouts.id, fitting.id));
    expect(scout!.status).toBe("sent");
  });

  it("a scout whose project has closed cannot be accepted", async () => {
    const { world, fitting, pro } = await scoutedWorld();
    await context.handle.db.execute(`update projects set status = 'closed', closed_at = now() where id = ${world.projectOfA.id}`);
    const response = await accept(pro, fitting.id);
    expect(response.status).toBe(409);
    expect(await context.handle.db.select().from(applications).where(eq(applications.projectId, world.projectOfA.id))).toEqual([]);
  });
});

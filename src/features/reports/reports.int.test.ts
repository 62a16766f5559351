import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { chatMessages, proProfiles, reports } from "@/db/schema";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { ReportReceipt } from "./reports.schemas";

// The world: corporation B reads its room with the pro (opened by the pro's message); otherPro shields
// corporation B; the pro has already reported corporation A's project (world.reportOnProjectOfA).
const context = useApiTestContext();
const MINUTE = 60_000;

type ErrorBody = { error: { code: string; message: string } };

const report = (targetType: string, targetId: number, extra: Record<string, unknown> = {}) => ({
  json: { targetType, targetId, reason: "off_platform", ...extra },
});

async function reportRowsBy(userId: number) {
  return context.handle.db.select().from(reports).where(eq(reports.reporterUserId, userId));
}

describe("issue 18: 「通報する」 — a member reports what they may see", () => {
  it("a message of a room the reporter reads is received (201); another corporation's room, a shielded or private profile and an unknown project are 404 and write nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const [corporationB, corporationA] = [await clientFor(context, world, "otherOrderer"), await clientFor(context, world, "orderer")];
    const openingMessageId = world.attachmentOfPro.messageId;

    const received = await corporationB.request("POST", "/api/v2/reports", report("message", openingMessageId, { details: "LINEでの連絡を求められました。" }));
    expect(received.status).toBe(201);
    expect(await json<ReportReceipt>(received)).toEqual({ isNew: true, message: "通報を受け付けました。運営が確認します。" });
    expect(await reportRowsBy(world.users.otherOrderer.id)).toMatchObject([
      { targetType: "message", targetId: openingMessageId, reason: "off_platform", details: "LINEでの連絡を求められました。", status: "open" },
    ]);

    await context.handle.db.update(proProfiles).set({ isPublic: false }).where(eq(proProfiles.userId, world.users.otherPro.id));
    const unseen: [typeof corporationA, string, number, string][] = [
      [corporationA, "message", openingMessageId, "メッセージが見つかりませんでした。"],
      [corporationB, "profile", world.users.otherPro.id, "プロフィールが見つかりませんでした。"],
      [corporationA, "profile", world.users.otherPro.id, "プロフィールが見つかりませんでした。"],
      [corporationA, "project", 987_654, "案件が見つかりませんでした。"],
    ];
    for (const [client, type, id, message] of unseen) {
      const response = await client.request("POST", "/api/v2/reports", report(type, id));
      expect(response.status, `${type} ${id}`).toBe(404);
      expect((await json<ErrorBody>(response)).error.message).toBe(message);
    }
    expect(await reportRowsBy(world.users.orderer.id)).toEqual([]);
    expect(await reportRowsBy(world.users.otherOrderer.id)).toHaveLength(1);
  });

  it("one's own message, profile or corporation's project is refused with 409 in Japanese; bad input is 422; neither writes a row", async () => {
    const world = await createAuthorizationWorld(context);
    const [pro, orderer] = [await clientFor(context, world, "pro"), await clientFor(context, world, "orderer")];
    for (const [client, type, id, message] of [
      [pro, "message", world.attachmentOfPro.messageId, "ご自身のメッセージは通報できません。"],
      [pro, "profile", world.users.pro.id, "ご自身のプロフィールは通報できません。"],
      [orderer, "project", world.projectOfA.id, "ご自身の企業の案件は通報できません。"],
    ] as const) {
      const response = await client.request("POST", "/api/v2/reports", report(type, id));
      expect(response.status, type).toBe(409);
      expect((await json<ErrorBody>(response)).error.message).toBe(message);
    }
    for (const bad of [
      { targetType: "user", targetId: 1, reason: "spam" },
      { targetType: "project", targetId: world.projectOfFree.id, reason: "rude" },
      { targetType: "project", targetId: world.projectOfFree.id, reason: "spam", details: "あ".repeat(1_001) },
      { targetType: "project", targetId: world.projectOfFree.id, reason: "spam", details: "制御\u0000文字" },
    ]) {
      expect((await orderer.request("POST", "/api/v2/reports", { json: bad })).status).toBe(422);
    }
    expect(await reportRowsBy(world.users.orderer.id)).toEqual([]);
    expect((await reportRowsBy(world.users.pro.id)).map((row) => row.id)).toEqual([world.reportOnProjectOfA.id]);
  });

  it("a second report of the same thing by the same person answers 200 「すでに通報を受け付けています」 and writes no new row", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const again = await pro.request("POST", "/api/v2/reports", report("project", world.projectOfA.id, { reason: "spam", details: "もう一度" }));
    expect(again.status).toBe(200);
    expect(await json<ReportReceipt>(again)).toEqual({ isNew: false, message: "すでに通報を受け付けています" });
    expect(await reportRowsBy(world.users.pro.id)).toMatchObject([{ id: world.reportOnProjectOfA.id, reason: "false_content" }]);
  });

  it("a visitor is 401; a member's 21st report within an hour is 429 (and writes nothing); an hour later they may report again", async () => {
    const world = await createAuthorizationWorld(context);
    const visitor = await clientFor(context, world, "visitor");
    expect((await visitor.request("POST", "/api/v2/reports", report("project", world.projectOfFree.id))).status).toBe(401);

    const orderer = await clientFor(context, world, "orderer");
    for (let i = 0; i < 20; i++) {
      expect((await orderer.request("POST", "/api/v2/reports", report("project", world.projectOfFree.id))).status).toBe(i === 0 ? 201 : 200);
    }
    const limited = await orderer.request("POST", "/api/v2/reports", report("profile", world.users.pro.id));
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).error.message).toContain("短時間に多くの通報が送られたため");
    expect(await reportRowsBy(world.users.orderer.id)).toHaveLength(1);

    context.clock.advance(61 * MINUTE);
    expect((await orderer.request("POST", "/api/v2/reports", report("profile", world.users.pro.id))).status).toBe(201);
  });
});

describe("issue 18: the chat guard's flags become reports", () => {
  it("a flagged message files one report with no reporter, its reason from the flags and the flags as details; a plain one files none", async () => {
    const world = await createAuthorizationWorld(context);
    const corporation = await clientFor(context, world, "otherOrderer");
    const path = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`;
    const send = async (body: string, clientKey: string) => (await json<{ id: number }>(await corporation.request("POST", path, { json: { body, clientKey } }))).id;

    const line = await send("詳しくはLINEでお話ししましょう。IDをお送りください。", "guard-report-0001");
    const money = await send("開始前に登録料をお振込ください。運転免許証の写真も送ってください。", "guard-report-0002");
    await send("来週お話しできますか。", "guard-report-0003");
    // A retried send of the flagged message files nothing more.
    await send("詳しくはLINEでお話ししましょう。IDをお送りください。", "guard-report-0001");

    const guardReports = await context.handle.db.select().from(reports).where(isNull(reports.reporterUserId)).orderBy(reports.id);
    expect(guardReports).toMatchObject([
      { targetType: "message", targetId: line, reason: "off_platform", details: "off_platform", status: "open" },
      { targetType: "message", targetId: money, reason: "scam", details: "money,identity_documents", status: "open" },
    ]);
    const [flagged] = await context.handle.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, line)));
    expect(flagged!.guardFlags).toEqual(["off_platform"]);
  });
});

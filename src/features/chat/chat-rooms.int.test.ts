import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { chatMessages, chatRoomReads } from "@/db/schema";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { ChatMessage, ChatRoomDetail, ChatRoomsPage } from "./chat.schemas";

// The test clock starts at 2026-11-01 09:00 JST.
const context = useApiTestContext();
const MINUTE = 60_000;

type Me = { isUnreadMessage: boolean };

describe("issue 16: conversations between a corporation and a pro", () => {
  it("a message sent by the corporation shows in the pro's list as unread, clears when read, and 既読 follows the reader's own mark", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const roomPath = `/api/v2/project_chat_rooms/${world.roomOfPro.id}`;

    context.clock.advance(5 * MINUTE);
    const sent = await corporation.request("POST", `${roomPath}/messages`, {
      json: { body: "ご応募ありがとうございます。\n来週お話しできますか？", clientKey: "key-00000001" },
    });
    expect(sent.status).toBe(201);
    expect(await json<ChatMessage>(sent)).toMatchObject({
      isMine: true,
      body: "ご応募ありがとうございます。\n来週お話しできますか？",
      sentAt: "2026-11-01T09:05:00+09:00",
    });

    const list = await json<ChatRoomsPage>(await pro.request("GET", "/api/v2/project_chat_rooms"));
    expect(list.items).toMatchObject([
      {
        id: world.roomOfPro.id,
        counterpart: { name: "株式会社ビー" },
        applicationStatusLabel: "未対応",
        lastMessage: { excerpt: "ご応募ありがとうございます。 来週お話しできますか？", isMine: false },
        unreadCount: 1,
      },
    ]);
    expect((await json<Me>(await pro.request("GET", "/api/v2/me"))).isUnreadMessage).toBe(true);
    expect((await json<ChatRoomsPage>(await pro.request("GET", "/api/v2/project_chat_rooms?unread=1"))).items).toHaveLength(1);

    // The corporation's own message is not 既読 until the pro reads.
    const before = await json<ChatRoomDetail>(await corporation.request("GET", roomPath));
    expect(before.otherSideReadAt).toBeNull();
    context.clock.advance(MINUTE);
    expect((await pro.request("POST", `${roomPath}/reads`)).status).toBe(204);
    expect((await json<Me>(await pro.request("GET", "/api/v2/me"))).isUnreadMessage).toBe(false);
    expect((await json<ChatRoomsPage>(await pro.request("GET", "/api/v2/project_chat_rooms?unread=1"))).items).toEqual([]);
    const after = await json<ChatRoomDetail>(await corporation.request("GET", roomPath));
    expect(after.otherSideReadAt).toBe("2026-11-01T09:06:00+09:00");
    expect(after.messages.map((m) => [m.isMine, m.body.slice(0, 8)])).toEqual([
      [false, world.applicationOfPro.message.slice(0, 8)],
      [true, "ご応募ありがとう"],
    ]);
  });

  it("a retried send with the same client key writes one message; bad input changes nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const path = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`;
    const body = { body: "よろしくお願いいたします。", clientKey: "retry-key-1234" };
    const answers = await Promise.all([1, 2, 3].map(() => pro.request("POST", path, { json: body })));
    const ids = new Set(await Promise.all(answers.map(async (a) => (await json<ChatMessage>(a)).id)));
    expect(ids.size).toBe(1);
    for (const bad of [
      { body: "あ".repeat(100_000), clientKey: "bad-key-00001" },
      { body: "   \n ", clientKey: "bad-key-00002" },
      { body: "制御\u0000文字", clientKey: "bad-key-00003" },
      { body: "鍵がない" },
    ]) {
      const response = await pro.request("POST", path, { json: bad });
      expect([413, 422]).toContain(response.status);
    }
    const rows = await context.handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, world.roomOfPro.id));
    expect(rows).toHaveLength(2);
  });

  it("colleagues keep their own read marks, and older messages page back 30 at a time", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    await db.insert(chatMessages).values(
      Array.from({ length: 45 }, (_, i) => ({
        roomId: world.roomOfPro.id,
        senderUserId: world.users.otherOrderer.id,
        body: `連絡${i + 1}`,
        createdAt: new Date(context.clock.now().getTime() + (i + 1) * 1000),
      })),
    );
    const pro = await clientFor(context, world, "pro");
    const page = await json<ChatRoomDetail>(await pro.request("GET", `/api/v2/project_chat_rooms/${world.roomOfPro.id}`));
    expect(page.messages).toHaveLength(30);
    expect(page.messages.at(-1)!.body).toBe("連絡45");
    expect(page.hasOlder).toBe(true);
    const older = await json<ChatRoomDetail>(await pro.request("GET", `/api/v2/project_chat_rooms/${world.roomOfPro.id}?before=${page.messages[0]!.id}`));
    expect(older.messages.map((m) => m.body)).toEqual([world.applicationOfPro.message, ...Array.from({ length: 15 }, (_, i) => `連絡${i + 1}`)]);
    expect(older.hasOlder).toBe(false);

    const corporation = await clientFor(context, world, "otherOrderer");
    await corporation.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id}/reads`);
    const marks = await db.select().from(chatRoomReads).where(eq(chatRoomReads.roomId, world.roomOfPro.id));
    expect(marks.map((m) => m.userId)).toEqual([world.users.otherOrderer.id]);
  });

  it("an opening message that asks to move to LINE is flagged for the operators and the sender is warned; it still goes", async () => {
    const world = await createAuthorizationWorld(context);
    const corporation = await clientFor(context, world, "otherOrderer");
    const response = await corporation.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`, {
      json: { body: "詳しくはLINEでお話ししましょう。IDをお送りください。", clientKey: "guard-key-0001" },
    });
    expect(response.status).toBe(201);
    const sent = await json<ChatMessage & { warning: string | null }>(response);
    expect(sent.warning).toContain("LINEや個人のメールなど");
    const [row] = await context.handle.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row!.guardFlags).toEqual(["off_platform"]);
    const plain = await json<{ warning: string | null }>(
      await corporation.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`, {
        json: { body: "来週お話しできますか。", clientKey: "guard-key-0002" },
      }),
    );
    expect(plain.warning).toBeNull();
  });
});

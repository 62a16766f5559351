import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, noticeMailOptOuts } from "@/db/schema";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import type { BrowserLikeClient } from "@tests/support/api-client";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import { mailUnreadMessages } from "./unread-mail.job";

const context = useApiTestContext();
const MINUTE = 60_000;
const run = () => mailUnreadMessages(context.handle.db, context.clock.now(), { siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET });
const mailsTo = (address: string) => context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
let key = 0;
const send = (client: BrowserLikeClient, world: AuthorizationWorld, body: string) =>
  client.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`, { json: { body, clientKey: `unread-mail-${String(++key).padStart(4, "0")}` } });

describe("issue 16: e-mail for messages left unread (notice category 「メッセージ」)", () => {
  it("a message unread for 10 minutes is mailed once, without its words; more within the hour wait for the next mail", async () => {
    const world = await createAuthorizationWorld(context);
    const corporation = await clientFor(context, world, "otherOrderer");
    const proEmail = world.users.pro.email;
    // The pro's own application opened the room; the pro is not mailed about it.
    context.clock.advance(MINUTE);
    await send(corporation, world, "秘密の面談URLはこちらです。");
    context.clock.advance(5 * MINUTE);
    expect(await run()).toBe(0);
    context.clock.advance(6 * MINUTE);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [mail] = await mailsTo(proEmail);
    expect(mail!.subject).toBe("【かけはし】株式会社ビーさんから新しいメッセージがあります");
    expect(mail!.bodyText).toContain(`/project_chat_rooms/${world.roomOfPro.id}`);
    expect(mail!.bodyText).toContain("未読 1件");
    expect(mail!.bodyText).not.toContain("秘密の面談URL");

    context.clock.advance(MINUTE);
    await send(corporation, world, "ご確認いただけましたか？");
    context.clock.advance(15 * MINUTE);
    expect(await run()).toBe(0); // the hour since the last mail has not passed
    context.clock.advance(45 * MINUTE);
    expect(await run()).toBe(1);
    expect((await mailsTo(proEmail)).at(-1)!.bodyText).toContain("未読 1件");
  });

  it("read in time, no mail; on the corporation's side the member who wrote is mailed; a stopped category sends nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    await send(corporation, world, "来週お時間ありますか？");
    context.clock.advance(3 * MINUTE);
    expect((await pro.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id}/reads`)).status).toBe(204);
    context.clock.advance(20 * MINUTE);
    expect(await run()).toBe(0);

    await send(pro, world, "はい、火曜日でしたら空いています。");
    context.clock.advance(11 * MINUTE);
    expect(await run()).toBe(1);
    const [mail] = await mailsTo(world.users.otherOrderer.email);
    expect(mail!.subject).toContain("さんから新しいメッセージがあります");

    await context.handle.db.insert(noticeMailOptOuts).values({ userId: world.users.pro.id, category: "message", createdAt: context.clock.now() });
    await send(corporation, world, "承知しました。");
    context.clock.advance(11 * MINUTE);
    expect(await run()).toBe(0);
  });
});

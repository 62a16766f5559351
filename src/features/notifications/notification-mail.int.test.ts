import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, noticeMailOptOuts, notifications } from "@/db/schema";
import { json } from "@tests/support/api-client";
import { validApplyBody } from "@tests/support/apply-body";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import { DIGEST_SUBJECT } from "./notification-mail";
import { mailSettledNotifications, NOTIFICATION_SETTLE_MS } from "./notification-mail.job";

const context = useApiTestContext();
const KEYS = { siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET };
const APPLY = validApplyBody();
const run = () => mailSettledNotifications(context.handle.db, context.clock.now(), KEYS);
const mailsTo = (address: string) => context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("issue 15: e-mail for the matching loop's events, one per event or one digest", () => {
  it("a new application is mailed to each member of the corporation once the burst settles, once", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    await pro.request("POST", `/api/v2/projects/${world.projectOfA.id}/applications`, { json: APPLY });
    expect(await run()).toBe(0); // still settling
    context.clock.advance(NOTIFICATION_SETTLE_MS);
    expect(await run()).toBe(2); // corporation A's owner and its member, one mail each
    expect(await run()).toBe(0);
    const [mail] = await mailsTo(world.users.orderer.email);
    expect(mail!.subject).toBe(`【かけはし】「${world.projectOfA.title}」に新しい応募があります`);
    expect(mail!.bodyText).toContain(`/mypage/order/applies?project_id=${world.projectOfA.id}`);
    expect(mail!.bodyText).toContain("配信停止"); // a notice carries its unsubscribe link
  });

  it("several events close together are one digest; a user who stopped 応募 notices gets none, and nothing waits", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const pro = await clientFor(context, world, "pro");
    const orderer = await clientFor(context, world, "orderer");
    const applied = await json<{ id: number }>(await pro.request("POST", `/api/v2/projects/${world.projectOfA.id}/applications`, { json: APPLY }));
    await orderer.request("POST", `/api/v2/current_corporation/applications/${applied.id}/moves`, { json: { to: "in_talks" } });
    await orderer.request("POST", `/api/v2/current_corporation/applications/${applied.id}/moves`, { json: { to: "meeting" } });
    await db.insert(noticeMailOptOuts).values({ userId: world.users.orderer.id, category: "application", createdAt: context.clock.now() });
    context.clock.advance(NOTIFICATION_SETTLE_MS);
    await run();
    const prosMails = await mailsTo(world.users.pro.email);
    expect(prosMails.map((m) => m.subject)).toEqual([DIGEST_SUBJECT(2)]);
    expect(prosMails[0]!.bodyText).toContain("/mypage/notifications");
    expect(await mailsTo(world.users.orderer.email)).toHaveLength(0);
    expect(await db.select().from(notifications).where(isNull(notifications.mailedAt))).toHaveLength(0);
  });

  it("a scout is mailed as a スカウト notice: stopping 応募・選考 mail does not stop it, stopping スカウト does", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const orderer = await clientFor(context, world, "orderer");
    await db.insert(noticeMailOptOuts).values({ userId: world.users.pro.id, category: "application", createdAt: context.clock.now() });
    const scout = { projectId: world.projectOfA.id, message: "はじめまして。ご経歴を拝見し、弊社の新規開発案件でぜひご一緒したくご連絡しました。" };
    expect((await orderer.request("POST", `/api/v2/pros/${world.users.pro.id}/scouts`, { json: scout })).status).toBe(201);
    context.clock.advance(NOTIFICATION_SETTLE_MS);
    await run();
    const [mail] = await mailsTo(world.users.pro.email);
    expect(mail!.subject).toBe(`【かけはし】株式会社エーから「${world.projectOfA.title}」のスカウトが届きました`);
    expect(mail!.bodyText).toContain("/mypage/accept/projects?tab=scouts");

    await db.insert(noticeMailOptOuts).values({ userId: world.users.otherPro.id, category: "scout", createdAt: context.clock.now() });
    expect((await orderer.request("POST", `/api/v2/pros/${world.users.otherPro.id}/scouts`, { json: scout })).status).toBe(201);
    context.clock.advance(NOTIFICATION_SETTLE_MS);
    await run();
    expect(await mailsTo(world.users.otherPro.email)).toHaveLength(0);
  });
});

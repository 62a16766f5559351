import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { notifications } from "@/db/schema";
import { declineUnansweredApplications } from "@/features/applications/reply-deadline";
import { json } from "@tests/support/api-client";
import { validApplyBody } from "@tests/support/apply-body";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { NotificationsPage } from "./notifications.schemas";

const context = useApiTestContext();
const DAY = 86_400_000;
const APPLY = validApplyBody();

describe("issue 15: notifications of the matching loop (decision 023)", () => {
  it("a new application tells every member of the corporation, each with their own unread mark; a move tells the pro", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const colleague = world.users.memberOfA; // a plain member of corporation A
    const pro = await clientFor(context, world, "pro");
    const orderer = await clientFor(context, world, "orderer");

    const applied = await json<{ id: number }>(await pro.request("POST", `/api/v2/projects/${world.projectOfA.id}/applications`, { json: APPLY }));
    const told = await db.select().from(notifications).where(eq(notifications.kind, "application_received"));
    expect(told.map((n) => n.userId).sort()).toEqual([world.users.orderer.id, colleague.id].sort());
    expect(told[0]).toMatchObject({
      title: `「${world.projectOfA.title}」に新しい応募があります`,
      linkPath: `/mypage/order/applies?project_id=${world.projectOfA.id}`,
      readAt: null,
    });

    const page = await json<NotificationsPage>(await orderer.request("GET", "/api/v2/me/notifications"));
    expect(page).toMatchObject({ unreadCount: 1, items: [{ kind: "application_received", isRead: false }] });
    const afterRead = await json<{ unreadCount: number }>(await orderer.request("POST", "/api/v2/me/notifications/read", { json: { ids: "all" } }));
    expect(afterRead.unreadCount).toBe(0);
    const [colleagues] = await db.select().from(notifications).where(eq(notifications.userId, colleague.id));
    expect(colleagues!.readAt).toBeNull(); // their own mark, untouched

    await orderer.request("POST", `/api/v2/current_corporation/applications/${applied.id}/moves`, { json: { to: "in_talks" } });
    const prosPage = await json<NotificationsPage>(await pro.request("GET", "/api/v2/me/notifications"));
    expect(prosPage.items[0]).toMatchObject({
      kind: "application_moved",
      title: `「${world.projectOfA.title}」の選考状況が「商談調整中」になりました`,
      linkPath: "/mypage/accept/projects",
    });
    // Someone else's ids change nothing.
    await pro.request("POST", "/api/v2/me/notifications/read", { json: { ids: [colleagues!.id] } });
    expect((await db.select().from(notifications).where(eq(notifications.id, colleagues!.id)))[0]!.readAt).toBeNull();
  });

  it("a withdrawal tells the corporation; the reply deadline tells the pro", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const pro = await clientFor(context, world, "pro");
    await pro.request("POST", `/api/v2/me/applications/${world.applicationOfPro.id}/withdrawal`, { json: { reason: "別の案件に決まりました。" } });
    const [withdrawn] = await db.select().from(notifications).where(eq(notifications.kind, "application_withdrawn"));
    expect(withdrawn).toMatchObject({ userId: world.users.otherOrderer.id, body: "別の案件に決まりました。" });

    await pro.request("POST", `/api/v2/projects/${world.projectOfA.id}/applications`, { json: APPLY });
    context.clock.advance(14 * DAY);
    await declineUnansweredApplications(db, context.clock.now());
    const [declined] = await db.select().from(notifications).where(eq(notifications.kind, "application_auto_declined"));
    expect(declined).toMatchObject({
      userId: world.users.pro.id,
      title: `「${world.projectOfA.title}」の応募は見送りとなりました`,
      linkPath: "/mypage/accept/projects?tab=ended",
    });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applicationEvents, applications, chatMessages, chatRooms, notifications } from "@/db/schema";
import { json } from "@tests/support/api-client";
import { validApplyBody } from "@tests/support/apply-body";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import { AUTO_DECLINE_MESSAGE_TO_PRO, AUTO_DECLINE_NOTE } from "./application-rules";
import type { ProApplication, ProApplicationsPage } from "./applications.schemas";
import { declineUnansweredApplications, remindLateApplications } from "./reply-deadline";

const context = useApiTestContext();
const DAY = 86_400_000;

describe("issue 15: the reply deadline (anti-ghosting), with an injected clock", () => {
  it("未対応 for 7 days shows as late to the pro; at 14 days the job declines it politely, once, and leaves answered ones alone", async () => {
    const world = await createAuthorizationWorld(context);
    const { db } = context.handle;
    const pro = await clientFor(context, world, "pro");
    const sent = await json<ProApplication>(
      await pro.request("POST", `/api/v2/projects/${world.projectOfA.id}/applications`, {
        json: validApplyBody(),
      }),
    );
    // The world's application to B was answered: 商談調整中 does not count down.
    await db.update(applications).set({ status: "in_talks" }).where(eq(applications.id, world.applicationOfPro.id));
    context.clock.advance(7 * DAY);
    const list = await json<ProApplicationsPage>(await pro.request("GET", "/api/v2/me/applications"));
    expect(list.items.find((a) => a.id === sent.id)).toMatchObject({ isReplyLate: true, nextStep: expect.stringContaining("企業の返信が遅れています（7日経過）") });

    // After the 7th day every member of the corporation is reminded, once.
    expect(await remindLateApplications(db, context.clock.now())).toBe(1);
    expect(await remindLateApplications(db, context.clock.now())).toBe(0);
    const reminders = await db.select().from(notifications).where(eq(notifications.kind, "reply_deadline_near"));
    // Every member of corporation A is reminded, each with their own notice.
    const reminder = { title: `「${world.projectOfA.title}」の応募者に7日間返信していません`, applicationId: sent.id };
    expect(reminders.map((r) => r.userId).sort()).toEqual([world.users.orderer.id, world.users.memberOfA.id].sort());
    expect(reminders).toMatchObject([reminder, reminder]);

    context.clock.advance(7 * DAY - 60_000);
    expect(await declineUnansweredApplications(db, context.clock.now())).toBe(0);

    context.clock.advance(60_000);
    expect(await declineUnansweredApplications(db, context.clock.now())).toBe(1);
    expect(await declineUnansweredApplications(db, context.clock.now())).toBe(0);

    const [row] = await db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row).toMatchObject({ status: "declined", closingMessage: AUTO_DECLINE_MESSAGE_TO_PRO, statusChangedAt: context.clock.now() });
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, sent.id)).orderBy(applicationEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorUserId, e.note])).toEqual([
      [null, "applied", world.users.pro.id, null],
      ["applied", "declined", null, AUTO_DECLINE_NOTE],
    ]);
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.applicationId, sent.id));
    const messages = await db.select().from(chatMessages).where(eq(chatMessages.roomId, room!.id)).orderBy(chatMessages.id);
    expect(messages.at(-1)).toMatchObject({ senderUserId: null, body: AUTO_DECLINE_MESSAGE_TO_PRO });
    const [untouched] = await db.select().from(applications).where(eq(applications.id, world.applicationOfPro.id));
    expect(untouched!.status).toBe("in_talks");

    const ended = await json<ProApplicationsPage>(await pro.request("GET", "/api/v2/me/applications?group=ended"));
    expect(ended.items[0]).toMatchObject({ id: sent.id, statusLabel: "見送り", closingMessage: AUTO_DECLINE_MESSAGE_TO_PRO });
  });
});

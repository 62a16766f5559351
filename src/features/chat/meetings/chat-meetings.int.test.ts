import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applicationEvents, applications, chatMeetings, notifications } from "@/db/schema";
import { insertMembership, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import { logInAs } from "@tests/support/sessions";

import type { ChatMessage, ChatRoomDetail } from "../chat.schemas";
import { agreedMeetingsOfApplications, meetingLeadDays } from "./chat-meeting.queries";
import { markHeldMeetings, MEETING_HELD_NOTE, remindUpcomingMeetings } from "./meeting-reminders.job";

// The test clock starts at 2026-11-01 09:00 JST (a Sunday).
const context = useApiTestContext();
const MINUTE = 60_000;

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** The world's room, without the meetings the authorization table gives it. */
async function worldWithoutMeetings() {
  const world = await createAuthorizationWorld(context);
  await context.handle.db.delete(chatMeetings);
  return world;
}

const proposal = (overrides: object = {}) => ({
  slots: ["2026-11-05T14:00", "2026-11-06T10:30"],
  durationMinutes: 60,
  mode: "online",
  place: "https://meet.google.com/abc-defg-hij",
  note: "ご都合のよい日時をお選びください。",
  clientKey: "meeting-key-0001",
  ...overrides,
});

const meetingsPath = (world: AuthorizationWorld) => `/api/v2/project_chat_rooms/${world.roomOfPro.id}/meetings`;

async function propose(client: BrowserLikeClient, world: AuthorizationWorld, overrides: object = {}): Promise<ChatMessage> {
  const response = await client.request("POST", meetingsPath(world), { json: proposal(overrides) });
  expect(response.status).toBe(201);
  return json<ChatMessage>(response);
}

const answer = (client: BrowserLikeClient, world: AuthorizationWorld, meetingId: number, body: object) =>
  client.request("POST", `${meetingsPath(world)}/${meetingId}/answer`, { json: body });

const kindsFor = async (userId: number, kind: "meeting_proposed" | "meeting_agreed" | "meeting_declined" | "meeting_reminder") =>
  context.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe("issue 16: meetings proposed and agreed in a conversation", () => {
  it("the corporation proposes, the pro picks: 商談調整中, both told, the .ics carries the agreed time", async () => {
    const world = await worldWithoutMeetings();
    const { db } = context.handle;
    const corporation = await clientFor(context, world, "otherOrderer");
    const pro = await clientFor(context, world, "pro");

    const proposed = await propose(corporation, world);
    expect(proposed.body).toBe("商談の候補日時を提案しました（2件）\n\nご都合のよい日時をお選びください。");
    expect(proposed.meeting).toMatchObject({
      status: "proposed",
      isProposedByViewer: true,
      slots: ["2026-11-05T14:00:00+09:00", "2026-11-06T10:30:00+09:00"],
      icsPath: null,
    });
    // A retried proposal answers the first one.
    expect((await propose(corporation, world)).id).toBe(proposed.id);
    expect(await db.select().from(chatMeetings)).toHaveLength(1);
    expect(await kindsFor(world.users.pro.id, "meeting_proposed")).toHaveLength(1);

    const room = await json<ChatRoomDetail>(await pro.request("GET", `/api/v2/project_chat_rooms/${world.roomOfPro.id}`));
    const seen = room.messages.find((m) => m.id === proposed.id)!;
    expect(seen.meeting).toMatchObject({ isProposedByViewer: false, calendarTitle: `商談: ${room.room.project.title}（株式会社ビー）` });

    const meetingId = proposed.meeting!.id;
    const own = await answer(corporation, world, meetingId, { pick: "2026-11-06T10:30:00+09:00" });
    expect(own.status).toBe(403);
    expect((await json<ErrorBody>(own)).error.message).toContain("ご自身の側から出した提案には回答できません");

    context.clock.advance(5 * MINUTE);
    const picked = await answer(pro, world, meetingId, { pick: "2026-11-06T10:30:00+09:00" });
    expect(picked.status).toBe(200);
    const agreed = await json<ChatMessage>(picked);
    expect(agreed.body).toBe("商談日時が決まりました: 11月6日（金）10:30〜11:30");
    expect(agreed.meeting).toMatchObject({
      id: meetingId,
      status: "agreed",
      startsAt: "2026-11-06T10:30:00+09:00",
      endsAt: "2026-11-06T11:30:00+09:00",
      icsPath: `${meetingsPath(world)}/${meetingId}/meeting.ics`,
    });

    const again = await answer(pro, world, meetingId, { pick: "2026-11-05T14:00:00+09:00" });
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.message).toBe("この提案はすでに日時が決まっています。");

    const [application] = await db.select().from(applications).where(eq(applications.id, world.applicationOfPro.id));
    expect(application!.status).toBe("in_talks");
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, world.applicationOfPro.id)).orderBy(applicationEvents.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: "applied",
      toStatus: "in_talks",
      actorUserId: world.users.pro.id,
      note: "商談日時が決まりました（11月6日（金）10:30〜11:30）",
    });
    // The pro acted: the corporation's members are told, not the pro.
    expect(await kindsFor(world.users.otherOrderer.id, "meeting_agreed")).toMatchObject([
      { title: `「${room.room.project.title}」の商談日時が決まりました: 11月6日（金）10:30〜11:30`, linkPath: `/project_chat_rooms/${world.roomOfPro.id}` },
    ]);
    expect(await kindsFor(world.users.pro.id, "meeting_agreed")).toEqual([]);

    const ics = await corporation.request("GET", agreed.meeting!.icsPath!);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("content-disposition")).toBe('attachment; filename="meeting.ics"');
    const text = (await ics.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain("\r\nDTSTART:20261106T013000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261106T023000Z\r\n");
    expect(text).toContain(`\r\nUID:meeting-${meetingId}@localhost:3000\r\n`);
    expect(text).toContain("\r\nURL:https://meet.google.com/abc-defg-hij\r\n");
    expect(text).toContain("\r\nTRIGGER:-PT30M\r\n");
    expect(text).toContain(`/project_chat_rooms/${world.roomOfPro.id}`);

    const labels = await agreedMeetingsOfApplications(db, { corporationId: world.corporationB.id }, [world.applicationOfPro.id], context.clock.now());
    expect(labels.get(world.applicationOfPro.id)?.startsAt).toEqual(new Date("2026-11-06T10:30:00+09:00"));
    // The world's application was written at the real time: put it on the test clock's morning.
    await db
      .update(applications)
      .set({ createdAt: new Date("2026-11-01T09:00:00+09:00") })
      .where(eq(applications.id, world.applicationOfPro.id));
    const lead = await meetingLeadDays(db, world.corporationB.id, null);
    expect(lead.count).toBe(1);
    expect(lead.meanDays).toBeCloseTo((5 * 24 + 1.5) / 24, 5);
  });

  it("two members of the corporation pick at once: one wins, the other is told it is decided", async () => {
    const world = await worldWithoutMeetings();
    const colleague = await insertUser(context.handle.db, { isOrderer: true, plan: "standard", currentCorporationId: world.corporationB.id });
    await insertMembership(context.handle.db, { userId: colleague.id, corporationId: world.corporationB.id, role: "member" });
    const colleagueClient = new BrowserLikeClient(context.app, "203.0.113.40");
    await logInAs(context.handle, colleagueClient, colleague.id, context.clock.now());
    const corporation = await clientFor(context, world, "otherOrderer");
    const proposed = await propose(await clientFor(context, world, "pro"), world, { mode: "onsite", place: "東京都千代田区丸の内1-1-1 8階" });
    // The pro's proposal tells every member of the corporation.
    expect(await kindsFor(colleague.id, "meeting_proposed")).toHaveLength(1);

    const answers = await Promise.all([corporation, colleagueClient].map((client) => answer(client, world, proposed.meeting!.id, { pick: "2026-11-05T14:00:00+09:00" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await context.handle.db.select().from(chatMeetings).where(eq(chatMeetings.id, proposed.meeting!.id));
    expect(row!.startsAt).toEqual(new Date("2026-11-05T14:00:00+09:00"));
  });

  it("asking for other dates declines the proposal with words; a new proposal replaces an open one", async () => {
    const world = await worldWithoutMeetings();
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const first = await propose(pro, world);
    const second = await propose(pro, world, { clientKey: "meeting-key-0002", slots: ["2026-11-09T16:00"], durationMinutes: 30, note: "" });
    expect(second.body).toBe("商談の候補日時を提案しました（1件）");
    const stale = await answer(corporation, world, first.meeting!.id, { pick: "2026-11-05T14:00:00+09:00" });
    expect(stale.status).toBe(409);

    const declined = await answer(corporation, world, second.meeting!.id, { askOthers: true, note: "翌週の午後でお願いできますか。" });
    expect(declined.status).toBe(200);
    const message = await json<ChatMessage>(declined);
    expect(message.body).toBe("別の日程を希望しています\n\n翌週の午後でお願いできますか。");
    expect(message.meeting).toMatchObject({ status: "declined", answerNote: "翌週の午後でお願いできますか。" });
    expect(await kindsFor(world.users.pro.id, "meeting_declined")).toHaveLength(1);
    const [application] = await context.handle.db.select().from(applications).where(eq(applications.id, world.applicationOfPro.id));
    expect(application!.status).toBe("applied");
    // Not agreed: no calendar file.
    expect((await pro.request("GET", `${meetingsPath(world)}/${second.meeting!.id}/meeting.ics`)).status).toBe(404);
  });

  it("bad proposals are 422 in Japanese and store nothing; others' rooms are 404", async () => {
    const world = await worldWithoutMeetings();
    const pro = await clientFor(context, world, "pro");
    const cases: [object, string, string][] = [
      [{ slots: ["2026-10-31T10:00"] }, "slots.0", "過去の日時は選べません。これから先の日時を選んでください"],
      [{ slots: ["2027-03-01T10:00"] }, "slots.0", "候補日時は90日以内で選んでください"],
      [{ slots: ["2026-11-05T10:00", "2026-11-05T11:00", "2026-11-05T12:00", "2026-11-05T13:00"] }, "slots", "候補日時は3件までです"],
      [{ durationMinutes: 45 }, "durationMinutes", "商談の長さは30分か60分を選んでください"],
      [{ mode: "onsite", place: "" }, "place", "対面の場合は場所（住所）を入力してください"],
      [{ place: "http://meet.example.com/x" }, "place", "会議のURLは https:// から始まるURLを入力してください"],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await pro.request("POST", meetingsPath(world), { json: proposal(overrides) });
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect((await json<ErrorBody>(response)).error.issues).toContainEqual({ path, message });
    }
    expect(await context.handle.db.select().from(chatMeetings)).toEqual([]);

    const outsider = await clientFor(context, world, "orderer");
    expect((await outsider.request("POST", meetingsPath(world), { json: proposal() })).status).toBe(404);
    const proposed = await propose(pro, world);
    expect((await answer(outsider, world, proposed.meeting!.id, { askOthers: true })).status).toBe(404);
    const corporation = await clientFor(context, world, "otherOrderer");
    expect(
      (
        await corporation.request("POST", `/api/v2/project_chat_rooms/${world.roomOfPro.id + 1000}/meetings/${proposed.meeting!.id}/answer`, {
          json: { askOthers: true },
        })
      ).status,
    ).toBe(404);
    const notOffered = await answer(corporation, world, proposed.meeting!.id, { pick: "2026-11-07T10:00:00+09:00" });
    expect(notOffered.status).toBe(422);
  });

  it("the day before, both sides are reminded once; after the end the application is 商談済 by the system", async () => {
    const world = await worldWithoutMeetings();
    const { db } = context.handle;
    const proposed = await propose(await clientFor(context, world, "otherOrderer"), world);
    await answer(await clientFor(context, world, "pro"), world, proposed.meeting!.id, { pick: "2026-11-06T10:30:00+09:00" });

    context.clock.advance(3 * 24 * 60 * MINUTE); // 11-04 09:00: more than a day ahead
    expect(await remindUpcomingMeetings(db, context.clock.now())).toBe(0);
    context.clock.advance(26 * 60 * MINUTE); // 11-05 11:00
    expect(await remindUpcomingMeetings(db, context.clock.now())).toBe(1);
    expect(await remindUpcomingMeetings(db, context.clock.now())).toBe(0);
    const reminders = await db.select().from(notifications).where(eq(notifications.kind, "meeting_reminder"));
    expect(reminders.map((r) => r.userId).sort()).toEqual([world.users.pro.id, world.users.otherOrderer.id].sort());
    expect(reminders[0]!.title).toBe("商談の予定があります: 11月6日（金）10:30〜");

    context.clock.advance(24 * 60 * MINUTE + 29 * MINUTE); // 11-06 11:29, a minute before the end
    expect(await markHeldMeetings(db, context.clock.now())).toBe(0);
    context.clock.advance(MINUTE);
    expect(await markHeldMeetings(db, context.clock.now())).toBe(1);
    expect(await markHeldMeetings(db, context.clock.now())).toBe(0);
    const [application] = await db.select().from(applications).where(eq(applications.id, world.applicationOfPro.id));
    expect(application!.status).toBe("meeting");
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, world.applicationOfPro.id)).orderBy(applicationEvents.id);
    expect(events.at(-1)).toMatchObject({ fromStatus: "in_talks", toStatus: "meeting", actorUserId: null, note: MEETING_HELD_NOTE });
  });
});

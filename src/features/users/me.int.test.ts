import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { announcementReads, announcements, chatRoomReads, chatRooms, proProfiles } from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { logInAs } from "@tests/support/sessions";
import { createTestApp, getTestDatabase, resetDatabase } from "@tests/support/test-database";

import type { CurrentUser } from "./me.service";

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
const NOW = new Date("2026-11-20T10:00:00+09:00");

beforeAll(async () => {
  handle = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(handle);
  app = createTestApp(handle, { now: () => NOW });
});

async function meOf(userId: number): Promise<CurrentUser> {
  const client = new BrowserLikeClient(app);
  await logInAs(handle, client, userId, NOW);
  const response = await client.request("GET", "/api/v2/me");
  expect(response.status).toBe(200);
  return json<CurrentUser>(response);
}

async function insertPro() {
  const user = await insertUser(handle.db, { isPro: true, lastName: "鈴木", firstName: "一郎" });
  await handle.db.insert(proProfiles).values({ userId: user.id });
  return user;
}

describe("S-ME-1 GET /api/v2/me computed from rows", () => {
  it("answers every field of the spec for an orderer with several corporations", async () => {
    const user = await insertUser(handle.db, { isOrderer: true, firstName: "誠", lastName: "田中" });
    const first = await insertCorporation(handle.db, { name: "株式会社いち" });
    const second = await insertCorporation(handle.db, { name: "株式会社に" });
    await insertCorporation(handle.db, { name: "よその会社" });
    await insertMembership(handle.db, { userId: user.id, corporationId: first.id, role: "owner" });
    await insertMembership(handle.db, { userId: user.id, corporationId: second.id });
    const me = await meOf(user.id);
    expect(me).toEqual({
      id: user.id,
      firstName: "誠",
      lastName: "田中",
      userProfileImage: null,
      isOrderer: true,
      isPro: false,
      isAdmin: false,
      // The plan is the current corporation's (decision 030): none chosen yet, the free plan's rules.
      plan: "free",
      corporations: [
        { id: first.id, name: "株式会社いち", logoUrl: null },
        { id: second.id, name: "株式会社に", logoUrl: null },
      ],
      currentCorporation: null,
      hasUnreadAnnouncement: false,
      isUnreadMessage: false,
      unreadNotificationCount: 0,
      isEmailVerified: true,
      modalStates: { jobChangeIntention: false, corporationSelect: true },
    });
  });

  it("a current corporation the user no longer belongs to is not reported", async () => {
    const outsider = await insertCorporation(handle.db);
    const user = await insertUser(handle.db, { isOrderer: true, currentCorporationId: outsider.id });
    expect((await meOf(user.id)).currentCorporation).toBeNull();
  });

  it("hasUnreadAnnouncement: published, for the user's role, not yet read", async () => {
    const pro = await insertPro();
    const [forOrderers] = await handle.db
      .insert(announcements)
      .values([
        { title: "発注者向け", targetUrl: "/news/1", audience: "orderer", publishedAt: new Date("2026-11-01") },
        { title: "予約投稿", targetUrl: "/news/2", audience: "all", publishedAt: new Date("2026-12-01") },
      ])
      .returning();
    expect(forOrderers).toBeDefined();
    expect((await meOf(pro.id)).hasUnreadAnnouncement).toBe(false);
    const [forPros] = await handle.db
      .insert(announcements)
      .values({ title: "プロ向け", targetUrl: "/news/3", audience: "pro", publishedAt: new Date("2026-11-10") })
      .returning();
    expect((await meOf(pro.id)).hasUnreadAnnouncement).toBe(true);
    await handle.db.insert(announcementReads).values({ userId: pro.id, announcementId: forPros!.id });
    expect((await meOf(pro.id)).hasUnreadAnnouncement).toBe(false);
  });

  it("isUnreadMessage: per person, for the pro and for each member of the corporation", async () => {
    const pro = await insertPro();
    const corporation = await insertCorporation(handle.db);
    const [alice, bob] = [await insertUser(handle.db, { isOrderer: true }), await insertUser(handle.db, { isOrderer: true })];
    await insertMembership(handle.db, { userId: alice.id, corporationId: corporation.id });
    await insertMembership(handle.db, { userId: bob.id, corporationId: corporation.id });
    const project = await insertProject(handle.db, { corporationId: corporation.id });
    const [room] = await handle.db
      .insert(chatRooms)
      .values({ projectId: project.id, corporationId: corporation.id, proUserId: pro.id, lastMessageAt: new Date("2026-11-19T12:00:00+09:00") })
      .returning();
    expect((await meOf(pro.id)).isUnreadMessage).toBe(true);
    expect((await meOf(alice.id)).isUnreadMessage).toBe(true);
    // Alice reads the room: Bob's mark stays (colleagues keep their own unread state).
    await handle.db.insert(chatRoomReads).values({ roomId: room!.id, userId: alice.id, lastReadAt: new Date("2026-11-19T13:00:00+09:00") });
    expect((await meOf(alice.id)).isUnreadMessage).toBe(false);
    expect((await meOf(bob.id)).isUnreadMessage).toBe(true);
    const stranger = await insertUser(handle.db, { isOrderer: true });
    expect((await meOf(stranger.id)).isUnreadMessage).toBe(false);
  });
});

describe("S-ME-2 PATCH /api/v2/me/pro_info/intention_changing_job", () => {
  it("a pro answers the job-change question and the modal stops asking", async () => {
    const pro = await insertPro();
    const client = new BrowserLikeClient(app);
    await logInAs(handle, client, pro.id, NOW);
    expect((await json<CurrentUser>(await client.request("GET", "/api/v2/me"))).modalStates.jobChangeIntention).toBe(true);
    const response = await client.request("PATCH", "/api/v2/me/pro_info/intention_changing_job", { json: { jobChangeIntention: "considering" } });
    expect(response.status).toBe(200);
    expect((await json<CurrentUser>(response)).modalStates.jobChangeIntention).toBe(false);
  });

  it.each([
    ["an unknown value", { jobChangeIntention: "maybe" }, 422, "validation_failed"],
    ["a missing value", {}, 422, "validation_failed"],
  ])("%s is refused with %i", async (_, body, status, code) => {
    const pro = await insertPro();
    const client = new BrowserLikeClient(app);
    await logInAs(handle, client, pro.id, NOW);
    const response = await client.request("PATCH", "/api/v2/me/pro_info/intention_changing_job", { json: body });
    expect(response.status).toBe(status);
    expect((await json<{ error: { code: string; issues: { path: string }[] } }>(response)).error).toMatchObject({
      code,
      issues: [{ path: "jobChangeIntention" }],
    });
  });

  it("an orderer may not set it (403), a visitor must log in (401)", async () => {
    const orderer = await insertUser(handle.db, { isOrderer: true });
    const client = new BrowserLikeClient(app);
    await logInAs(handle, client, orderer.id, NOW);
    const forbidden = await client.request("PATCH", "/api/v2/me/pro_info/intention_changing_job", { json: { jobChangeIntention: "none" } });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toEqual({ error: { code: "forbidden", message: "転職意向はプロのアカウントだけが設定できます。" } });
    const visitor = new BrowserLikeClient(app);
    await visitor.fetchCsrfToken();
    expect((await visitor.request("PATCH", "/api/v2/me/pro_info/intention_changing_job", { json: { jobChangeIntention: "none" } })).status).toBe(401);
  });
});

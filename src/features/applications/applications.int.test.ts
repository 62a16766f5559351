import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applicationEvents, applications, chatMessages, chatRooms, proEmployerShields, projects, proProfiles, users } from "@/db/schema";
import { insertMembership, insertProject } from "@/db/seed/factories";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { ApplyFormContext, ProApplication, ProApplicationsPage } from "./applications.schemas";

// The test clock starts at 2026-11-01 09:00 JST.
const context = useApiTestContext();

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const errorOf = async (response: Response) => (await json<ErrorBody>(response)).error;
const issuesOf = async (response: Response) => Object.fromEntries(((await errorOf(response)).issues ?? []).map((i) => [i.path, i.message]));

const MESSAGE = "React と TypeScript での管理画面開発を5年担当してきました。\n週3日から稼働できます。ぜひお話を伺えればと思います。";
const body = (overrides: Record<string, unknown> = {}) => ({
  message: MESSAGE,
  desiredRateAmount: 70,
  startsOn: "2026-12-01",
  daysPerWeek: 3,
  sharedSections: ["bio"],
  ...overrides,
});

async function setUp() {
  const world = await createAuthorizationWorld(context);
  await context.handle.db
    .update(proProfiles)
    .set({ bio: "フロントエンド一筋8年です。", desiredMonthlyRateMan: 75, availableDaysPerWeek: 3 })
    .where(eq(proProfiles.userId, world.users.pro.id));
  const monthly = await insertProject(context.handle.db, {
    corporationId: world.corporationA.id,
    status: "open",
    closedAt: null,
    budgetUnit: "monthly",
    minBudgetMan: 60,
    maxBudgetMan: 80,
    referenceDate: context.clock.now(),
  });
  return { world, monthly, pro: await clientFor(context, world, "pro") };
}

const apply = (client: Awaited<ReturnType<typeof clientFor>>, projectId: number, payload: unknown = body()) =>
  client.request("POST", `/api/v2/projects/${projectId}/applications`, { json: payload });

describe("issue 15 (S-BAR-10): a pro applies to a project", () => {
  it("stores it 未対応 with the rate in the project's unit, records who and when, and opens the conversation with the message", async () => {
    const { world, monthly, pro } = await setUp();
    const response = await apply(pro, monthly.id);
    expect(response.status).toBe(201);
    const application = await json<ProApplication>(response);
    expect(application).toMatchObject({
      status: "applied",
      statusLabel: "応募済み（返信待ち）",
      project: { id: monthly.id, corporationName: "株式会社エー", isClosed: false },
      desiredRate: { unit: "monthly", amount: 70, label: "月額 70万円" },
      startsOn: "2026-12-01",
      daysPerWeek: 3,
      sharedSections: ["bio"],
      isReplyLate: false,
      nextStep: "企業からの返信をお待ちください。",
      canWithdraw: true,
    });
    const [row] = await context.handle.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ desiredMonthlyMan: 70, statusChangedAt: context.clock.now() });
    const events = await context.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, application.id));
    expect(events).toMatchObject([{ actorUserId: world.users.pro.id, fromStatus: null, toStatus: "applied" }]);
    const [room] = await context.handle.db.select().from(chatRooms).where(eq(chatRooms.applicationId, application.id));
    expect(room).toMatchObject({ corporationId: world.corporationA.id, proUserId: world.users.pro.id });
    expect(application.chatRoomId).toBe(room!.id);
    // 案件管理 previews the conversation's newest line: the pro's own message, for now.
    expect(application.lastMessage).toMatchObject({ isFromMe: true, excerpt: expect.stringMatching(/^React と TypeScript での管理画面開発を5年担当してきました。/) });
    const messages = await context.handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, room!.id));
    expect(messages.map((m) => [m.senderUserId, m.body])).toEqual([[world.users.pro.id, MESSAGE]]);

    const list = await json<ProApplicationsPage>(await pro.request("GET", "/api/v2/me/applications"));
    expect(list.counts.active).toBeGreaterThanOrEqual(2); // this one and the world's application to B
    expect(list.items[0]).toEqual(application);
  });

  it("an hourly project is answered in 時給 円 and a yearly one in 年収 万円, each with its own bounds", async () => {
    const { world, pro } = await setUp();
    const hourly = await insertProject(context.handle.db, {
      corporationId: world.corporationA.id,
      status: "open",
      closedAt: null,
      budgetUnit: "hourly",
      budgetMinAmount: 4000,
      budgetMaxAmount: 6000,
    });
    const tooLow = await apply(pro, hourly.id, body({ desiredRateAmount: 70 }));
    expect(tooLow.status).toBe(422);
    expect(await issuesOf(tooLow)).toEqual({ desiredRateAmount: "希望時給は1,000〜50,000円で入力してください" });
    const sent = await json<ProApplication>(await apply(pro, hourly.id, body({ desiredRateAmount: 5000 })));
    expect(sent.desiredRate).toEqual({ unit: "hourly", amount: 5000, label: "時給 5,000円" });
    const [row] = await context.handle.db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row!.desiredMonthlyMan).toBe(80); // 5,000 円 × 160 h
  });

  it("422 per field in Japanese and nothing written: a short message, a past start date, six days a week, an unknown section", async () => {
    const { monthly, pro } = await setUp();
    const before = (await context.handle.db.select().from(applications)).length;
    const bad = await apply(pro, monthly.id, body({ message: "よろしくお願いします", daysPerWeek: 6, sharedSections: ["password"] }));
    expect(bad.status).toBe(422);
    expect(await issuesOf(bad)).toMatchObject({ message: "20〜2,000文字で入力してください", daysPerWeek: "稼働できる日数は1〜5日で入力してください" });
    const past = await apply(pro, monthly.id, body({ startsOn: "2026-10-31" }));
    expect(await issuesOf(past)).toEqual({ startsOn: "稼働開始可能日は今日以降の日付にしてください" });
    expect((await context.handle.db.select().from(applications)).length).toBe(before);
  });

  it("refuses with the reason the pro can act on: closed, own corporation, employer shield, incomplete profile, twice; an orderer is no pro", async () => {
    const { world, monthly, pro } = await setUp();
    const { db } = context.handle;
    const closed = await insertProject(db, { corporationId: world.corporationA.id, status: "closed", closedAt: context.clock.now() });
    const closedAnswer = await apply(pro, closed.id);
    expect(closedAnswer.status).toBe(403);
    expect((await errorOf(closedAnswer)).message).toBe("この案件は募集を終了したため、応募できません。");

    await db.insert(proEmployerShields).values({ userId: world.users.pro.id, corporationId: world.corporationA.id });
    expect((await errorOf(await apply(pro, monthly.id))).message).toContain("勤務先ブロックの対象");
    await db.delete(proEmployerShields);

    await insertMembership(db, { userId: world.users.pro.id, corporationId: world.corporationA.id, role: "member" });
    expect((await errorOf(await apply(pro, monthly.id))).message).toBe("ご自身が所属する企業の案件には応募できません。");
    await db.update(projects).set({ corporationId: world.corporationB.id }).where(eq(projects.id, monthly.id));

    await db.update(proProfiles).set({ headline: "" }).where(eq(proProfiles.userId, world.users.pro.id));
    const incomplete = await pro.request("GET", `/api/v2/projects/${monthly.id}/application_form`);
    expect(await json<ApplyFormContext>(incomplete)).toMatchObject({ refusal: { code: "profile_incomplete" }, missingProfileParts: ["見出し"] });
    expect((await apply(pro, monthly.id)).status).toBe(403);
    await db.update(proProfiles).set({ headline: "フロントエンドエンジニア" }).where(eq(proProfiles.userId, world.users.pro.id));

    expect((await apply(pro, monthly.id)).status).toBe(201);
    const twice = await apply(pro, monthly.id);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toContain("すでに応募しています");

    const orderer = await clientFor(context, world, "orderer");
    expect((await errorOf(await apply(orderer, monthly.id))).message).toBe("応募はプロのアカウントでご利用いただけます。");
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, world.users.pro.id));
    const other = await insertProject(db, { corporationId: world.corporationB.id, status: "open", closedAt: null });
    expect((await errorOf(await apply(pro, other.id))).code).toBe("email_not_verified");
    const unverifiedForm = await json<ApplyFormContext>(await pro.request("GET", `/api/v2/projects/${other.id}/application_form`));
    expect(unverifiedForm.refusal).toMatchObject({ code: "email_not_verified", message: expect.stringContaining("メールアドレスの確認") });
  });

  it("50 identical applications at once: exactly one is stored, with one conversation message; the rest are 409", async () => {
    const { monthly, pro } = await setUp();
    const statuses = await Promise.all(Array.from({ length: 50 }, () => apply(pro, monthly.id).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const stored = await context.handle.db.select().from(applications).where(eq(applications.projectId, monthly.id));
    expect(stored).toHaveLength(1);
    expect(await context.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, stored[0]!.id))).toHaveLength(1);
  });

  it("the form's defaults come from the profile: the monthly rate, the days a week, no start date already past", async () => {
    const { monthly, pro } = await setUp();
    const form = await json<ApplyFormContext>(await pro.request("GET", `/api/v2/projects/${monthly.id}/application_form`));
    expect(form).toMatchObject({
      rateUnit: "monthly",
      refusal: null,
      defaults: { desiredRateAmount: 75, daysPerWeek: 3, startsOn: null },
      availableSections: ["bio"],
      project: { budgetLabel: "60〜80万円" },
    });
  });
});

describe("issue 15 (S-BAR-10): the pro withdraws (辞退)", () => {
  it("while in play, with the reason kept and the timeline written; an ended one is 409 and another pro's 404", async () => {
    const { world, pro } = await setUp();
    const id = world.applicationOfPro.id;
    const response = await pro.request("POST", `/api/v2/me/applications/${id}/withdrawal`, { json: { reason: "別の案件で稼働が決まりました。" } });
    expect(response.status).toBe(200);
    expect(await json<ProApplication>(response)).toMatchObject({
      status: "withdrawn",
      statusLabel: "辞退",
      closingMessage: "別の案件で稼働が決まりました。",
      canWithdraw: false,
    });
    const events = await context.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.id);
    expect(events.at(-1)).toMatchObject({ fromStatus: "applied", toStatus: "withdrawn", actorUserId: world.users.pro.id });
    const again = await pro.request("POST", `/api/v2/me/applications/${id}/withdrawal`, { json: { reason: null } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("この応募は「辞退」のため、辞退できません。");
    const ended = await json<ProApplicationsPage>(await pro.request("GET", "/api/v2/me/applications?group=ended"));
    expect(ended.items.map((a) => a.id)).toEqual([id]);

    const { db } = context.handle;
    const [otherPro] = await db
      .insert(users)
      .values({
        email: "other-pro@example.test",
        passwordHash: "x",
        lastName: "佐藤",
        firstName: "次郎",
        lastNameKana: "サトウ",
        firstNameKana: "ジロウ",
        isPro: true,
        emailVerifiedAt: context.clock.now(),
      })
      .returning();
    const [foreign] = await db.insert(applications).values({ projectId: world.projectOfA.id, proUserId: otherPro!.id, message: "x" }).returning();
    expect((await pro.request("POST", `/api/v2/me/applications/${foreign!.id}/withdrawal`, { json: { reason: null } })).status).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { notifications, proEmployerShields, proProfiles, scouts } from "@/db/schema";
import { insertProject, insertUser } from "@/db/seed/factories";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";

import { messageFingerprint } from "./scout-rules";
import type { ScoutCheck, ScoutFormContext, SentScout, SentScoutsPage } from "./scouts.schemas";

// The test clock starts at 2026-11-01 09:00 JST.
const context = useApiTestContext();

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const errorOf = async (response: Response) => (await json<ErrorBody>(response)).error;

const SCOUT_MESSAGE = "はじめまして。プロフィールの管理画面開発のご経験を拝見し、ご連絡しました。弊社の新規開発でぜひお力を貸してください。";

async function openProjectOf(world: AuthorizationWorld, corporation: "corporationA" | "freeCorporation", overrides: Parameters<typeof insertProject>[1] = {}) {
  return insertProject(context.handle.db, {
    corporationId: world[corporation].id,
    status: "open",
    closedAt: null,
    budgetUnit: "monthly",
    minBudgetMan: 60,
    maxBudgetMan: 80,
    remoteTypeId: 1,
    referenceDate: context.clock.now(),
    ...overrides,
  });
}

/** A pro with the least a profile needs, public. */
async function insertPro(overrides: Partial<typeof proProfiles.$inferInsert> = {}) {
  const user = await insertUser(context.handle.db, { isPro: true });
  await context.handle.db.insert(proProfiles).values({ userId: user.id, headline: "バックエンドエンジニア", skillIds: [1], ...overrides });
  return user;
}

const send = (client: Awaited<ReturnType<typeof clientFor>>, proId: number, body: Record<string, unknown>) =>
  client.request("POST", `/api/v2/pros/${proId}/scouts`, { json: body });

describe("issue 15: an orderer scouts a pro", () => {
  it("sends one scout per project and pro, counts it against the month's quota, and tells the pro", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const proId = world.users.pro.id;

    const form = await json<ScoutFormContext>(await orderer.request("GET", `/api/v2/pros/${proId}/scout_form`));
    expect(form.refusal).toBeNull();
    expect(form.quota).toMatchObject({ plan: "standard", planName: "スタンダードプラン", limit: 100, used: 0, remaining: 100, resetsOn: "2026-12-01" });
    expect(form.projects.map((p) => p.id)).toContain(world.projectOfA.id);

    const response = await send(orderer, proId, { projectId: world.projectOfA.id, message: SCOUT_MESSAGE });
    expect(response.status).toBe(201);
    const scout = await json<SentScout>(response);
    expect(scout).toMatchObject({ status: "sent", statusLabel: "返答待ち", pro: { id: proId }, project: { id: world.projectOfA.id }, warnings: [] });

    const [notice] = await context.handle.db.select().from(notifications).where(eq(notifications.userId, proId));
    expect(notice).toMatchObject({ kind: "scout_received", linkPath: "/mypage/accept/projects?tab=scouts" });
    expect(notice!.title).toContain("株式会社エー");

    const again = await send(orderer, proId, { projectId: world.projectOfA.id, message: SCOUT_MESSAGE });
    expect(again.status).toBe(409);
    const after = await json<ScoutFormContext>(await orderer.request("GET", `/api/v2/pros/${proId}/scout_form`));
    expect(after.quota.used).toBe(1);
    expect(after.projects.find((p) => p.id === world.projectOfA.id)?.isReached).toBe(true);

    // Every member of A sees it; corporation B's list does not hold it.
    const list = await json<SentScoutsPage>(await orderer.request("GET", "/api/v2/current_corporation/scouts"));
    expect(list.items.map((s) => s.id)).toEqual([scout.id]);
    const other = await json<SentScoutsPage>(await (await clientFor(context, world, "otherOrderer")).request("GET", "/api/v2/current_corporation/scouts"));
    expect(other.items.map((s) => s.id)).not.toContain(scout.id);
  });

  it("warns before sending when the project ignores the pro's conditions, and sends only when the sender confirms", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const pro = await insertPro({ desiredMonthlyRateMan: 120, remoteTypeId: 1 });
    const onsite = await openProjectOf(world, "corporationA", { remoteTypeId: 3, maxBudgetMan: 80 });

    const check = await json<ScoutCheck>(
      await orderer.request("POST", `/api/v2/pros/${pro.id}/scout_checks`, { json: { projectId: onsite.id, message: SCOUT_MESSAGE } }),
    );
    expect(check.warnings.map((w) => w.code)).toEqual(["rate_above_budget", "onsite_for_remote_pro"]);
    expect(check.warnings[0]!.message).toContain("月額 120万円");

    const unconfirmed = await send(orderer, pro.id, { projectId: onsite.id, message: SCOUT_MESSAGE });
    expect(unconfirmed.status).toBe(409);
    expect((await errorOf(unconfirmed)).issues?.map((i) => i.message)).toEqual(check.warnings.map((w) => w.message));
    expect(await context.handle.db.select().from(scouts).where(eq(scouts.proUserId, pro.id))).toEqual([]);

    const confirmed = await send(orderer, pro.id, { projectId: onsite.id, message: SCOUT_MESSAGE, confirmWarnings: true });
    expect(confirmed.status).toBe(201);
    expect((await json<SentScout>(confirmed)).warnings).toEqual(["予算が希望単価を大きく下回る", "フルリモート希望のプロに出社の案件"]);
  });

  it("flags the same words sent to more than 20 pros within a day, whatever name each one starts with", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const template = (name: string) => `${name}様\n${SCOUT_MESSAGE}`;
    for (let i = 0; i < 20; i += 1) {
      const other = await insertPro();
      const name = `${other.lastName} ${other.firstName}`;
      await context.handle.db.insert(scouts).values({
        projectId: world.projectOfA.id,
        corporationId: world.corporationA.id,
        senderUserId: world.users.orderer.id,
        proUserId: other.id,
        message: template(name),
        messageFingerprint: messageFingerprint(template(name), [name, other.lastName, other.firstName]),
        createdAt: new Date(context.clock.now().getTime() - 3_600_000),
      });
    }
    const pro = world.users.pro;
    const draft = { projectId: world.projectOfA.id, message: template(`${pro.lastName} ${pro.firstName}`) };
    const check = await json<ScoutCheck>(await orderer.request("POST", `/api/v2/pros/${pro.id}/scout_checks`, { json: draft }));
    expect(check.warnings.map((w) => w.code)).toEqual(["template_blast"]);
    // Words written for this pro are not a template.
    const personal = { ...draft, message: `${draft.message}\n決済基盤の移行のご経験に特に惹かれました。` };
    expect((await json<ScoutCheck>(await orderer.request("POST", `/api/v2/pros/${pro.id}/scout_checks`, { json: personal }))).warnings).toEqual([]);
  });

  it("stops at the plan's quota (free: 5 a month), even when the sends come at once", async () => {
    const world = await createAuthorizationWorld(context);
    const free = await clientFor(context, world, "freeOrderer");
    const project = await openProjectOf(world, "freeCorporation");
    const pros = await Promise.all(Array.from({ length: 8 }, () => insertPro()));
    const statuses = await Promise.all(
      pros.map((pro, i) => send(free, pro.id, { projectId: project.id, message: `${SCOUT_MESSAGE}（${"あいうえおかきくけ"[i]}）` }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(3);
    const form = await json<ScoutFormContext>(await free.request("GET", `/api/v2/pros/${world.users.pro.id}/scout_form`));
    expect(form.quota).toMatchObject({ limit: 5, used: 5, remaining: 0 });
    expect(form.refusal).toMatchObject({ code: "quota_exhausted" });
    expect(form.refusal!.message).toContain("12月1日から");
  });

  it("a pro shielded from the corporation cannot be scouted: 404, as their profile", async () => {
    const world = await createAuthorizationWorld(context);
    await context.handle.db.insert(proEmployerShields).values({ userId: world.users.pro.id, corporationId: world.corporationA.id });
    const orderer = await clientFor(context, world, "orderer");
    expect((await orderer.request("GET", `/api/v2/pros/${world.users.pro.id}/scout_form`)).status).toBe(404);
    expect((await send(orderer, world.users.pro.id, { projectId: world.projectOfA.id, message: SCOUT_MESSAGE, confirmWarnings: true })).status).toBe(404);
  });

  it("refuses a project that is not the corporation's own open one, and bad input, changing nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const proId = world.users.pro.id;
    const closed = await openProjectOf(world, "corporationA", { status: "closed", closedAt: context.clock.now() });
    for (const body of [
      { projectId: closed.id, message: SCOUT_MESSAGE },
      { projectId: world.applicationOfPro.projectId, message: SCOUT_MESSAGE },
      { projectId: world.projectOfA.id, message: "短すぎる" },
      { projectId: world.projectOfA.id, message: `${SCOUT_MESSAGE}\u0007` },
    ]) {
      const response = await send(orderer, proId, body);
      expect(response.status).toBe(422);
    }
    expect(await context.handle.db.select().from(scouts).where(eq(scouts.corporationId, world.corporationA.id))).toEqual([]);
  });
});

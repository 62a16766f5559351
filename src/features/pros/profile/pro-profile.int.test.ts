import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applications, proEmployerShields, proProfiles, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, clientsForEveryRole, createAuthorizationWorld, type AuthorizationWorld } from "@tests/support/authorization-roles";
import { validProProfileBody } from "@tests/support/pro-profile-body";
import { ROLES, type Role } from "@tests/support/roles";

import type { ProProfile } from "./pro-profile.schemas";

const context = useApiTestContext();

/** The world's pro, named 山田 太郎 (タロウ), with a complete profile saved through the API. */
async function worldWithProfile(overrides: Record<string, unknown> = {}) {
  const world = await createAuthorizationWorld(context);
  const { db } = context.handle;
  await db.update(users).set({ lastName: "山田", firstName: "太郎", firstNameKana: "タロウ" }).where(eq(users.id, world.users.pro.id));
  const pro = await clientFor(context, world, "pro");
  const saved = await pro.request("PUT", "/api/v2/me/pro_profile", { json: validProProfileBody(overrides) });
  expect(saved.status).toBe(200);
  return world;
}

async function profileAs(world: AuthorizationWorld, role: Role) {
  const client = await clientFor(context, world, role);
  return client.request("GET", `/api/v2/pros/${world.users.pro.id}`);
}

describe("issue 13 (S-BAR-10): who sees how much of a pro", () => {
  it("visitors and other pros see 「山田 T.」 and no company names; orderers and operators the real name and the visible company; the pro everything", async () => {
    const world = await worldWithProfile();
    const seen: Record<string, { name: string; companies: (string | null)[] }> = {};
    for (const role of ROLES) {
      const response = await profileAs(world, role);
      expect(response.status, role).toBe(200);
      const profile = await json<ProProfile>(response);
      seen[role] = { name: profile.displayName, companies: profile.workHistories.map((h) => h.companyName) };
    }
    expect(seen.visitor).toEqual({ name: "山田 T.", companies: [null, null] });
    expect(seen.orderer).toEqual({ name: "山田 太郎", companies: [null, "株式会社みえる商事"] });
    expect(seen.otherOrderer).toEqual(seen.orderer);
    expect(seen.admin).toEqual(seen.orderer);
    expect(seen.pro).toEqual({ name: "山田 太郎", companies: ["株式会社いまの勤め先", "株式会社みえる商事"] });
    // Another pro is a visitor as far as names go.
    const otherPro = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(proProfiles).values({ userId: otherPro.id });
    const other = await clientFor(context, { ...world, users: { ...world.users, pro: otherPro } }, "pro");
    const asOtherPro = await json<ProProfile>(await other.request("GET", `/api/v2/pros/${world.users.pro.id}`));
    expect([asOtherPro.displayName, asOtherPro.workHistories.map((h) => h.companyName)]).toEqual(["山田 T.", [null, null]]);
  });

  it("the answer carries skills with years in order, history periods, links and the terms as saved", async () => {
    const world = await worldWithProfile();
    const profile = await json<ProProfile>(await profileAs(world, "orderer"));
    expect(profile.skills).toEqual([
      { id: 1, name: "TypeScript", years: 6 },
      { id: 18, name: "React", years: 5 },
    ]);
    expect(profile.workHistories.map((h) => [h.startedOn, h.endedOn, h.skills.map((s) => s.name)])).toEqual([
      ["2021-04", null, ["TypeScript", "React"]],
      ["2018-01", "2021-03", ["React"]],
    ]);
    expect(profile).toMatchObject({
      desiredMonthlyRateMan: 70,
      desiredHourlyRateYen: 5000,
      availableFrom: "2026-12-01",
      remoteType: { id: 1 },
      prefecture: { name: "東京都" },
    });
    expect(profile.bio).toBe("受託開発会社で8年。\n設計からテストまで一人で担当できます。");
  });

  it("a private profile is 404 to everyone but the pro, operators and the corporation the pro applied to — the same 404 as an unknown id", async () => {
    const world = await worldWithProfile({ isPublic: false });
    const statuses = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, (await profileAs(world, role)).status] as const)));
    // The world's pro has applied to a project of corporation B (its owner is otherOrderer), not yet to A.
    expect(statuses).toEqual({ visitor: 404, pro: 200, orderer: 404, otherOrderer: 200, freeOrderer: 404, admin: 200 });
    const unknown = await (await clientFor(context, world, "visitor")).request("GET", "/api/v2/pros/99999999");
    expect(await json(await profileAs(world, "visitor"))).toEqual(await json(unknown));

    await context.handle.db.insert(applications).values({ projectId: world.projectOfA.id, proUserId: world.users.pro.id });
    expect((await profileAs(world, "orderer")).status).toBe(200);
    expect((await profileAs(world, "freeOrderer")).status).toBe(404);
  });

  it("an employer shield by corporation hides the pro from every member of it, even when it is not their current corporation", async () => {
    const world = await worldWithProfile();
    const { db } = context.handle;
    await db.insert(proEmployerShields).values({ userId: world.users.pro.id, corporationId: world.corporationA.id });
    // otherOrderer works in B but is also a member of A.
    await insertMembership(db, { userId: world.users.otherOrderer.id, corporationId: world.corporationA.id, role: "member" });
    expect((await profileAs(world, "orderer")).status).toBe(404);
    expect((await profileAs(world, "otherOrderer")).status).toBe(404);
    expect((await profileAs(world, "freeOrderer")).status).toBe(200);
    expect((await profileAs(world, "pro")).status).toBe(200);
  });

  it("an employer shield by e-mail domain hides the pro from a signed-in user at that domain; the shield beats an application", async () => {
    const world = await worldWithProfile({ isPublic: false });
    const { db } = context.handle;
    await db.update(users).set({ email: "saiyo@ima-no-kaisha.co.jp" }).where(eq(users.id, world.users.orderer.id));
    await db.insert(applications).values({ projectId: world.projectOfA.id, proUserId: world.users.pro.id });
    expect((await profileAs(world, "orderer")).status).toBe(200);
    await db.insert(proEmployerShields).values({ userId: world.users.pro.id, emailDomain: "ima-no-kaisha.co.jp" });
    expect((await profileAs(world, "orderer")).status).toBe(404);
  });

  it("退会 and users who are not pros have no profile: 404 for everyone", async () => {
    const world = await worldWithProfile();
    const { db } = context.handle;
    const clients = await clientsForEveryRole(context, world);
    expect((await clients.visitor.request("GET", `/api/v2/pros/${world.users.orderer.id}`)).status).toBe(404);
    expect((await clients.visitor.request("GET", "/api/v2/pros/0")).status).toBe(404);
    await db.update(users).set({ deactivatedAt: context.clock.now() }).where(eq(users.id, world.users.pro.id));
    for (const role of ["visitor", "orderer", "admin"] as const) {
      expect((await clients[role].request("GET", `/api/v2/pros/${world.users.pro.id}`)).status, role).toBe(404);
    }
  });

  it("last active reads 「3日以内にログイン」 … 「1か月以内にログイン」, then nothing", async () => {
    const world = await worldWithProfile();
    const { db } = context.handle;
    const daysAgo = (days: number) => new Date(context.clock.now().getTime() - days * 24 * 60 * 60_000);
    const labels: (string | null)[] = [];
    for (const days of [1, 5, 20, 45]) {
      await db
        .update(proProfiles)
        .set({ lastActiveAt: daysAgo(days) })
        .where(eq(proProfiles.userId, world.users.pro.id));
      labels.push((await json<ProProfile>(await profileAs(world, "visitor"))).lastActiveLabel);
    }
    expect(labels).toEqual(["3日以内にログイン", "1週間以内にログイン", "1か月以内にログイン", null]);
  });
});

describe("issue 13: a corporation met only through a project", () => {
  it("an orderer of a corporation the pro applied to sees a private profile, another member of that corporation too", async () => {
    const world = await worldWithProfile({ isPublic: false });
    const { db } = context.handle;
    const corporation = await insertCorporation(db, { name: "株式会社おうぼさき" });
    const recruiter = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id });
    await insertMembership(db, { userId: recruiter.id, corporationId: corporation.id, role: "member" });
    const project = await insertProject(db, { corporationId: corporation.id, createdByUserId: recruiter.id, status: "open", referenceDate: context.clock.now() });
    const client = await clientFor(context, { ...world, users: { ...world.users, orderer: recruiter } }, "orderer");
    expect((await client.request("GET", `/api/v2/pros/${world.users.pro.id}`)).status).toBe(404);
    await db.insert(applications).values({ projectId: project.id, proUserId: world.users.pro.id });
    const profile = await json<ProProfile>(await client.request("GET", `/api/v2/pros/${world.users.pro.id}`));
    expect(profile.displayName).toBe("山田 太郎");
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applications, projectDrafts, projectRequests, projectViewDays, users } from "@/db/schema";
import { insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { json, BrowserLikeClient } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { logInAs } from "@tests/support/sessions";

import type { OrderProjectsPage } from "./order-projects.schemas";

const context = useApiTestContext();
const DAY = 86_400_000;
const LIST = "/api/v2/current_corporation/projects";

async function paidOrderer() {
  const world = await createAuthorizationWorld(context);
  const { db } = context.handle;
  // The world's one project of A and no drafts or requests of A: each test adds what it counts
  // (the world's draft of A, which the posting tests use, goes).
  await db.delete(projectDrafts).where(eq(projectDrafts.id, world.draftOfA.id));
  return { world, db, client: await clientFor(context, world, "orderer"), corporationId: world.corporationA.id };
}

const daysAgo = (days: number) => new Date(context.clock.now().getTime() - days * DAY);
const list = async (client: BrowserLikeClient, query = "") => {
  const response = await client.request("GET", `${LIST}${query}`);
  expect(response.status).toBe(200);
  return json<OrderProjectsPage>(response);
};

describe("issue 14 (S-BAR-9): the orderer's list of projects, drafts and requests", () => {
  it("shows each line with its status, views of 7 and 30 days, likes, applicants, freshness and links; nothing of another corporation", async () => {
    const { world, db, client, corporationId } = await paidOrderer();
    const stale = await insertProject(db, { corporationId, status: "open", closedAt: null, publishedAt: daysAgo(80), contentUpdatedAt: daysAgo(61), likeCount: 4 });
    const autoClosed = await insertProject(db, { corporationId, status: "closed", closedAt: daysAgo(1), closeReason: "stale", publishedAt: daysAgo(120) });
    const [draft] = await db
      .insert(projectDrafts)
      .values({ corporationId, title: "", fields: {}, updatedAt: daysAgo(2) })
      .returning();
    await insertProject(db, { corporationId: world.corporationB.id, status: "open", closedAt: null });
    // JST days: today and 6 days ago count for 7 days; 20 days ago only for 30; 40 days ago for neither.
    const day = (n: number) => new Date(daysAgo(n).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    await db.insert(projectViewDays).values([
      { projectId: stale.id, day: day(0), views: 3 },
      { projectId: stale.id, day: day(6), views: 2 },
      { projectId: stale.id, day: day(20), views: 10 },
      { projectId: stale.id, day: day(40), views: 100 },
    ]);
    const pros = await Promise.all([1, 2, 3].map(() => insertUser(db, { isPro: true })));
    await db.insert(applications).values([
      { projectId: stale.id, proUserId: pros[0]!.id },
      { projectId: stale.id, proUserId: pros[1]!.id, status: "in_talks" },
      { projectId: stale.id, proUserId: pros[2]!.id, status: "withdrawn" },
    ]);

    const answer = await list(client);
    expect(answer.counts).toMatchObject({ all: 4, open: 2, closed: 1, draft: 1, pending: 0 });
    const byId = new Map(answer.items.map((item) => [`${item.kind}:${item.id}`, item]));
    expect(byId.get(`project:${stale.id}`)).toMatchObject({
      status: "open",
      statusLabel: "公開中",
      views7: 5,
      views30: 15,
      likes: 4,
      applicants: 2,
      freshness: "check_content",
      links: { page: `/projects/${stale.id}`, edit: `/projects/${stale.id}/edit` },
    });
    expect(byId.get(`project:${world.projectOfA.id}`)).toMatchObject({ freshness: null, views7: 0, applicants: 0 });
    expect(byId.get(`project:${autoClosed.id}`)).toMatchObject({ statusLabel: "募集終了", freshness: "closed_stale" });
    expect(byId.get(`draft:${draft!.id}`)).toMatchObject({
      statusLabel: "下書き",
      title: "（タイトル未入力）",
      views7: null,
      applicants: null,
      links: { continueDraft: `/projects/new?draft=${draft!.id}` },
    });
    expect(answer.items).toHaveLength(4);
    expect(answer.registration).toEqual({ label: "案件を登録する", href: "/projects/new" });
  });

  it("filters by status, sorts by newest, views and likes, and pages 20 at a time (past the end: the last page)", async () => {
    const { world, db, client, corporationId } = await paidOrderer();
    const made = [];
    for (let i = 0; i < 24; i++) made.push(await insertProject(db, { corporationId, status: "open", closedAt: null, publishedAt: daysAgo(30 - i), likeCount: i % 5 }));
    await db
      .insert(projectViewDays)
      .values({ projectId: made[3]!.id, day: new Date(context.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10), views: 50 });
    await db.insert(projectDrafts).values({ corporationId, title: "データ基盤の構築", fields: {}, updatedAt: context.clock.now() });

    const first = await list(client);
    expect([first.items.length, first.totalPages]).toEqual([20, 2]);
    expect(first.items[0]).toMatchObject({ kind: "draft" });
    expect(first.items.slice(1, 3).map((item) => item.id)).toEqual([world.projectOfA.id, made[23]!.id]);
    expect((await list(client, "?page=2")).items).toHaveLength(6);
    expect((await list(client, "?page=9")).page).toBe(2);

    const drafts = await list(client, "?status=draft");
    expect(drafts.items.map((item) => item.title)).toEqual(["データ基盤の構築"]);
    expect((await list(client, "?status=closed")).items).toEqual([]);

    const byViews = await list(client, "?sort=views");
    expect(byViews.items[0]).toMatchObject({ id: made[3]!.id, views30: 50 });
    expect(byViews.items.at(-1)).toMatchObject({ kind: "project" });
    const byLikes = await list(client, "?sort=likes&status=open");
    expect(byLikes.items.slice(0, 6).map((item) => item.likes)).toEqual([4, 4, 4, 4, 3, 3]);

    const bad = await client.request("GET", `${LIST}?sort=price`);
    expect(bad.status).toBe(422);
  });

  it("a free plan's requests show with their statuses, no edit link, and the request registration link", async () => {
    const world = await createAuthorizationWorld(context);
    const client = await clientFor(context, world, "freeOrderer");
    const answer = await list(client);
    // The world's two requests (申請中 and 差し戻し), and the project the operator published earlier.
    const requests = answer.items.filter((item) => item.kind === "request");
    expect(requests).toHaveLength(2);
    expect(requests).toContainEqual(
      expect.objectContaining({
        kind: "request",
        id: world.projectRequestOfFree.id,
        statusLabel: "差し戻し",
        links: { request: `/project_requests/${world.projectRequestOfFree.id}` },
      }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ id: world.pendingRequestOfFree.id, statusLabel: "申請中" }));
    expect(answer.items.filter((item) => item.kind !== "request").map((item) => item.id)).toEqual([world.projectOfFree.id]);
    expect(answer.registration).toEqual({ label: "案件の掲載を依頼する", href: "/project_requests/new" });
    await context.handle.db.update(projectRequests).set({ status: "in_review" });
    expect((await list(client, "?status=in_review")).items).toHaveLength(2);
  });

  it("works for a plain member; without a current corporation, or for a pro, it is 403", async () => {
    const { world, db } = await paidOrderer();
    const member = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: world.corporationA.id });
    await insertMembership(db, { userId: member.id, corporationId: world.corporationA.id, role: "member" });
    const memberClient = new BrowserLikeClient(context.app, "203.0.113.90");
    await logInAs(context.handle, memberClient, member.id, context.clock.now());
    expect((await list(memberClient)).items.map((item) => item.id)).toEqual([world.projectOfA.id]);

    await db.update(users).set({ currentCorporationId: null }).where(eq(users.id, member.id));
    expect((await memberClient.request("GET", LIST)).status).toBe(403);
    expect((await (await clientFor(context, world, "pro")).request("GET", LIST)).status).toBe(403);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projectRequests, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { validProjectForm } from "@tests/support/project-form-body";
import { logInAs } from "@tests/support/sessions";
import { BrowserLikeClient } from "@tests/support/api-client";

import type { ProjectRequest } from "./project-requests.schemas";
import { PROJECT_REQUEST_PLAN_ONLY } from "./project-requests.service";

const context = useApiTestContext();

type Answer = { projectRequest: ProjectRequest };
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const issuesOf = async (response: Response) => Object.fromEntries(((await json<ErrorBody>(response)).error.issues ?? []).map((i) => [i.path, i.message]));

/** The table's world, without its own 差し戻し request: these tests count the rows they write. */
async function worldWithoutRequests() {
  const world = await createAuthorizationWorld(context);
  await context.handle.db.delete(projectRequests);
  return world;
}

async function freeOrderer() {
  const world = await worldWithoutRequests();
  return { world, client: await clientFor(context, world, "freeOrderer") };
}

async function submit(client: BrowserLikeClient, overrides = {}) {
  const response = await client.request("POST", "/api/v2/project_requests", { json: validProjectForm(overrides) });
  expect(response.status).toBe(201);
  return (await json<Answer>(response)).projectRequest;
}

const rowsOf = () => context.handle.db.select().from(projectRequests);

describe("issue 14 (S-BAR-8): a free orderer's project request", () => {
  it("is stored 申請中 for the current corporation, title and description copied out, and read back by its id", async () => {
    const { world, client } = await freeOrderer();
    const sent = await submit(client);
    expect(sent).toMatchObject({
      status: "pending",
      statusLabel: "申請中",
      title: "SaaS管理画面のフロントエンド開発（React / TypeScript）",
      operatorComment: null,
      reviewedAt: null,
      publishedProjectId: null,
    });
    expect(sent.submittedAt).toBe(context.clock.now().toISOString());
    const [row] = await rowsOf();
    expect(row).toMatchObject({ corporationId: world.freeCorporation.id, requestedByUserId: world.users.freeOrderer.id, status: "pending" });
    expect(row!.description).toContain("ReactとTypeScriptで刷新");
    expect(await json<Answer>(await client.request("GET", `/api/v2/project_requests/${sent.id}`))).toEqual({ projectRequest: sent });
  });

  it("bad input is 422 per field and writes nothing: the schema's rules and ids the catalog does not know", async () => {
    const { client } = await freeOrderer();
    const short = await client.request("POST", "/api/v2/project_requests", { json: validProjectForm({ title: "短い", budget: { unit: "monthly", min: 90, max: 60 } }) });
    expect(short.status).toBe(422);
    expect(await issuesOf(short)).toMatchObject({ title: "5〜80文字で入力してください", "budget.max": "上限は下限以上にしてください" });
    const unknown = await client.request("POST", "/api/v2/project_requests", {
      json: validProjectForm({ professionIds: [99_999], tagIds: [88_888], prefectureId: 999 }),
    });
    expect(unknown.status).toBe(422);
    expect(await issuesOf(unknown)).toEqual({
      "professionIds.0": "職種を一覧から選んでください",
      "tagIds.0": "特徴タグを一覧から選んでください",
      prefectureId: "都道府県を選んでください",
    });
    expect(await rowsOf()).toEqual([]);
  });

  it("a paid plan is told to post directly (403, Japanese), a pro is refused, an unverified address waits", async () => {
    const world = await worldWithoutRequests();
    const paid = await clientFor(context, world, "orderer");
    const refused = await paid.request("POST", "/api/v2/project_requests", { json: validProjectForm() });
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).error.message).toBe(PROJECT_REQUEST_PLAN_ONLY);
    const pro = await clientFor(context, world, "pro");
    expect((await pro.request("POST", "/api/v2/project_requests", { json: validProjectForm() })).status).toBe(403);

    await context.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, world.users.freeOrderer.id));
    const unverified = await clientFor(context, world, "freeOrderer");
    const answer = await unverified.request("POST", "/api/v2/project_requests", { json: validProjectForm() });
    expect((await json<ErrorBody>(answer)).error.code).toBe("email_not_verified");
    expect(await rowsOf()).toEqual([]);
  });

  it("another corporation's request is 404 for reading, editing and withdrawing, and stays as it was", async () => {
    const { world, client } = await freeOrderer();
    const sent = await submit(client);
    // A second free corporation's member: same plan, other corporation.
    const other = await insertCorporation(context.handle.db);
    const stranger = await insertUser(context.handle.db, { isOrderer: true, plan: "free", currentCorporationId: other.id });
    await insertMembership(context.handle.db, { userId: stranger.id, corporationId: other.id, role: "owner" });
    const strangerClient = new BrowserLikeClient(context.app, "203.0.113.99");
    await logInAs(context.handle, strangerClient, stranger.id, context.clock.now());
    expect((await strangerClient.request("GET", `/api/v2/project_requests/${sent.id}`)).status).toBe(404);
    expect((await strangerClient.request("PUT", `/api/v2/project_requests/${sent.id}`, { json: validProjectForm({ title: "乗っ取りのタイトルです" }) })).status).toBe(
      404,
    );
    expect((await strangerClient.request("DELETE", `/api/v2/project_requests/${sent.id}`)).status).toBe(404);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ title: sent.title, corporationId: world.freeCorporation.id });
  });

  it("editing a 差し戻し request resubmits it (申請中, submitted now) and keeps the operator's comment", async () => {
    const { client } = await freeOrderer();
    const sent = await submit(client);
    const reviewedAt = context.clock.now();
    await context.handle.db
      .update(projectRequests)
      .set({ status: "rejected", operatorComment: "報酬の記載をご確認ください。", reviewedAt })
      .where(eq(projectRequests.id, sent.id));
    context.clock.advance(86_400_000);
    const edited = await client.request("PUT", `/api/v2/project_requests/${sent.id}`, { json: validProjectForm({ title: "SaaS管理画面のフロントエンド開発（週4日）" }) });
    expect(edited.status).toBe(200);
    expect((await json<Answer>(edited)).projectRequest).toMatchObject({
      status: "pending",
      title: "SaaS管理画面のフロントエンド開発（週4日）",
      operatorComment: "報酬の記載をご確認ください。",
      submittedAt: context.clock.now().toISOString(),
      reviewedAt: reviewedAt.toISOString(),
    });
  });

  it("審査中 and 掲載済 requests can be neither edited nor withdrawn (409 naming why); 申請中 and 差し戻し can be withdrawn", async () => {
    const { client } = await freeOrderer();
    const reviewing = await submit(client);
    await context.handle.db.update(projectRequests).set({ status: "in_review" }).where(eq(projectRequests.id, reviewing.id));
    const put = await client.request("PUT", `/api/v2/project_requests/${reviewing.id}`, { json: validProjectForm() });
    expect(put.status).toBe(409);
    expect((await json<ErrorBody>(put)).error.message).toContain("審査中");
    expect((await client.request("DELETE", `/api/v2/project_requests/${reviewing.id}`)).status).toBe(409);
    await context.handle.db.update(projectRequests).set({ status: "published" }).where(eq(projectRequests.id, reviewing.id));
    expect((await json<ErrorBody>(await client.request("PUT", `/api/v2/project_requests/${reviewing.id}`, { json: validProjectForm() }))).error.message).toContain(
      "掲載済み",
    );

    const pending = await submit(client);
    const rejected = await submit(client);
    await context.handle.db.update(projectRequests).set({ status: "rejected", operatorComment: "ご確認ください。" }).where(eq(projectRequests.id, rejected.id));
    expect((await client.request("DELETE", `/api/v2/project_requests/${pending.id}`)).status).toBe(204);
    expect((await client.request("DELETE", `/api/v2/project_requests/${rejected.id}`)).status).toBe(204);
    expect((await rowsOf()).map((r) => r.id)).toEqual([reviewing.id]);
    expect((await client.request("GET", `/api/v2/project_requests/${pending.id}`)).status).toBe(404);
  });
});

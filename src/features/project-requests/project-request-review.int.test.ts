import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, projectRequests, projects } from "@/db/schema";
import { insertCorporation, insertProject, insertUser } from "@/db/seed/factories";
import { inTransaction } from "@/db/transaction";
import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { useApiTestContext } from "@tests/support/api-test-context";
import { validProjectForm } from "@tests/support/project-form-body";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import {
  listProjectRequestQueue,
  loadProjectRequestForPublication,
  markProjectRequestPublished,
  publishProjectRequest,
  rejectProjectRequest,
  startProjectRequestReview,
} from "./project-request-review.service";
import { insertProjectRequest } from "./project-requests.queries";

const context = useApiTestContext();
const HOUR = 3_600_000;

function actorOf(userId: number, overrides: Partial<Actor> = {}): Actor {
  return { userId, isPro: false, isOrderer: false, isAdmin: false, plan: "free", isEmailVerified: true, corporation: null, ...overrides };
}

async function setUp() {
  const { db } = context.handle;
  const corporation = await insertCorporation(db);
  const requester = await insertUser(db, { isOrderer: true, plan: "free", currentCorporationId: corporation.id });
  const operator = actorOf((await insertUser(db, { isAdmin: true })).id, { isAdmin: true });
  const submitAt = async (hoursAgo: number, title = "SaaS管理画面のフロントエンド開発（React / TypeScript）") =>
    insertProjectRequest(db, {
      corporationId: corporation.id,
      requestedByUserId: requester.id,
      form: ProjectFormSchema.parse(validProjectForm({ title })),
      now: new Date(context.clock.now().getTime() - hoursAgo * HOUR),
    });
  const mail = () => ({ now: context.clock.now(), siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET });
  return { db, corporation, requester, operator, submitAt, mail };
}

const statusOf = async (id: number) => (await context.handle.db.select().from(projectRequests).where(eq(projectRequests.id, id)))[0]!.status;
const rejection = (error: unknown) => (error instanceof AppError ? `${error.status} ${error.message}` : String(error));

describe("issue 14: the operator's review of project requests (service functions for the console)", () => {
  it("the queue lists 申請中 before 審査中, oldest first, and leaves decided requests out", async () => {
    const { db, operator, submitAt } = await setUp();
    const newer = await submitAt(1);
    const older = await submitAt(5);
    const reviewing = await submitAt(10);
    const done = await submitAt(20);
    await db.update(projectRequests).set({ status: "in_review" }).where(eq(projectRequests.id, reviewing.id));
    await db.update(projectRequests).set({ status: "rejected" }).where(eq(projectRequests.id, done.id));
    const queue = await listProjectRequestQueue(db, operator);
    expect(queue.map((item) => item.id)).toEqual([older.id, newer.id, reviewing.id]);
    expect(queue[0]).toMatchObject({ statusLabel: "申請中" });
  });

  it("every function is 404 for anyone but an operator, and changes nothing", async () => {
    const { db, requester, submitAt, mail } = await setUp();
    const request = await submitAt(1);
    const orderer = actorOf(requester.id, { isOrderer: true });
    for (const attempt of [
      () => listProjectRequestQueue(db, orderer),
      () => startProjectRequestReview(db, orderer, request.id, context.clock.now()),
      () => rejectProjectRequest(db, orderer, request.id, "ご確認ください。", mail()),
      () => markProjectRequestPublished(db, null, request.id, 1, mail()),
      () => inTransaction(db, (tx) => loadProjectRequestForPublication(tx, orderer, request.id)),
    ]) {
      await expect(attempt().catch(rejection)).resolves.toMatch(/^404/);
    }
    expect(await statusOf(request.id)).toBe("pending");
  });

  it("差し戻し needs a comment of at most 2,000 characters, stores it, and queues 「案件掲載の依頼が差し戻されました」 to the requester", async () => {
    const { db, operator, requester, submitAt, mail } = await setUp();
    const request = await submitAt(1);
    await expect(rejectProjectRequest(db, operator, request.id, "  \n ", mail()).catch(rejection)).resolves.toMatch(/^422/);
    await expect(rejectProjectRequest(db, operator, request.id, "あ".repeat(2_001), mail()).catch(rejection)).resolves.toMatch(/^422/);
    expect(await statusOf(request.id)).toBe("pending");

    const rejected = await rejectProjectRequest(db, operator, request.id, "報酬の上限が記載されていません。\n追記のうえ再申請してください。", mail());
    expect(rejected).toMatchObject({ status: "rejected", statusLabel: "差し戻し", operatorComment: "報酬の上限が記載されていません。\n追記のうえ再申請してください。" });
    expect(rejected.reviewedAt).toBe(context.clock.now().toISOString());
    const [sent] = await db.select().from(emailOutbox);
    expect(sent).toMatchObject({ toAddress: requester.email, subject: "【かけはし】案件掲載の依頼が差し戻されました" });
    expect(sent!.bodyText).toContain("追記のうえ再申請してください。");
    expect(sent!.bodyText).toContain(`${TEST_ORIGIN}/project_requests/${request.id}`);
    expect(sent!.unsubscribeUrl).not.toBeNull();
  });

  it("status moves are guarded: review only from 申請中, decisions only from 申請中 / 審査中, 掲載済 is final (409)", async () => {
    const { db, operator, submitAt, mail } = await setUp();
    const request = await submitAt(1);
    expect(await startProjectRequestReview(db, operator, request.id, context.clock.now())).toMatchObject({ status: "in_review", statusLabel: "審査中" });
    await expect(startProjectRequestReview(db, operator, request.id, context.clock.now()).catch(rejection)).resolves.toBe(
      "409 この依頼は「審査中」のため、この操作はできません。",
    );
    const project = await insertProject(db, { corporationId: request.corporationId, status: "open" });
    expect(await markProjectRequestPublished(db, operator, request.id, project.id, mail())).toMatchObject({ status: "published", publishedProjectId: project.id });
    await expect(rejectProjectRequest(db, operator, request.id, "やはり差し戻します。", mail()).catch(rejection)).resolves.toMatch(/^409 .*掲載済/);
    await expect(inTransaction(db, (tx) => loadProjectRequestForPublication(tx, operator, request.id)).catch(rejection)).resolves.toMatch(/^409/);
    await expect(startProjectRequestReview(db, operator, 999_999, context.clock.now()).catch(rejection)).resolves.toMatch(/^404/);
  });

  it("publish in one transaction: load (locked) → the project insert → 掲載済 with its id and 「ご依頼の案件を掲載しました」; a failure after leaves nothing", async () => {
    const { db, operator, corporation, submitAt, mail } = await setUp();
    const request = await submitAt(1);
    // The lead's publish wires publishProjectForm between these two calls; a factory insert stands in for it here.
    const published = await inTransaction(db, async (tx) => {
      const toPublish = await loadProjectRequestForPublication(tx, operator, request.id);
      expect(toPublish).toMatchObject({ corporationId: corporation.id, form: { title: "SaaS管理画面のフロントエンド開発（React / TypeScript）" } });
      const project = await insertProject(tx, { corporationId: toPublish.corporationId, title: toPublish.form.title, status: "open" });
      return markProjectRequestPublished(tx, operator, request.id, project.id, mail());
    });
    expect(published.status).toBe("published");
    expect((await db.select().from(emailOutbox)).map((m) => m.subject)).toEqual(["【かけはし】ご依頼の案件を掲載しました"]);

    const second = await submitAt(2);
    await expect(
      inTransaction(db, async (tx) => {
        const project = await insertProject(tx, { corporationId: corporation.id, status: "open" });
        await markProjectRequestPublished(tx, operator, second.id, project.id, mail());
        throw new Error("the project's search text could not be written");
      }),
    ).rejects.toThrow();
    expect(await statusOf(second.id)).toBe("pending");
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("publishProjectRequest: the request's form becomes an open project of its corporation with its search text, and the request 掲載済 pointing at it", async () => {
    const { db, operator, corporation, submitAt, mail } = await setUp();
    const request = await submitAt(1, "決済基盤のバックエンド開発（Go）");
    const { request: published, projectId } = await publishProjectRequest(db, operator, request.id, mail());
    expect(published).toMatchObject({ status: "published", publishedProjectId: projectId });
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ corporationId: corporation.id, title: "決済基盤のバックエンド開発（Go）", status: "open" });
    expect(project!.searchText).toContain("決済基盤");
    await expect(publishProjectRequest(db, operator, request.id, mail())).rejects.toMatchObject({ status: 409 });
  });
});

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { selectRows } from "@/db/client";
import { projectDrafts, projects, users } from "@/db/schema";
import type { ProjectRanking } from "@/features/projects/ranking/project-ranking.service";
import { LIKE_WEIGHT } from "@/features/projects/ranking/ranking-window";
import { searchProjects } from "@/features/projects/search/search-projects.service";
import { projectUrls } from "@/features/seo/sitemaps";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { validProjectForm } from "@tests/support/project-form-body";

import type { ProjectDraft, ProjectEditor, PublishedProject } from "./project-posting.schemas";
import { FREE_PLAN_CANNOT_POST } from "./project-posting.service";

const context = useApiTestContext();

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const issuesOf = async (response: Response) => Object.fromEntries(((await json<ErrorBody>(response)).error.issues ?? []).map((i) => [i.path, i.message]));

async function setUp() {
  const world = await createAuthorizationWorld(context);
  return {
    world,
    orderer: await clientFor(context, world, "orderer"),
    other: await clientFor(context, world, "otherOrderer"),
    free: await clientFor(context, world, "freeOrderer"),
  };
}

const countRows = async () => {
  const [row] = await selectRows<{ projects: number; drafts: number }>(
    context.handle.db,
    sql`select (select count(*) from projects)::int as projects, (select count(*) from project_drafts)::int as drafts`,
  );
  return row!;
};

const freeWordSearch = (word: string) => searchProjects(context.handle.db, new URLSearchParams({ "search_project[free_word]": word }), null);

describe("issue 14: a paid plan publishes a project and search finds it at once", () => {
  it("POST /api/v2/projects inserts an open project with its search text; the search service finds it by title, skill and profession", async () => {
    const { world, orderer } = await setUp();
    const response = await orderer.request("POST", "/api/v2/projects", { json: validProjectForm({ title: "かけはし決済基盤のリプレイス案件", welcomeSkillIds: [2] }) });
    expect(response.status).toBe(201);
    const published = await json<PublishedProject>(response);
    expect(published.path).toBe(`/top/projects/${published.id}`);

    const [row] = await context.handle.db.select().from(projects).where(eq(projects.id, published.id));
    expect(row).toMatchObject({ corporationId: world.corporationA.id, createdByUserId: world.users.orderer.id, status: "open", skillIds: [1, 18], welcomeSkillIds: [2] });
    expect(row!.openings).toBe(2);
    expect(row!.screeningSteps).toEqual(["書類選考", "面談（1回）"]);
    expect(row!.publishedAt.getTime()).toBe(context.clock.now().getTime());

    for (const word of ["決済基盤", "TypeScript", "React", "エンジニア"]) {
      const result = await freeWordSearch(word);
      expect(
        result.projectList.map((p) => p.id),
        word,
      ).toContain(published.id);
    }

    // Crawlers learn of it from the next sitemap (open projects, 50,000 a file).
    expect((await projectUrls(context.handle.db, "https://kakehashi.test", 0)).map((url) => url.loc)).toContain(`https://kakehashi.test/top/projects/${published.id}`);

    // S-RANK-1: it takes part in the ranking from its first like, like any seeded project.
    const pro = await clientFor(context, world, "pro");
    expect((await pro.request("POST", `/api/v2/projects/${published.id}/project_like`)).status).toBe(200);
    const ranking = await json<ProjectRanking>(await pro.request("GET", "/api/v2/top/projects/ranking"));
    expect(ranking.projects.find((p) => p.id === published.id)).toMatchObject({ title: "かけはし決済基盤のリプレイス案件", recentLikeCount: 1, score: LIKE_WEIGHT });
  });

  it("budget columns per unit (decision 022): 月額 as is, 時給 and 年収 as entered plus the monthly equivalent, 要相談 empty", async () => {
    const { orderer } = await setUp();
    const cases = [
      {
        form: validProjectForm({ budget: { unit: "monthly", min: 60, max: 80 } }),
        row: { budgetUnit: "monthly", minBudgetMan: 60, maxBudgetMan: 80, budgetMinAmount: null, budgetMaxAmount: null },
      },
      {
        form: validProjectForm({ budget: { unit: "hourly", min: 3000, max: 4000 } }),
        row: { budgetUnit: "hourly", minBudgetMan: 48, maxBudgetMan: 64, budgetMinAmount: 3000, budgetMaxAmount: 4000 },
      },
      {
        form: validProjectForm({ contractTypeId: 3, budget: { unit: "annual", min: 600, max: 840 } }),
        row: { budgetUnit: "annual", minBudgetMan: 50, maxBudgetMan: 70, budgetMinAmount: 600, budgetMaxAmount: 840 },
      },
      {
        form: validProjectForm({ budget: { unit: "negotiable" } }),
        row: { budgetUnit: "monthly", minBudgetMan: null, maxBudgetMan: null, budgetMinAmount: null, budgetMaxAmount: null },
      },
    ];
    for (const { form, row } of cases) {
      const response = await orderer.request("POST", "/api/v2/projects", { json: form });
      expect(response.status, JSON.stringify(form.budget)).toBe(201);
      const { id } = await json<PublishedProject>(response);
      const [saved] = await context.handle.db.select().from(projects).where(eq(projects.id, id));
      expect(saved).toMatchObject(row);
      const editor = await json<ProjectEditor>(await orderer.request("GET", `/api/v2/projects/${id}/form`));
      expect(editor.fields.budget).toEqual(form.budget);
    }
  });

  it("the free plan gets 403 pointing to 案件の掲載を依頼する, and nothing is written", async () => {
    const { free } = await setUp();
    const before = await countRows();
    const response = await free.request("POST", "/api/v2/projects", { json: validProjectForm() });
    expect(response.status).toBe(403);
    expect((await json<ErrorBody>(response)).error.message).toBe(FREE_PLAN_CANNOT_POST);
    expect(FREE_PLAN_CANNOT_POST).toContain("案件の掲載を依頼する");
    expect(await countRows()).toEqual(before);
  });

  it("an unverified e-mail may not publish (403 email_not_verified)", async () => {
    const { world, orderer } = await setUp();
    await context.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, world.users.orderer.id));
    const response = await orderer.request("POST", "/api/v2/projects", { json: validProjectForm() });
    expect(response.status).toBe(403);
    expect((await json<ErrorBody>(response)).error.code).toBe("email_not_verified");
  });

  it("422 per field in Japanese and no partial write: schema rules and unknown catalog ids", async () => {
    const { orderer, world } = await setUp();
    const { id: draftId } = world.draftOfA;
    const before = await countRows();
    const bad = validProjectForm({ title: "短い", professionIds: [9999], requiredSkillIds: [1, 99999], budget: { unit: "monthly", min: 90, max: 60 } });
    const response = await orderer.request("POST", `/api/v2/project_drafts/${draftId}/publish`, { json: bad });
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toMatchObject({ title: "5〜80文字で入力してください", "budget.max": "上限は下限以上にしてください" });
    const unknownIds = await orderer.request("POST", "/api/v2/projects", { json: validProjectForm({ professionIds: [9999], requiredSkillIds: [1, 99999] }) });
    expect(unknownIds.status).toBe(422);
    expect(await issuesOf(unknownIds)).toEqual({ "professionIds.0": "職種を一覧から選んでください", "requiredSkillIds.1": "必須スキルを一覧から選んでください" });
    const annualForOutsourcing = await orderer.request("POST", "/api/v2/projects", { json: validProjectForm({ budget: { unit: "annual", min: 600, max: 800 } }) });
    expect(await issuesOf(annualForOutsourcing)).toEqual({ "budget.unit": "年収は正社員・契約社員の募集で選べます" });
    expect(await countRows()).toEqual(before);
  });

  it("応募締切日 must be after today by the server's clock (2026-11-01 JST here), for a posting and a free plan's request alike", async () => {
    const { orderer, free } = await setUp();
    const today = { applicationClosesOn: "2026-11-01" };
    const tooSoon = await orderer.request("POST", "/api/v2/projects", { json: validProjectForm(today) });
    expect(await issuesOf(tooSoon)).toEqual({ applicationClosesOn: "応募締切日は明日以降の日付にしてください" });
    const request = await free.request("POST", "/api/v2/project_requests", { json: validProjectForm(today) });
    expect(request.status).toBe(422);
    expect(await issuesOf(request)).toEqual({ applicationClosesOn: "応募締切日は明日以降の日付にしてください" });
    // Tomorrow by the injected clock is accepted whatever the machine's own date is.
    expect((await orderer.request("POST", "/api/v2/projects", { json: validProjectForm({ applicationClosesOn: "2026-11-02" }) })).status).toBe(201);
  });
});

describe("issue 14: drafts", () => {
  it("save, update, read back, publish (the draft is deleted in the same transaction) and delete", async () => {
    const { orderer } = await setUp();
    const saved = await orderer.request("POST", "/api/v2/project_drafts", { json: { title: "書きかけ", professionIds: [1] } });
    expect(saved.status).toBe(201);
    const draft = await json<ProjectDraft>(saved);
    const updated = await orderer.request("PUT", `/api/v2/project_drafts/${draft.id}`, { json: { title: "書き直した", budget: { unit: "hourly", min: 3000 } } });
    expect((await json<ProjectDraft>(updated)).fields).toEqual({ title: "書き直した", budget: { unit: "hourly", min: 3000 } });
    const [row] = await context.handle.db.select().from(projectDrafts).where(eq(projectDrafts.id, draft.id));
    expect(row!.title).toBe("書き直した");

    const published = await orderer.request("POST", `/api/v2/project_drafts/${draft.id}/publish`, { json: validProjectForm() });
    expect(published.status).toBe(201);
    expect(await context.handle.db.select().from(projectDrafts).where(eq(projectDrafts.id, draft.id))).toEqual([]);

    const another = await json<ProjectDraft>(await orderer.request("POST", "/api/v2/project_drafts", { json: {} }));
    expect((await orderer.request("DELETE", `/api/v2/project_drafts/${another.id}`)).status).toBe(204);
    expect((await orderer.request("GET", `/api/v2/project_drafts/${another.id}`)).status).toBe(404);
  });

  it("a draft with a wrong shape is 422 (a draft is loose about rules, not about types)", async () => {
    const { orderer } = await setUp();
    const response = await orderer.request("POST", "/api/v2/project_drafts", { json: { title: 5, budget: { unit: "weekly" } } });
    expect(response.status).toBe(422);
    expect(Object.keys(await issuesOf(response)).sort()).toEqual(["budget.unit", "title"]);
  });
});

describe("issue 14: another corporation's project or draft is 404 on every route", () => {
  it("corporation B's orderer reads, edits, closes, reopens, duplicates and publishes nothing of A's", async () => {
    const { world, other } = await setUp();
    const before = await countRows();
    const p = `/api/v2/projects/${world.projectOfA.id}`;
    const d = `/api/v2/project_drafts/${world.draftOfA.id}`;
    const requests: [string, string, unknown?][] = [
      ["GET", `${p}/form`],
      ["PUT", p, validProjectForm()],
      ["POST", `${p}/close`],
      ["POST", `${p}/reopen`],
      ["POST", `${p}/duplicate`],
      ["GET", d],
      ["PUT", d, { title: "乗っ取り" }],
      ["DELETE", d],
      ["POST", `${d}/publish`, validProjectForm()],
    ];
    for (const [method, path, body] of requests) {
      const response = await other.request(method, path, body === undefined ? {} : { json: body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await countRows()).toEqual(before);
    const [project] = await context.handle.db.select().from(projects).where(eq(projects.id, world.projectOfA.id));
    expect(project).toMatchObject({ status: "open", title: world.projectOfA.title });
  });
});

describe("issue 14: edit, close, reopen, duplicate", () => {
  it("edit restarts the freshness clock and rewrites the search text; close and reopen; duplicate makes a 【コピー】 draft", async () => {
    const { orderer } = await setUp();
    const { id } = await json<PublishedProject>(await orderer.request("POST", "/api/v2/projects", { json: validProjectForm() }));
    await context.handle.db.update(projects).set({ freshnessNoticeSentAt: new Date() }).where(eq(projects.id, id));
    context.clock.advance(86_400_000);

    const edited = await orderer.request("PUT", `/api/v2/projects/${id}`, { json: validProjectForm({ title: "物流アプリのバックエンド刷新プロジェクト" }) });
    expect(edited.status).toBe(200);
    const [afterEdit] = await context.handle.db.select().from(projects).where(eq(projects.id, id));
    expect(afterEdit!.contentUpdatedAt.getTime()).toBe(context.clock.now().getTime());
    expect(afterEdit!.freshnessNoticeSentAt).toBeNull();
    expect((await freeWordSearch("物流アプリ")).projectList.map((p) => p.id)).toContain(id);

    const closed = await json<ProjectEditor>(await orderer.request("POST", `/api/v2/projects/${id}/close`));
    expect(closed).toMatchObject({ status: "closed", closeReason: "orderer" });
    const [afterClose] = await context.handle.db.select().from(projects).where(eq(projects.id, id));
    expect(afterClose!.closedAt!.getTime()).toBe(context.clock.now().getTime());

    context.clock.advance(60_000);
    const reopened = await json<ProjectEditor>(await orderer.request("POST", `/api/v2/projects/${id}/reopen`));
    expect(reopened).toMatchObject({ status: "open", closeReason: null });
    const [afterReopen] = await context.handle.db.select().from(projects).where(eq(projects.id, id));
    expect(afterReopen).toMatchObject({ closedAt: null, closeReason: null });
    expect(afterReopen!.contentUpdatedAt.getTime()).toBe(context.clock.now().getTime());

    const copy = await orderer.request("POST", `/api/v2/projects/${id}/duplicate`);
    expect(copy.status).toBe(201);
    const draft = await json<ProjectDraft>(copy);
    expect(draft.fields.title).toBe("【コピー】物流アプリのバックエンド刷新プロジェクト");
    expect(draft.fields.requiredSkillIds).toEqual([1, 18]);
  });
});

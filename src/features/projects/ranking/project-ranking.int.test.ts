import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projectLikes, projects, projectViewDays } from "@/db/schema";
import { insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { ProjectRanking } from "./project-ranking.service";
import { RANKING_CACHE_TTL_MS } from "./ranking-cache";
import { LIKE_WEIGHT } from "./ranking-window";

// The test clock starts at 2026-11-01 09:00 JST: the window is 2026-10-03 … 2026-11-01.
const context = useApiTestContext();

async function project(title: string, overrides: Parameters<typeof insertProject>[1] = {}) {
  return insertProject(context.handle.db, { title, status: "open", publishedAt: new Date("2026-09-01T10:00:00+09:00"), ...overrides });
}

async function views(projectId: number, day: string, count: number) {
  await context.handle.db.insert(projectViewDays).values({ projectId, day, views: count });
}

async function likes(projectId: number, count: number, at = new Date("2026-10-20T12:00:00+09:00")) {
  for (let i = 0; i < count; i++) {
    const user = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(projectLikes).values({ userId: user.id, projectId, createdAt: at });
  }
}

async function ranking(client = new BrowserLikeClient(context.app), query = "") {
  const response = await client.request("GET", `/api/v2/top/projects/ranking${query}`);
  expect(response.status).toBe(200);
  return json<ProjectRanking>(response);
}
const titlesOf = (body: ProjectRanking) => body.projects.map((p) => p.title);

describe("GET /api/v2/top/projects/ranking", () => {
  it(`S-RANK-1: open projects ranked by likes × ${LIKE_WEIGHT} + views in the window, each with its rank and window figures`, async () => {
    const viewed = await project("閲覧が多い");
    const liked = await project("いいねが多い");
    const both = await project("両方ある");
    const closed = await project("募集終了", { status: "closed", closedAt: new Date("2026-10-30T10:00:00+09:00") });
    await project("動きなし");
    await views(viewed.id, "2026-10-31", 100);
    await likes(liked.id, 3); // 90
    await views(both.id, "2026-10-10", 40);
    await likes(both.id, 1); // 70
    await views(closed.id, "2026-10-31", 1000);

    const body = await ranking();
    expect(titlesOf(body)).toEqual(["閲覧が多い", "いいねが多い", "両方ある"]);
    expect(body.projects.map((p) => [p.rank, p.score, p.recentViewCount, p.recentLikeCount])).toEqual([
      [1, 100, 100, 0],
      [2, 90, 0, 3],
      [3, 70, 40, 1],
    ]);
    expect(body).toMatchObject({ windowDays: 30, likeWeight: LIKE_WEIGHT, fromDay: "2026-10-03", toDay: "2026-11-01" });
    // The search result's project shape, corporation masked for a visitor.
    expect(body.projects[0]).toMatchObject({
      id: viewed.id,
      corporation: { id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true },
      state: "opened",
      isLiked: false,
    });
    expect(body.projects[0]!.budgetLabel).toEqual(expect.any(String));
    expect(body.projects[0]!.createdAt).toBe("2026-09-01T10:00:00+09:00");
  });

  it("S-RANK-1: the window is today and the 29 JST days before it, for views and likes alike", async () => {
    const inside = await project("窓の初日");
    const outside = await project("窓の前日");
    await views(inside.id, "2026-10-03", 5);
    await likes(inside.id, 1, new Date("2026-10-03T00:00:00+09:00"));
    await views(outside.id, "2026-10-02", 500);
    await likes(outside.id, 10, new Date("2026-10-02T23:59:59+09:00"));
    const body = await ranking();
    expect(body.projects.map((p) => [p.title, p.score])).toEqual([["窓の初日", 5 + LIKE_WEIGHT]]);
  });

  it("S-RANK-1: equal scores go to the newer listing, then the higher id", async () => {
    const older = await project("古い", { publishedAt: new Date("2026-10-01T10:00:00+09:00") });
    const newer = await project("新しい", { publishedAt: new Date("2026-10-20T10:00:00+09:00") });
    const sameTimeA = await project("同時刻A", { publishedAt: new Date("2026-10-10T10:00:00+09:00") });
    const sameTimeB = await project("同時刻B", { publishedAt: new Date("2026-10-10T10:00:00+09:00") });
    for (const p of [older, newer, sameTimeA, sameTimeB]) await views(p.id, "2026-10-25", 7);
    expect(titlesOf(await ranking())).toEqual(["新しい", "同時刻B", "同時刻A", "古い"]);
  });

  it("S-RANK-1: twenty at most, or `limit`; a bad limit is 422 with a Japanese message", async () => {
    for (let i = 1; i <= 23; i++) await views((await project(`案件${i}`)).id, "2026-10-31", i);
    const all = await ranking();
    expect(all.projects).toHaveLength(20);
    expect(all.projects[0]!.title).toBe("案件23");
    expect(all.projects[19]!.rank).toBe(20);
    expect(titlesOf(await ranking(undefined, "?limit=3"))).toEqual(["案件23", "案件22", "案件21"]);
    for (const limit of ["0", "21", "abc", "1.5", "-1", ""]) {
      const response = await new BrowserLikeClient(context.app).request("GET", `/api/v2/top/projects/ranking?limit=${limit}`);
      expect(response.status, limit).toBe(422);
      expect(await json(response)).toEqual({
        error: { code: "validation_failed", message: "入力内容に誤りがあります。", issues: [{ path: "limit", message: "件数は1から20までの整数で指定してください。" }] },
      });
    }
  });

  it("S-RANK-1: a signed-in viewer sees the corporation and what they liked", async () => {
    const liked = await project("いいね済み");
    const user = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(projectLikes).values({ userId: user.id, projectId: liked.id, createdAt: new Date("2026-10-31T10:00:00+09:00") });
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    const [first] = (await ranking(client)).projects;
    expect(first).toMatchObject({ title: "いいね済み", isLiked: true, recentLikeCount: 1, corporation: { isMasked: false } });
  });

  it("S-RANK-1: the order is reused for a minute; then the next request recomputes it in the background", async () => {
    const first = await project("先に人気");
    const second = await project("後から人気");
    await views(first.id, "2026-10-31", 10);
    expect(titlesOf(await ranking())).toEqual(["先に人気"]);
    await views(second.id, "2026-11-01", 50);
    context.clock.advance(RANKING_CACHE_TTL_MS - 1);
    expect(titlesOf(await ranking())).toEqual(["先に人気"]);
    context.clock.advance(1);
    // Stale-while-revalidate: this answer is the old order, the recomputation is on its way.
    expect(titlesOf(await ranking())).toEqual(["先に人気"]);
    await expect.poll(async () => titlesOf(await ranking())).toEqual(["後から人気", "先に人気"]);
  });

  it("S-RANK-1: a project closed after the order was computed is left out at once", async () => {
    const a = await project("A");
    const b = await project("B");
    await views(a.id, "2026-10-31", 10);
    await views(b.id, "2026-10-31", 5);
    expect(titlesOf(await ranking())).toEqual(["A", "B"]);
    await context.handle.db.update(projects).set({ status: "closed", closedAt: context.clock.now() }).where(eq(projects.id, a.id));
    const body = await ranking();
    expect(body.projects.map((p) => [p.rank, p.title])).toEqual([[1, "B"]]);
  });

  it("S-RANK-1: no activity in the window answers an empty list", async () => {
    await project("静か");
    expect((await ranking()).projects).toEqual([]);
  });
});

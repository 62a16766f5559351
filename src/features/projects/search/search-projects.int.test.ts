import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projectLikes } from "@/db/schema";
import { insertCorporation, insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { ProjectSearchAnswer } from "./project-search-answer";

const context = useApiTestContext();
const DAY = 86_400_000;
const base = new Date("2026-11-01T09:00:00+09:00").getTime();

/** A project with nothing that matches a filter unless the test says so. */
function project(overrides: Parameters<typeof insertProject>[1] = {}) {
  return insertProject(context.handle.db, {
    title: "社内システムの保守",
    description: "既存システムの保守運用をお願いします。",
    professionIds: [8],
    skillIds: [],
    tagIds: [],
    specialPageIds: [],
    minBudgetMan: 50,
    maxBudgetMan: 55,
    remoteTypeId: 3,
    availableTimeId: 5,
    prefectureId: 27,
    contractTypeId: 1,
    status: "open",
    publishedAt: new Date(base),
    ...overrides,
  });
}

async function search(query: string, client = new BrowserLikeClient(context.app)) {
  const response = await client.request("GET", `/api/v2/top/projects${query ? `?${query}` : ""}`);
  return { status: response.status, body: await json<ProjectSearchAnswer & { error?: { code: string; issues: { path: string }[] } }>(response) };
}

const titles = (answer: ProjectSearchAnswer) => answer.projectList.map((p) => p.title);

describe("GET /api/v2/top/projects", () => {
  it("S-SRCH-6: newest first with open projects before closed ones; exclude_closed_projects=1 drops closed", async () => {
    await project({ title: "古い募集中", publishedAt: new Date(base - 3 * DAY) });
    await project({ title: "新しい募集終了", status: "closed", publishedAt: new Date(base) });
    await project({ title: "新しい募集中", publishedAt: new Date(base - DAY) });
    const { status, body } = await search("");
    expect(status).toBe(200);
    expect(titles(body)).toEqual(["新しい募集中", "古い募集中", "新しい募集終了"]);
    expect(body.projectList.map((p) => p.state)).toEqual(["opened", "opened", "closed"]);
    expect(body).toMatchObject({ totalCount: 3, isTotalCapped: false, page: 1, perPage: 20, totalPages: 1, sort: 1 });
    expect(titles((await search("search_project[exclude_closed_projects]=1")).body)).toEqual(["新しい募集中", "古い募集中"]);
  });

  it("S-SRCH-6: each filter group narrows the result (OR within a group, AND across groups)", async () => {
    await project({ title: "エンジニア・フルリモート・東京", professionIds: [1], remoteTypeId: 1, prefectureId: 13, tagIds: [4], skillIds: [1] });
    await project({ title: "デザイナー・一部リモート・神奈川", professionIds: [2], remoteTypeId: 2, prefectureId: 14, contractTypeId: 3, specialPageIds: [1] });
    await project({ title: "その他" });
    const names = async (query: string) => titles((await search(query)).body).sort();
    expect(await names("search_project[profession_ids][]=1&search_project[profession_ids][]=2")).toEqual([
      "エンジニア・フルリモート・東京",
      "デザイナー・一部リモート・神奈川",
    ]);
    expect(await names("search_project[profession_ids][]=1&search_project[remote_types][]=partial_remote")).toEqual([]);
    expect(await names("search_project[remote_types][]=full_remote")).toEqual(["エンジニア・フルリモート・東京"]);
    expect(await names("search_project[area_ids][]=region-3")).toEqual(["エンジニア・フルリモート・東京", "デザイナー・一部リモート・神奈川"]);
    expect(await names("search_project[contract_types][]=fulltime")).toEqual(["デザイナー・一部リモート・神奈川"]);
    expect(await names("search_project[special_projects_page]=high-paying")).toEqual(["デザイナー・一部リモート・神奈川"]);
    expect(await names("search_project[tag_ids][]=4")).toEqual(["エンジニア・フルリモート・東京"]);
    expect(await names("search_project[searchable_language_skill_ids][]=1")).toEqual(["エンジニア・フルリモート・東京"]);
    expect(await names("search_project[available_time_ids][]=5")).toHaveLength(3);
  });

  it("S-SRCH-6: a budget band matches projects whose range overlaps it", async () => {
    await project({ title: "50〜55万円", minBudgetMan: 50, maxBudgetMan: 55 });
    await project({ title: "70〜90万円", minBudgetMan: 70, maxBudgetMan: 90 });
    await project({ title: "上限のみ65万円", minBudgetMan: null, maxBudgetMan: 65 });
    // Band 3 is 60〜80万円.
    expect(titles((await search("search_project[budget_id]=3")).body).sort()).toEqual(["70〜90万円", "上限のみ65万円"]);
  });

  it("free word: width, case and kana variants find the same projects; every word must match", async () => {
    await project({ title: "ReactエンジニアとTypeScriptの開発", description: "フロントエンド開発" });
    await project({ title: "React Nativeのアプリ開発", description: "モバイル" });
    await project({ title: "Goのバックエンド", description: "API" });
    const count = async (word: string) => (await search(`search_project[free_word]=${encodeURIComponent(word)}`)).body.totalCount;
    expect(await count("react")).toBe(2);
    expect(await count("ＲＥＡＣＴ")).toBe(2);
    expect(await count("えんじにあ")).toBe(1);
    expect(await count("ｴﾝｼﾞﾆｱ")).toBe(1);
    expect(await count("React　アプリ")).toBe(1);
    expect(await count("React Go")).toBe(0);
    // Decision 027: a Latin term matches a word, so a lone letter is no longer a prefix of Go.
    expect(await count("G")).toBe(0);
    expect(await count("Go")).toBe(1);
    expect(await count("開発")).toBe(2);
    expect(await count("100%")).toBe(0);
  });

  it("sorts: 2 = highest budget first, 3 = most liked first", async () => {
    await project({ title: "中", maxBudgetMan: 80, likeCount: 1 });
    await project({ title: "高", minBudgetMan: 90, maxBudgetMan: 120, likeCount: 0 });
    await project({ title: "人気", maxBudgetMan: 60, likeCount: 9 });
    expect(titles((await search("search_project[sort]=2")).body)).toEqual(["高", "中", "人気"]);
    expect(titles((await search("search_project[sort]=3")).body)).toEqual(["人気", "中", "高"]);
  });

  it("hides the corporation's name from visitors and tells a signed-in user what they liked", async () => {
    const corporation = await insertCorporation(context.handle.db, { name: "株式会社かけはしテスト", logoUrl: "https://cdn.example/logo.png" });
    const liked = await project({ corporationId: corporation.id, title: "いいね済み" });
    const visitor = (await search("")).body.projectList[0]!;
    expect(visitor.corporation).toEqual({ id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true });
    const user = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(projectLikes).values({ userId: user.id, projectId: liked.id });
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    const member = (await search("", client)).body.projectList[0]!;
    expect(member).toMatchObject({
      isLiked: true,
      corporation: { id: corporation.id, name: "株式会社かけはしテスト", logoUrl: "https://cdn.example/logo.png", isMasked: false },
    });
    expect(member).toMatchObject({
      minBudget: { id: 500_000, label: "50万" },
      maxBudget: { id: 550_000, label: "55万" },
      budgetLabel: "50〜55万円",
      remoteType: "onsite",
      remoteTypeLabel: "出社",
      projectAvailableTime: { id: 5, label: "週5日（週40h〜）" },
      minWorkingHoursLabel: "週40h",
      prefecture: { id: 27, label: "大阪府" },
      contractType: "outsourcing",
      contractTypeLabel: "業務委託",
      createdAt: "2026-11-01T09:00:00+09:00",
    });
  });

  it("S-SRCH-6: unknown values of known parameters answer 422 naming them; unrelated parameters are ignored", async () => {
    const { status, body } = await search("search_project[profession_ids][]=999&search_project[remote_types][]=space&utm_source=x");
    expect(status).toBe(422);
    expect(body.error?.code).toBe("validation_failed");
    expect(body.error?.issues.map((i) => i.path)).toEqual(["search_project[profession_ids][]", "search_project[remote_types][]"]);
    expect((await search("utm_source=x&page=abc")).status).toBe(200);
  });

  it("counts at most 1,000 matches and pages 20 at a time with links", async () => {
    const corporation = await insertCorporation(context.handle.db);
    await context.handle.db.execute(sql`
      insert into projects (corporation_id, title, description, remote_type_id, available_time_id, contract_type_id, published_at)
      select ${corporation.id}, '一括 ' || n, '説明', 1, 1, 1, now() - make_interval(mins => n) from generate_series(1, 1005) n`);
    const { body } = await search("page=2&search_project[remote_types][]=full_remote");
    expect(body).toMatchObject({ totalCount: 1000, isTotalCapped: true, page: 2, totalPages: 50 });
    expect(body.projectList).toHaveLength(20);
    expect(body.projectList[0]!.title).toBe("一括 21");
    expect(decodeURIComponent(body.links.next!)).toBe("/remote_types/1?page=3");
    expect(decodeURIComponent(body.links.prev!)).toBe("/remote_types/1");
    // Every page as job-aggregator tools walk them (issue 11): the number as text.
    expect(body.pageUrlList).toHaveLength(50);
    expect(body.pageUrlList.map((p) => p.name)).toEqual(Array.from({ length: 50 }, (_, i) => String(i + 1)));
    expect(body.pageUrlList[0]!.url).toBe(body.links.first);
    expect(body.pageUrlList[49]!.url).toBe(body.links.last);
    expect(body.pageUrlList[2]).toEqual({ name: "3", url: body.links.next });
    // Pages stop at 50: page 51 would show the 1,001st match, past the count the page reports.
    const past = (await search("page=51&search_project[remote_types][]=full_remote")).body;
    expect(past).toMatchObject({ page: 51, totalPages: 50, projectList: [] });
    expect(decodeURIComponent(past.links.prev!)).toBe("/remote_types/1?page=50");
  });
});

describe("GET /api/v2/top/projects/{landing}/{segment}", () => {
  async function landing(path: string) {
    const response = await new BrowserLikeClient(context.app).request("GET", `/api/v2/top/projects/${path}`);
    return { status: response.status, body: await json<ProjectSearchAnswer & { error?: { code: string; issues?: { path: string }[] } }>(response) };
  }

  it("S-SRCH-8: the path's condition (id, or a skill's name) is chosen, and the caller's query adds to it", async () => {
    await project({ title: "TypeScript・東京", skillIds: [1], prefectureId: 13 });
    await project({ title: "TypeScript・大阪", skillIds: [1], prefectureId: 27 });
    await project({ title: "Go・東京", skillIds: [3], prefectureId: 13 });
    const byName = await landing("required_skills/TypeScript");
    expect(byName.status).toBe(200);
    expect(titles(byName.body).sort()).toEqual(["TypeScript・大阪", "TypeScript・東京"]);
    expect(byName.body.conditions[0]).toMatchObject({ group: "searchProgramLanguageList", key: "1", value: "TypeScript" });
    expect(titles((await landing("required_skills/1")).body).sort()).toEqual(titles(byName.body).sort());
    const narrowed = await landing("required_skills/TypeScript?search_project[area_ids][]=13");
    expect(titles(narrowed.body)).toEqual(["TypeScript・東京"]);
    // S-SRCH-9: the page's own URL keeps the landing path, the rest in the query.
    expect(decodeURIComponent(narrowed.body.href)).toBe("/required_skills/TypeScript?search_project[area_ids][]=13");
  });

  it("S-SRCH-9: a second condition of the landing's group moves the search to /top/projects", async () => {
    await project({ title: "エンジニア", professionIds: [1] });
    await project({ title: "デザイナー", professionIds: [2] });
    const both = await landing("professions/1?search_project[profession_ids][]=2");
    expect(titles(both.body).sort()).toEqual(["エンジニア", "デザイナー"]);
    expect(decodeURIComponent(both.body.href)).toBe("/top/projects?search_project[profession_ids][]=1&search_project[profession_ids][]=2");
  });

  it("S-SRCH-8: unknown landings and conditions are 404, bad query values 422, never 500", async () => {
    for (const path of ["professions/9999", "required_skills/NoSuchSkill", "special_projects_pages/none", "tags/abc", "unknown/1"]) {
      const { status, body } = await landing(path);
      expect(status, path).toBe(404);
      expect(body.error?.code).toBe("not_found");
    }
    const bad = await landing("professions/1?search_project[budget_id]=999");
    expect(bad.status).toBe(422);
    expect(bad.body.error?.issues?.[0]?.path).toBe("search_project[budget_id]");
  });
});

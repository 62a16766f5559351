import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projects } from "@/db/schema";
import { insertProject } from "@/db/seed/factories";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";
import { planFreeWord } from "@/platform/search/free-word-plan";
import { readLexemeShares } from "@/platform/search/lexeme-shares";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";

import type { ProjectSearchAnswer } from "./project-search-answer";
import { reindexProjectSearchText } from "./search-reindex.job";
import { countProjects, NO_FILTERS, PROJECT_FREE_WORD_TARGET } from "./search-projects.queries";

/** Issue 17: the project search understands what people type (decision 027). */
const context = useApiTestContext();
const DAY = 86_400_000;
const base = new Date("2026-11-01T09:00:00+09:00").getTime();

function project(overrides: Parameters<typeof insertProject>[1] = {}) {
  return insertProject(context.handle.db, {
    title: "社内システムの保守",
    description: "既存システムの保守運用をお願いします。",
    professionIds: [8],
    skillIds: [],
    welcomeSkillIds: [],
    tagIds: [],
    specialPageIds: [],
    remoteTypeId: 3,
    availableTimeId: 5,
    prefectureId: 27,
    contractTypeId: 1,
    status: "open",
    publishedAt: new Date(base),
    ...overrides,
  });
}

async function search(query: string) {
  const response = await new BrowserLikeClient(context.app).request("GET", `/api/v2/top/projects?${query}`);
  expect(response.status).toBe(200);
  return json<ProjectSearchAnswer>(response);
}
const word = (text: string, extra = "") => search(`search_project[free_word]=${encodeURIComponent(text)}${extra}`);
const titles = (answer: ProjectSearchAnswer) => answer.projectList.map((p) => p.title);

describe("issue 17: everything a card shows is searchable", () => {
  it("finds a project by its tags, remote type, prefecture and region, contract type and available time", async () => {
    await project({ title: "副業で週2の案件", tagIds: [2, 1], remoteTypeId: 1, prefectureId: 13, availableTimeId: 2 });
    await project({ title: "大阪の常駐案件" });
    for (const typed of ["副業", "副業OK", "高単価", "フルリモート 東京", "関東", "週2日", "業務委託 東京都"]) {
      expect(titles(await word(typed)), typed).toEqual(["副業で週2の案件"]);
    }
    // The word and the filter of the same name agree.
    expect(titles(await search("search_project[tag_ids][]=2"))).toEqual(titles(await word("副業OK")));
    expect(titles(await word("近畿 出社"))).toEqual(["大阪の常駐案件"]);
  });
});

describe("issue 17: readings, other spellings and short forms (the search dictionary)", () => {
  it("finds Java by ジャバ, React by リアクト, Python by パイソン, Go by ゴー and Golang, Kubernetes by k8s", async () => {
    await project({ title: "Javaの業務システム", skillIds: [7], publishedAt: new Date(base - 1 * DAY) });
    await project({ title: "Reactのフロント刷新", skillIds: [18], publishedAt: new Date(base - 2 * DAY) });
    await project({ title: "Pythonでデータ基盤", skillIds: [4], publishedAt: new Date(base - 3 * DAY) });
    await project({ title: "Go言語でAPI", skillIds: [3], publishedAt: new Date(base - 4 * DAY) });
    await project({ title: "k8s運用の改善", publishedAt: new Date(base - 5 * DAY) });
    expect(titles(await word("ジャバ"))).toEqual(["Javaの業務システム"]);
    expect(titles(await word("リアクト"))).toEqual(["Reactのフロント刷新"]);
    expect(titles(await word("パイソン"))).toEqual(["Pythonでデータ基盤"]);
    expect(titles(await word("ゴー"))).toEqual(["Go言語でAPI"]);
    expect(titles(await word("golang"))).toEqual(["Go言語でAPI"]);
    expect(titles(await word("Kubernetes"))).toEqual(["k8s運用の改善"]);
  });
});

describe("issue 17: short Latin words match words, not letters", () => {
  it("Go finds Go, not Google Analytics or Django; java does not find JavaScript", async () => {
    await project({ title: "Go言語のバックエンド", publishedAt: new Date(base - 1 * DAY) });
    await project({ title: "Google Analyticsの分析", publishedAt: new Date(base - 2 * DAY) });
    await project({ title: "Djangoの管理画面", publishedAt: new Date(base - 3 * DAY) });
    await project({ title: "JavaScriptのフロント", publishedAt: new Date(base - 4 * DAY) });
    await project({ title: "Java（Spring）の保守", publishedAt: new Date(base - 5 * DAY) });
    expect(titles(await word("Go"))).toEqual(["Go言語のバックエンド"]);
    expect(titles(await word("java"))).toEqual(["Java（Spring）の保守"]);
    expect(titles(await word("javascript"))).toEqual(["JavaScriptのフロント"]);
  });
});

describe("issue 17: おすすめ順 ranks title and skill matches above description matches", () => {
  it("with a free word, sort 4 puts head matches first, then newest; without one it is 新着順", async () => {
    await project({ title: "新しい案件", description: "Elixirも少し使います", publishedAt: new Date(base) });
    await project({ title: "Elixirの開発", publishedAt: new Date(base - 2 * DAY) });
    await project({ title: "古いスキル一致", skillIds: [15], publishedAt: new Date(base - 3 * DAY) });
    expect(titles(await word("Elixir"))).toEqual(["新しい案件", "Elixirの開発", "古いスキル一致"]);
    const ranked = await word("Elixir", "&search_project[sort]=4");
    expect(ranked.sort).toBe(4);
    expect(titles(ranked)).toEqual(["Elixirの開発", "古いスキル一致", "新しい案件"]);
    expect(titles(await search("search_project[sort]=4"))).toEqual(["新しい案件", "Elixirの開発", "古いスキル一致"]);
  });
  it("ranks the newest 200 matches and lists the rest newest first, even when the newest rows only look like matches to the index", async () => {
    // 300 newest rows hold every bigram of かけはし but not the word; then 230 matches, five of them with it in the title.
    const at = (i: number) => new Date(base - i * 60_000);
    for (let i = 0; i < 300; i++) await project({ title: `似た言葉${i}`, description: "かけ けは はし", publishedAt: at(i) });
    const head = new Set([100, 101, 102, 103, 104]);
    for (let i = 0; i < 230; i++) await project({ title: head.has(i) ? `かけはしの開発${i}` : `一致${i}`, description: "かけはしを使います", publishedAt: at(300 + i) });
    const page = (n: number) => word("かけはし", `&search_project[sort]=4&page=${n}`).then(titles);
    expect(await page(1)).toEqual([...[...head].map((i) => `かけはしの開発${i}`), ...Array.from({ length: 15 }, (_, i) => `一致${i}`)]);
    expect(await page(10)).toEqual(Array.from({ length: 20 }, (_, i) => `一致${i + 180}`));
    expect(await page(11)).toEqual(Array.from({ length: 20 }, (_, i) => `一致${i + 200}`));
  });
});

describe("issue 17: no dead ends", () => {
  it("suggests a near name from the dictionary, and says what each condition costs", async () => {
    await project({ title: "Reactの開発", skillIds: [18], prefectureId: 13 });
    await project({ title: "Reactの改修", skillIds: [18], prefectureId: 13, publishedAt: new Date(base - DAY) });
    await project({ title: "大阪のReact", skillIds: [18], prefectureId: 27, publishedAt: new Date(base - 2 * DAY) });
    const typo = await word("reakt");
    expect(typo.totalCount).toBe(0);
    expect(typo.zeroResultHints!.didYouMean).toEqual([{ word: "React", href: "/top/projects?search_project%5Bfree_word%5D=React" }]);

    const narrow = await word("React", "&search_project[area_ids][]=13&search_project[tag_ids][]=10");
    expect(narrow.totalCount).toBe(0);
    expect(narrow.zeroResultHints!.withoutCondition).toEqual([{ label: "急募", count: 2, isCountCapped: false, href: expect.stringContaining("area_ids") }]);
    const both = await word("Elixir", "&search_project[area_ids][]=13");
    expect(both.zeroResultHints!.withoutCondition).toEqual([
      { label: "フリーワード「Elixir」", count: 2, isCountCapped: false, href: "/top/projects?search_project%5Barea_ids%5D%5B%5D=13" },
    ]);
    // A search that finds something carries no hints.
    expect((await word("React")).zeroResultHints).toBeNull();
  });
});

describe("issue 17: rows written before the change become findable by what they hold now", () => {
  it("the job search-text rewrites projects of an older version, and leaves them unedited", async () => {
    const old = await project({ title: "副業歓迎の案件", tagIds: [2], prefectureId: 13 });
    await context.handle.db.execute(sql`update projects set search_text = 'ふくぎょう', search_text_version = 0, search_head_length = 0 where id = ${old.id}`);
    expect((await word("東京")).totalCount).toBe(0);
    expect(await reindexProjectSearchText(context.handle.db)).toBe(1);
    expect(await reindexProjectSearchText(context.handle.db)).toBe(0);
    expect(titles(await word("東京"))).toEqual(["副業歓迎の案件"]);
    const [row] = await context.handle.db.select().from(projects).where(eq(projects.id, old.id));
    expect(row!.searchTextVersion).toBe(SEARCH_TEXT_VERSION);
    expect(row!.updatedAt).toEqual(old.updatedAt);
  });
  it("while a row waits for its whole-word lexemes (version 2), Latin words are searched by bigrams, and still found", async () => {
    const old = await project({ title: "Go言語のAPI開発" });
    await context.handle.db.execute(
      sql`update projects set search_bigrams = regexp_replace(search_bigrams::text, ' ?'':[a-z]+''', '', 'g')::tsvector, search_text_version = 2 where id = ${old.id}`,
    );
    const waiting = await readLexemeShares(context.handle.db, PROJECT_FREE_WORD_TARGET);
    expect(waiting.hasWordLexemes).toBe(false);
    const plan = planFreeWord("go", waiting)!;
    expect(plan.allLexemeQuery).toBe("'go'");
    expect(await countProjects(context.handle.db, NO_FILTERS, plan)).toBe(1);
    await reindexProjectSearchText(context.handle.db);
    const upgraded = await readLexemeShares(context.handle.db, PROJECT_FREE_WORD_TARGET);
    expect(upgraded.hasWordLexemes).toBe(true);
    expect(await countProjects(context.handle.db, NO_FILTERS, planFreeWord("go", upgraded)!)).toBe(1);
  });
});

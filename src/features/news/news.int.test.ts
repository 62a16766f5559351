import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { news } from "@/db/schema";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import type { NewsCategory } from "./news-categories";
import { NEWS_PAGE_SIZE, getPublishedNewsArticle, listPublishedNews } from "./news.service";

let handle: DatabaseHandle;
const NOW = new Date("2026-11-20T10:00:00+09:00");
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  handle = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

async function insertNews(rows: { title: string; publishedAt: Date; category?: NewsCategory; body?: string }[]) {
  const inserted = await handle.db
    .insert(news)
    .values(rows.map((row) => ({ body: `${row.title}の本文です。`, category: "お知らせ", ...row })))
    .returning({ id: news.id, title: news.title });
  return Object.fromEntries(inserted.map((row) => [row.title, row.id]));
}

const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const titlesOf = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe("the news list", () => {
  it("shows the newest first, and articles published at the same moment by id, newest id first", async () => {
    await insertNews([
      { title: "古い記事", publishedAt: daysAgo(30) },
      { title: "同時刻A", publishedAt: daysAgo(2) },
      { title: "最新の記事", publishedAt: daysAgo(1) },
      { title: "同時刻B", publishedAt: daysAgo(2) },
    ]);
    const page = await listPublishedNews(handle.db, { now: NOW, page: 1, category: null });
    expect(titlesOf(page)).toEqual(["最新の記事", "同時刻B", "同時刻A", "古い記事"]);
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalCount: 4 });
    expect(page.items[0]).toEqual({ id: expect.any(Number), title: "最新の記事", category: "お知らせ", publishedAt: daysAgo(1) });
  });

  it("pages by 20: the second page holds the rest, a page past the end shows the last page", async () => {
    const total = NEWS_PAGE_SIZE + 5;
    await insertNews(Array.from({ length: total }, (_, i) => ({ title: `記事${i + 1}`, publishedAt: daysAgo(total - i) })));
    const first = await listPublishedNews(handle.db, { now: NOW, page: 1, category: null });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe("記事25");
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 25 });
    const second = await listPublishedNews(handle.db, { now: NOW, page: 2, category: null });
    expect(titlesOf(second)).toEqual(["記事5", "記事4", "記事3", "記事2", "記事1"]);
    const beyond = await listPublishedNews(handle.db, { now: NOW, page: 9, category: null });
    expect(beyond.page).toBe(2);
    expect(titlesOf(beyond)).toEqual(titlesOf(second));
  });

  it("hides articles scheduled for later, in the list and in the count", async () => {
    await insertNews([
      { title: "公開済み", publishedAt: daysAgo(1) },
      { title: "ちょうど今", publishedAt: NOW },
      { title: "予約投稿", publishedAt: new Date(NOW.getTime() + 60_000) },
    ]);
    const page = await listPublishedNews(handle.db, { now: NOW, page: 1, category: null });
    expect(titlesOf(page)).toEqual(["ちょうど今", "公開済み"]);
    expect(page.totalCount).toBe(2);
  });

  it("filters by category", async () => {
    await insertNews([
      { title: "お知らせ1", publishedAt: daysAgo(3) },
      { title: "イベント1", publishedAt: daysAgo(2), category: "イベント" },
      { title: "イベント予約", publishedAt: daysAgo(-2), category: "イベント" },
    ]);
    const events = await listPublishedNews(handle.db, { now: NOW, page: 1, category: "イベント" });
    expect(titlesOf(events)).toEqual(["イベント1"]);
    expect(events.totalCount).toBe(1);
    expect((await listPublishedNews(handle.db, { now: NOW, page: 1, category: "メディア掲載" })).items).toEqual([]);
  });

  it("an empty table is one empty page", async () => {
    expect(await listPublishedNews(handle.db, { now: NOW, page: 3, category: null })).toEqual({
      items: [],
      page: 1,
      totalPages: 1,
      totalCount: 0,
    });
  });
});

describe("a news article", () => {
  it("answers the article with its older and newer published neighbours", async () => {
    const ids = await insertNews([
      { title: "一番古い", publishedAt: daysAgo(10) },
      { title: "本記事", publishedAt: daysAgo(5), category: "プレスリリース", body: "一段落目。\n\n二段落目。" },
      { title: "同時刻の新しいid", publishedAt: daysAgo(5) },
      { title: "予約投稿", publishedAt: new Date(NOW.getTime() + DAY) },
    ]);
    const article = await getPublishedNewsArticle(handle.db, String(ids["本記事"]), NOW);
    expect(article).toEqual({
      id: ids["本記事"],
      title: "本記事",
      body: "一段落目。\n\n二段落目。",
      category: "プレスリリース",
      publishedAt: daysAgo(5),
      older: { id: ids["一番古い"], title: "一番古い" },
      newer: { id: ids["同時刻の新しいid"], title: "同時刻の新しいid" },
    });
    const newest = await getPublishedNewsArticle(handle.db, String(ids["同時刻の新しいid"]), NOW);
    expect(newest?.newer).toBeNull();
    expect(newest?.older?.title).toBe("本記事");
    expect((await getPublishedNewsArticle(handle.db, String(ids["一番古い"]), NOW))?.older).toBeNull();
  });

  it.each([
    ["an unknown id", "999999"],
    ["a non-numeric id", "abc"],
    ["a zero id", "0"],
    ["a decimal id", "1.5"],
    ["a leading zero", "01"],
    ["an id past the integer column", "99999999999"],
  ])("%s is not found (never an error)", async (_, rawId) => {
    await insertNews([{ title: "記事", publishedAt: daysAgo(1) }]);
    expect(await getPublishedNewsArticle(handle.db, rawId, NOW)).toBeNull();
  });

  it("an article scheduled for later is not found until its time comes", async () => {
    const ids = await insertNews([{ title: "予約投稿", publishedAt: new Date(NOW.getTime() + DAY) }]);
    const id = String(ids["予約投稿"]);
    expect(await getPublishedNewsArticle(handle.db, id, NOW)).toBeNull();
    expect((await getPublishedNewsArticle(handle.db, id, new Date(NOW.getTime() + DAY)))?.title).toBe("予約投稿");
  });
});

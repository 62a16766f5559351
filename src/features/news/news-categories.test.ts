import { describe, expect, it } from "vitest";

import { newsListPath, parseNewsCategory } from "./news-categories";

describe("parseNewsCategory", () => {
  it("accepts the four categories", () => {
    expect(parseNewsCategory("プレスリリース")).toBe("プレスリリース");
    expect(parseNewsCategory(["イベント", "お知らせ"])).toBe("イベント");
  });

  it("treats a missing or unknown category as all news", () => {
    expect(parseNewsCategory(undefined)).toBeNull();
    expect(parseNewsCategory("")).toBeNull();
    expect(parseNewsCategory("採用情報")).toBeNull();
  });
});

describe("newsListPath", () => {
  it("drops the parameters of the first page and of all news", () => {
    expect(newsListPath({ category: null })).toBe("/news");
    expect(newsListPath({ category: null, page: 1 })).toBe("/news");
  });

  it("encodes the category and the page", () => {
    expect(newsListPath({ category: "お知らせ", page: 2 })).toBe(`/news?category=${encodeURIComponent("お知らせ")}&page=2`);
    expect(newsListPath({ category: null, page: 3 })).toBe("/news?page=3");
  });
});

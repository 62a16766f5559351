import type { Database } from "@/db/client";
import { excerpt } from "@/lib/plain-text";

import { NEWS_CATEGORIES, type NewsCategory } from "./news-categories";
import { countPublishedNews, findAdjacentNews, findPublishedNewsById, findPublishedNewsPage } from "./news.queries";

// The console (issue 18) writes articles with the same four categories the public pages show.
export { NEWS_CATEGORIES, type NewsCategory } from "./news-categories";

export const NEWS_PAGE_SIZE = 20;
/** Long enough for a search result snippet in Japanese, short enough not to be cut by it. */
export const NEWS_DESCRIPTION_LENGTH = 110;

const MAX_ID = 2_147_483_647;

export type NewsSummary = { id: number; title: string; category: NewsCategory; publishedAt: Date };
export type NewsLink = { id: number; title: string };
export type NewsArticle = NewsSummary & { body: string; older: NewsLink | null; newer: NewsLink | null };
export type NewsPage = { items: NewsSummary[]; page: number; totalPages: number; totalCount: number };

/** Rows written by hand could hold another label; they show as お知らせ rather than break the chip. */
function toCategory(value: string): NewsCategory {
  return NEWS_CATEGORIES.find((category) => category === value) ?? "お知らせ";
}

/** One page of published news (20 per page); a page past the end shows the last page. */
export async function listPublishedNews(db: Database, options: { now: Date; page: number; category: NewsCategory | null }): Promise<NewsPage> {
  const totalCount = await countPublishedNews(db, options);
  const totalPages = Math.max(1, Math.ceil(totalCount / NEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(options.page)), totalPages);
  const rows = await findPublishedNewsPage(db, {
    now: options.now,
    category: options.category,
    limit: NEWS_PAGE_SIZE,
    offset: (page - 1) * NEWS_PAGE_SIZE,
  });
  return { items: rows.map((row) => ({ ...row, category: toCategory(row.category) })), page, totalPages, totalCount };
}

/** An id from the URL: a positive integer that fits the column, or null (→ 404, never a 500). */
export function parseNewsId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A published article with its neighbours, or null for an unknown, malformed or scheduled id. */
export async function getPublishedNewsArticle(db: Database, rawId: string, now: Date): Promise<NewsArticle | null> {
  const id = parseNewsId(rawId);
  if (id === null) return null;
  const row = await findPublishedNewsById(db, id, now);
  if (!row) return null;
  const { older, newer } = await findAdjacentNews(db, row, now);
  return { ...row, category: toCategory(row.category), older, newer };
}

export function describeNewsArticle(article: { body: string }): string {
  return excerpt(article.body, NEWS_DESCRIPTION_LENGTH);
}

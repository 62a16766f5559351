import { and, asc, count, desc, eq, lte, sql, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { news } from "@/db/schema";

import type { NewsCategory } from "./news-categories";

/** Published = its publication time has come; later rows are scheduled and stay invisible. */
function isPublished(now: Date): SQL {
  return lte(news.publishedAt, now);
}

function publishedIn(now: Date, category: NewsCategory | null): SQL | undefined {
  return and(isPublished(now), category ? eq(news.category, category) : undefined);
}

export async function countPublishedNews(db: Database, options: { now: Date; category: NewsCategory | null }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(news).where(publishedIn(options.now, options.category));
  return row?.total ?? 0;
}

/** Newest first; equal times by id descending so pages never overlap or skip. */
export async function findPublishedNewsPage(db: Database, options: { now: Date; category: NewsCategory | null; limit: number; offset: number }) {
  return db
    .select({ id: news.id, title: news.title, category: news.category, publishedAt: news.publishedAt })
    .from(news)
    .where(publishedIn(options.now, options.category))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function findPublishedNewsById(db: Database, id: number, now: Date) {
  const [row] = await db
    .select({ id: news.id, title: news.title, body: news.body, category: news.category, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.id, id), isPublished(now)))
    .limit(1);
  return row;
}

/**
 * The published neighbours of an article in list order (published_at desc, id desc): `older` comes
 * after it in the list, `newer` before it.
 */
export async function findAdjacentNews(db: Database, article: { id: number }, now: Date) {
  // Compared with the stored row itself: a JS Date has only milliseconds, the column microseconds.
  const position = sql`(select n.published_at, n.id from news n where n.id = ${article.id})`;
  const pair = sql`(${news.publishedAt}, ${news.id})`;
  const columns = { id: news.id, title: news.title };
  const [[older], [newer]] = await Promise.all([
    db
      .select(columns)
      .from(news)
      .where(and(isPublished(now), sql`${pair} < ${position}`))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1),
    db
      .select(columns)
      .from(news)
      .where(and(isPublished(now), sql`${pair} > ${position}`))
      .orderBy(asc(news.publishedAt), asc(news.id))
      .limit(1),
  ]);
  return { older: older ?? null, newer: newer ?? null };
}

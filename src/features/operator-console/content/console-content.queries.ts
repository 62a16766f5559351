import { count, desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { announcements, news } from "@/db/schema";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
export type AnnouncementFields = Pick<AnnouncementRow, "title" | "body" | "targetUrl" | "audience" | "publishedAt">;
export type NewsFields = Pick<NewsRow, "title" | "body" | "category" | "publishedAt">;

/**
 * The console's lists: every row, scheduled ones included, newest publication first (a schedule
 * sorts above what is already out). Paged through the published_at index; the count stops at
 * `cap + 1` rows so it stays cheap however large the table grows.
 */
export async function listAnnouncementRows(db: Database, paging: { limit: number; offset: number; cap: number }) {
  const [rows, total] = await Promise.all([
    db.select().from(announcements).orderBy(desc(announcements.publishedAt), desc(announcements.id)).limit(paging.limit).offset(paging.offset),
    cappedCount(db, announcements, paging.cap),
  ]);
  return { rows, total };
}

export async function listNewsRows(db: Database, paging: { limit: number; offset: number; cap: number }) {
  const [rows, total] = await Promise.all([
    db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(paging.limit).offset(paging.offset),
    cappedCount(db, news, paging.cap),
  ]);
  return { rows, total };
}

/** How many rows, counting at most `cap + 1` of them. */
async function cappedCount(db: Database, table: typeof announcements | typeof news, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .limit(cap + 1)
    .as("limited");
  const [row] = await db.select({ n: count() }).from(limited);
  return row?.n ?? 0;
}

/** One row; inside an action's transaction, locked so the audit's `before` is what the change replaced. */
export async function findAnnouncementRow(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findNewsRow(db: Database, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(news).where(eq(news.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertAnnouncementRow(tx: Database, fields: AnnouncementFields, now: Date): Promise<AnnouncementRow> {
  const [row] = await tx
    .insert(announcements)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function insertNewsRow(tx: Database, fields: NewsFields, now: Date): Promise<NewsRow> {
  const [row] = await tx
    .insert(news)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Updates the row in place: its id stays, and so do the readers' read marks (announcement_reads). */
export async function updateAnnouncementRow(tx: Database, id: number, fields: AnnouncementFields, now: Date): Promise<AnnouncementRow> {
  const [row] = await tx
    .update(announcements)
    .set({ ...fields, updatedAt: now })
    .where(eq(announcements.id, id))
    .returning();
  return row!;
}

export async function updateNewsRow(tx: Database, id: number, fields: NewsFields, now: Date): Promise<NewsRow> {
  const [row] = await tx
    .update(news)
    .set({ ...fields, updatedAt: now })
    .where(eq(news.id, id))
    .returning();
  return row!;
}

/** Its read marks go with it (ON DELETE CASCADE). */
export async function deleteAnnouncementRow(tx: Database, id: number): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.id, id));
}

export async function deleteNewsRow(tx: Database, id: number): Promise<void> {
  await tx.delete(news).where(eq(news.id, id));
}

/** Announcements that link to an article (`/news/{id}` exactly): what a deletion would leave pointing at a missing page. */
export async function countAnnouncementsLinkingTo(db: Database, path: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcements).where(eq(announcements.targetUrl, path));
  return row?.n ?? 0;
}

import { and, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { noticeMailOptOuts, users, type NoticeMailCategory } from "@/db/schema";

export async function hasOptedOut(db: Database, userId: number, category: NoticeMailCategory): Promise<boolean> {
  const [row] = await db
    .select({ userId: noticeMailOptOuts.userId })
    .from(noticeMailOptOuts)
    .where(and(eq(noticeMailOptOuts.userId, userId), eq(noticeMailOptOuts.category, category)));
  return row !== undefined;
}

/** Idempotent: a second click (or the mail client's POST after the page's) changes nothing. */
export async function insertOptOut(db: Database, userId: number, category: NoticeMailCategory, now: Date): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  // An account that no longer exists gets no mail anyway.
  if (!user) return;
  await db.insert(noticeMailOptOuts).values({ userId, category, createdAt: now }).onConflictDoNothing();
}

export async function findOptedOutCategories(db: Database, userId: number): Promise<NoticeMailCategory[]> {
  const rows = await db.select({ category: noticeMailOptOuts.category }).from(noticeMailOptOuts).where(eq(noticeMailOptOuts.userId, userId));
  return rows.map((row) => row.category);
}

export async function deleteOptOut(db: Database, userId: number, category: NoticeMailCategory): Promise<void> {
  await db.delete(noticeMailOptOuts).where(and(eq(noticeMailOptOuts.userId, userId), eq(noticeMailOptOuts.category, category)));
}

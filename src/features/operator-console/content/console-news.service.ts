import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { NEWS_CATEGORIES, type NewsCategory } from "@/features/news/news.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";

import { changedFields } from "../audit/changed-fields";
import { recordOperatorAction } from "../audit/record-operator-action";
import { pageFieldsOf, pagingOf } from "./console-content-paging";
import { countAnnouncementsLinkingTo, deleteNewsRow, findNewsRow, insertNewsRow, listNewsRows, updateNewsRow, type NewsRow } from "./console-content.queries";
import type { ConsoleNewsArticle, ConsoleNewsPage, ContentListQuery, NewsBody } from "./console-content.schemas";
import { PUBLICATION_STATUS_LABELS, publicationStatusOf, resolvePublishedAt } from "./publication-time";

export const NEWS_NOT_FOUND = "ニュースが見つかりませんでした。";

/** A row written outside the console could hold another label; it shows as お知らせ, as /news shows it. */
const categoryOf = (value: string): NewsCategory => NEWS_CATEGORIES.find((category) => category === value) ?? "お知らせ";

function toConsoleNewsArticle(row: NewsRow, now: Date): ConsoleNewsArticle {
  const status = publicationStatusOf(row.publishedAt, now);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: categoryOf(row.category),
    publishedAt: toJstIsoDateTime(row.publishedAt),
    status,
    statusLabel: PUBLICATION_STATUS_LABELS[status],
    updatedAt: toJstIsoDateTime(row.updatedAt),
  };
}

function auditedFieldsOf(row: Pick<NewsRow, "title" | "body" | "category" | "publishedAt">): Record<string, unknown> {
  return { title: row.title, body: row.body, category: row.category, publishedAt: toJstIsoDateTime(row.publishedAt) };
}

/** ニュース in the console: every article, scheduled ones first (newest publication first), 30 a page. */
export async function readConsoleNews(db: Database, actor: RequestActor, query: ContentListQuery, now: Date): Promise<ConsoleNewsPage> {
  adminOrThrow(actor);
  const paging = pagingOf(query);
  const { rows, total } = await listNewsRows(db, paging);
  return { articles: rows.map((row) => toConsoleNewsArticle(row, now)), ...pageFieldsOf(paging.page, total) };
}

/** One article for its edit page, with how many announcements link to it (a deletion leaves them a missing page). */
export async function readConsoleNewsArticle(db: Database, actor: RequestActor, id: number, now: Date) {
  adminOrThrow(actor);
  const row = foundOrThrow(await findNewsRow(db, id), NEWS_NOT_FOUND);
  return { article: toConsoleNewsArticle(row, now), linkingAnnouncements: await countAnnouncementsLinkingTo(db, `/news/${id}`) };
}

/** A new article; with a future time it is 予約 and /news shows it from that time. */
export async function createNewsArticle(db: Database, actor: RequestActor, body: NewsBody, now: Date): Promise<ConsoleNewsArticle> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const row = await insertNewsRow(tx, { ...body, publishedAt: resolvePublishedAt(body.publishedAt, now) }, now);
    await recordOperatorAction(tx, operator, { action: "news.create", targetType: "news", targetId: row.id, after: auditedFieldsOf(row) }, now);
    return toConsoleNewsArticle(row, now);
  });
}

/** Rewrites an article in place (its /news/{id} address stays); a save that changes nothing writes nothing. */
export async function editNewsArticle(db: Database, actor: RequestActor, id: number, body: NewsBody, now: Date): Promise<ConsoleNewsArticle> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findNewsRow(tx, id, { forUpdate: true }), NEWS_NOT_FOUND);
    const fields = { ...body, publishedAt: resolvePublishedAt(body.publishedAt, now, current.publishedAt) };
    const changes = changedFields(auditedFieldsOf(current), auditedFieldsOf(fields));
    if (Object.keys(changes.after).length === 0) return toConsoleNewsArticle(current, now);
    const row = await updateNewsRow(tx, id, fields, now);
    await recordOperatorAction(tx, operator, { action: "news.edit", targetType: "news", targetId: id, ...changes }, now);
    return toConsoleNewsArticle(row, now);
  });
}

export async function deleteNewsArticle(db: Database, actor: RequestActor, id: number, now: Date): Promise<void> {
  const operator = adminOrThrow(actor);
  await inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findNewsRow(tx, id, { forUpdate: true }), NEWS_NOT_FOUND);
    await deleteNewsRow(tx, id);
    await recordOperatorAction(tx, operator, { action: "news.delete", targetType: "news", targetId: id, before: auditedFieldsOf(current) }, now);
  });
}

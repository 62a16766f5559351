import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";

import { changedFields } from "../audit/changed-fields";
import { recordOperatorAction } from "../audit/record-operator-action";
import { pageFieldsOf, pagingOf } from "./console-content-paging";
import {
  deleteAnnouncementRow,
  findAnnouncementRow,
  insertAnnouncementRow,
  listAnnouncementRows,
  updateAnnouncementRow,
  type AnnouncementRow,
} from "./console-content.queries";
import { AUDIENCE_LABELS } from "./content-labels";
import type { AnnouncementBody, ConsoleAnnouncement, ConsoleAnnouncementPage, ContentListQuery } from "./console-content.schemas";
import { PUBLICATION_STATUS_LABELS, publicationStatusOf, resolvePublishedAt } from "./publication-time";

export const ANNOUNCEMENT_NOT_FOUND = "お知らせが見つかりませんでした。";

function toConsoleAnnouncement(row: AnnouncementRow, now: Date): ConsoleAnnouncement {
  const status = publicationStatusOf(row.publishedAt, now);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    targetUrl: row.targetUrl,
    audience: row.audience,
    audienceLabel: AUDIENCE_LABELS[row.audience],
    publishedAt: toJstIsoDateTime(row.publishedAt),
    status,
    statusLabel: PUBLICATION_STATUS_LABELS[status],
    updatedAt: toJstIsoDateTime(row.updatedAt),
  };
}

/** What the audit log keeps of an announcement: the fields an operator writes, the time as Japan time. */
function auditedFieldsOf(row: Pick<AnnouncementRow, "title" | "body" | "targetUrl" | "audience" | "publishedAt">): Record<string, unknown> {
  return { title: row.title, body: row.body, targetUrl: row.targetUrl, audience: row.audience, publishedAt: toJstIsoDateTime(row.publishedAt) };
}

/** お知らせ in the console: every one, scheduled ones first (newest publication first), 30 a page. */
export async function readConsoleAnnouncements(db: Database, actor: RequestActor, query: ContentListQuery, now: Date): Promise<ConsoleAnnouncementPage> {
  adminOrThrow(actor);
  const paging = pagingOf(query);
  const { rows, total } = await listAnnouncementRows(db, paging);
  return { announcements: rows.map((row) => toConsoleAnnouncement(row, now)), ...pageFieldsOf(paging.page, total) };
}

export async function readConsoleAnnouncement(db: Database, actor: RequestActor, id: number, now: Date): Promise<ConsoleAnnouncement> {
  adminOrThrow(actor);
  return toConsoleAnnouncement(foundOrThrow(await findAnnouncementRow(db, id), ANNOUNCEMENT_NOT_FOUND), now);
}

/** A new announcement; with a future time it waits (予約) and reaches the bell at that time. */
export async function createAnnouncement(db: Database, actor: RequestActor, body: AnnouncementBody, now: Date): Promise<ConsoleAnnouncement> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const row = await insertAnnouncementRow(tx, { ...body, publishedAt: resolvePublishedAt(body.publishedAt, now) }, now);
    await recordOperatorAction(tx, operator, { action: "announcement.create", targetType: "announcement", targetId: row.id, after: auditedFieldsOf(row) }, now);
    return toConsoleAnnouncement(row, now);
  });
}

/**
 * Rewrites an announcement in place: the readers' read marks stay, so a correction does not light
 * the bell again. A save that changes nothing writes nothing (no audit row either).
 */
export async function editAnnouncement(db: Database, actor: RequestActor, id: number, body: AnnouncementBody, now: Date): Promise<ConsoleAnnouncement> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findAnnouncementRow(tx, id, { forUpdate: true }), ANNOUNCEMENT_NOT_FOUND);
    const fields = { ...body, publishedAt: resolvePublishedAt(body.publishedAt, now, current.publishedAt) };
    const changes = changedFields(auditedFieldsOf(current), auditedFieldsOf(fields));
    if (Object.keys(changes.after).length === 0) return toConsoleAnnouncement(current, now);
    const row = await updateAnnouncementRow(tx, id, fields, now);
    await recordOperatorAction(tx, operator, { action: "announcement.edit", targetType: "announcement", targetId: id, ...changes }, now);
    return toConsoleAnnouncement(row, now);
  });
}

/** Deletes it with its read marks; the audit row keeps what it said. */
export async function deleteAnnouncement(db: Database, actor: RequestActor, id: number, now: Date): Promise<void> {
  const operator = adminOrThrow(actor);
  await inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findAnnouncementRow(tx, id, { forUpdate: true }), ANNOUNCEMENT_NOT_FOUND);
    await deleteAnnouncementRow(tx, id);
    await recordOperatorAction(tx, operator, { action: "announcement.delete", targetType: "announcement", targetId: id, before: auditedFieldsOf(current) }, now);
  });
}

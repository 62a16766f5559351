import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDate, toJstIsoDateTime } from "@/lib/format-date";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { enqueueJob } from "@/platform/jobs/job-queue";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";

import { dataExportJob } from "./data-export.job";
import { findDataExportsOfUser, findDownloadableExport, hasPendingDataExport, insertDataExport } from "./data-export.queries";
import type { DataExportSummary } from "./data-export.schemas";

export { dataExportJob } from "./data-export.job";

type ExportRow = Awaited<ReturnType<typeof findDataExportsOfUser>>[number];

const iso = (date: Date | null) => (date ? toJstIsoDateTime(date) : null);

/**
 * The job's retries (1 min, 10 min, 1 h) are over well within this: a request still pending after it
 * failed for good, shows as failed and no longer blocks a new one.
 */
const STALE_PENDING_MS = 2 * 60 * 60_000;

function toSummary(row: ExportRow, now: Date): DataExportSummary {
  const isStale = row.status === "pending" && row.requestedAt.getTime() < now.getTime() - STALE_PENDING_MS;
  return { ...row, status: isStale ? "failed" : row.status, requestedAt: toJstIsoDateTime(row.requestedAt), readyAt: iso(row.readyAt), expiresAt: iso(row.expiresAt) };
}

export async function listDataExports(db: Database, actor: Actor, now: Date): Promise<DataExportSummary[]> {
  return (await findDataExportsOfUser(db, actor.userId, now)).map((row) => toSummary(row, now));
}

const exportLimitMessage = (wait: string) => `データの準備は1日3回までです。${wait}ほど時間をおいてから、もう一度お試しください。`;

/**
 * データを準備する: one pending export at a time, three a day; the row and its job are written in
 * one transaction, so a request is never lost between them.
 */
export async function requestDataExport(db: Database, actor: Actor, now: Date): Promise<DataExportSummary> {
  if (await hasPendingDataExport(db, actor.userId, new Date(now.getTime() - STALE_PENDING_MS))) {
    throw new AppError("conflict", "データを準備しています。完了してから、もう一度お試しください。");
  }
  await enforceRateLimit(db, RATE_LIMITS.dataExportPerUser, String(actor.userId), now, exportLimitMessage);
  const row = await inTransaction(db, async (tx) => {
    const inserted = await insertDataExport(tx, actor.userId, now);
    await enqueueJob(tx, dataExportJob, { exportId: inserted.id }, { runAt: now, singletonKey: `data.export:${inserted.id}` });
    return inserted;
  });
  return toSummary(row, now);
}

/** The document and its file name, for its owner only; anything else reads as 404. */
export async function getDataExportDownload(db: Database, actor: Actor, exportId: number, now: Date): Promise<{ content: string; fileName: string }> {
  const found = await findDownloadableExport(db, actor.userId, exportId, now);
  if (!found?.content || !found.readyAt) throw new AppError("not_found", "このデータは見つかりませんでした。有効期限が過ぎた場合は、もう一度準備してください。");
  return { content: found.content, fileName: `kakehashi-data-${toJstIsoDate(found.readyAt).replaceAll("-", "")}.json` };
}

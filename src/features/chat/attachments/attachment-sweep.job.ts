import { inArray } from "drizzle-orm";

import type { Database } from "@/db/client";
import { chatAttachments } from "@/db/schema";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";
import { SWEEP_GRACE_MS } from "@/platform/uploads/orphan-sweep";
import type { UploadStore } from "@/platform/uploads/upload-store";

const BATCH_SIZE = 500;

/**
 * Deletes chat files no attachment row points at (decision 026): a file stored by an upload whose
 * transaction then failed or never committed (a crash), and the files of rooms removed with an erased
 * account or a deleted project (their rows go by cascade). Files younger than an hour stay: they may
 * belong to an upload still between storing and committing.
 */
export async function sweepOrphanAttachments(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  let deleted = 0;
  let batch: string[] = [];
  const deleteOrphans = async () => {
    const rows = await db.select({ key: chatAttachments.storageKey }).from(chatAttachments).where(inArray(chatAttachments.storageKey, batch));
    const kept = new Set(rows.map((row) => row.key));
    for (const key of batch) {
      if (kept.has(key)) continue;
      await uploads.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const { key, storedAt } of uploads.list("chat")) {
    if (now.getTime() - storedAt.getTime() < SWEEP_GRACE_MS) continue;
    batch.push(key);
    if (batch.length >= BATCH_SIZE) await deleteOrphans();
  }
  if (batch.length > 0) await deleteOrphans();
  return deleted;
}

/** Hourly: chat files of no message go. */
export const attachmentSweepJob = defineJob({
  kind: "uploads.sweep-chat-attachments",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, uploads, now, logger }) => {
    const deleted = await sweepOrphanAttachments(db, uploads, now);
    if (deleted > 0) logger.info({ deleted }, "chat files no message points at deleted");
  },
});

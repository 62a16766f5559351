import { avatarKeysOf } from "@/lib/avatar-url";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";
import type { UploadStore } from "@/platform/uploads/upload-store";
import type { Database } from "@/db/client";

import { findProfileImageUrls } from "./avatar.queries";

/** An upload younger than this may belong to a request still between writing its files and its commit. */
export const SWEEP_GRACE_MS = 60 * 60_000;
const BATCH_SIZE = 500;
const AVATAR_KEY = /^avatars\/(\d+)-[0-9a-f]{16}-(?:400|96)\.webp$/;

/**
 * Deletes avatar files no user points at: the picture of an erased account (退会: account.erase
 * clears profile_image_url), files a crashed upload left before its commit, and any a failed delete
 * left behind. A file counts as current when it is one of its user's profile_image_url's two files.
 */
export async function sweepOrphanAvatars(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  let deleted = 0;
  let batch: { key: string; userId: number }[] = [];
  const sweep = async () => {
    const urls = await findProfileImageUrls(db, [...new Set(batch.map((file) => file.userId))]);
    for (const file of batch) {
      if (avatarKeysOf(urls.get(file.userId) ?? null, file.userId).includes(file.key)) continue;
      await uploads.delete(file.key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const { key, storedAt } of uploads.list("avatars")) {
    const match = AVATAR_KEY.exec(key);
    if (!match || now.getTime() - storedAt.getTime() < SWEEP_GRACE_MS) continue;
    batch.push({ key, userId: Number(match[1]) });
    if (batch.length >= BATCH_SIZE) await sweep();
  }
  if (batch.length > 0) await sweep();
  return deleted;
}

/** Hourly: avatar files of nobody go (decision 021). */
export const avatarSweepJob = defineJob({
  kind: "uploads.sweep-avatars",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, uploads, now, logger }) => {
    const deleted = await sweepOrphanAvatars(db, uploads, now);
    if (deleted > 0) logger.info({ deleted }, "avatar files no user points at deleted");
  },
});

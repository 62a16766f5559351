import { avatarKeysOf } from "@/lib/avatar-url";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";
import { sweepOrphanImages } from "@/platform/uploads/orphan-sweep";
import type { UploadStore } from "@/platform/uploads/upload-store";
import type { Database } from "@/db/client";

import { findProfileImageUrls } from "./avatar.queries";

export { SWEEP_GRACE_MS } from "@/platform/uploads/orphan-sweep";

/**
 * Deletes avatar files no user points at: the picture of an erased account (退会: account.erase
 * clears profile_image_url), files a crashed upload left before its commit, and any a failed delete
 * left behind. A file counts as current when it is one of its user's profile_image_url's two files.
 */
export function sweepOrphanAvatars(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  return sweepOrphanImages(
    uploads,
    {
      folder: "avatars",
      currentKeysOf: async (userIds) => {
        const urls = await findProfileImageUrls(db, userIds);
        return new Map(userIds.map((id) => [id, avatarKeysOf(urls.get(id) ?? null, id)]));
      },
    },
    now,
  );
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

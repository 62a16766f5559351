import type { Database } from "@/db/client";
import { ownedImageKeysOf } from "@/lib/owned-image-url";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";
import { sweepOrphanImages } from "@/platform/uploads/orphan-sweep";
import type { UploadStore } from "@/platform/uploads/upload-store";

import { findCorporationLogoUrls } from "./corporation-profile.queries";

/** Deletes logo files no corporation points at: replaced logos a failed delete left, crashed uploads, deleted corporations'. */
export function sweepOrphanLogos(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  return sweepOrphanImages(
    uploads,
    {
      folder: "logos",
      currentKeysOf: async (corporationIds) => {
        const urls = await findCorporationLogoUrls(db, corporationIds);
        return new Map(corporationIds.map((id) => [id, ownedImageKeysOf("logos", urls.get(id) ?? null, id)]));
      },
    },
    now,
  );
}

/** Hourly, like the avatars' sweep (decision 021). */
export const logoSweepJob = defineJob({
  kind: "uploads.sweep-logos",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, uploads, now, logger }) => {
    const deleted = await sweepOrphanLogos(db, uploads, now);
    if (deleted > 0) logger.info({ deleted }, "logo files no corporation points at deleted");
  },
});

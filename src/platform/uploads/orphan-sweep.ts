import { parseOwnedImageKey, type OwnedImageFolder } from "@/lib/owned-image-url";

import type { UploadStore } from "./upload-store";

/** An upload younger than this may belong to a request still between writing its files and its commit. */
export const SWEEP_GRACE_MS = 60 * 60_000;
const BATCH_SIZE = 500;

export type OwnedImageSweep = {
  folder: OwnedImageFolder;
  /** The store keys each owner points at now (their current picture's files), for a batch of owners. */
  currentKeysOf: (ownerIds: number[]) => Promise<Map<number, string[]>>;
};

/**
 * Deletes the files of a folder of owned pictures (avatars, logos) that no row points at: the
 * picture of an erased owner, files a crashed upload left before its commit, and any a failed
 * delete left behind (decision 021). Files younger than SWEEP_GRACE_MS stay.
 */
export async function sweepOrphanImages(uploads: UploadStore, sweep: OwnedImageSweep, now: Date): Promise<number> {
  let deleted = 0;
  let batch: { key: string; ownerId: number }[] = [];
  const deleteOrphans = async () => {
    const current = await sweep.currentKeysOf([...new Set(batch.map((file) => file.ownerId))]);
    for (const file of batch) {
      if (current.get(file.ownerId)?.includes(file.key)) continue;
      await uploads.delete(file.key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const { key, storedAt } of uploads.list(sweep.folder)) {
    const parsed = parseOwnedImageKey(sweep.folder, key);
    if (!parsed || now.getTime() - storedAt.getTime() < SWEEP_GRACE_MS) continue;
    batch.push({ key, ownerId: parsed.ownerId });
    if (batch.length >= BATCH_SIZE) await deleteOrphans();
  }
  if (batch.length > 0) await deleteOrphans();
  return deleted;
}

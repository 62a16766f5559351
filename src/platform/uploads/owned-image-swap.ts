import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { Logger } from "@/lib/logger";
import { ownedImageKeyOf, ownedImageKeysOf, uploadUrlOf, type OwnedImageFolder } from "@/lib/owned-image-url";

import { AppError } from "../errors";
import { enforceAccountRateLimits, RATE_LIMITS, tooOftenMessage } from "../rate-limit";
import { makeSquareImages, type SquareFit } from "./square-image";
import type { UploadStore } from "./upload-store";

export type OwnedImageDeps = { db: Database; uploads: UploadStore; now: () => Date; logger: Logger };

/** Sets the row's picture URL (locking the row) and answers the one it replaced; undefined when there is no such row. */
export type SwapImageUrl = (tx: Database, url: string | null, now: Date) => Promise<{ previous: string | null } | undefined>;

type Owner = { folder: OwnedImageFolder; ownerId: number; swap: SwapImageUrl; notFound: AppError };

/** After the change is committed a file that will not go is litter for the hourly sweep, not a failed request. */
async function deleteQuietly({ uploads, logger }: Pick<OwnedImageDeps, "uploads" | "logger">, keys: string[]) {
  await Promise.all(keys.map((key) => uploads.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not delete an upload"))));
}

/** Points the row at `url` (or at nothing); the files just written go if that fails, the previous picture's after it succeeds. */
async function swapTo(deps: OwnedImageDeps, owner: Owner, url: string | null, written: string[]): Promise<string | null> {
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await inTransaction(deps.db, (tx) => owner.swap(tx, url, deps.now()));
  } catch (error) {
    await deleteQuietly(deps, written);
    throw error;
  }
  if (!swapped) {
    await deleteQuietly(deps, written);
    throw owner.notFound;
  }
  // The same picture again has the same name: its files are the new ones, not to be deleted.
  if (swapped.previous !== url) await deleteQuietly(deps, ownedImageKeysOf(owner.folder, swapped.previous, owner.ownerId));
  return url;
}

/**
 * A new picture for a row (an avatar, a logo; decision 021): checked and re-encoded first (nothing is
 * stored when it is refused), its two files written, then the row switched to them in a transaction.
 * Answers the new 400 px URL.
 */
export async function replaceOwnedImage(deps: OwnedImageDeps, owner: Owner, bytes: Uint8Array, fit: SquareFit = "cover"): Promise<string> {
  const { hash, files } = await makeSquareImages(bytes, fit);
  const large = ownedImageKeyOf(owner.folder, owner.ownerId, hash, 400);
  const small = ownedImageKeyOf(owner.folder, owner.ownerId, hash, 96);
  await deps.uploads.put(large, files[400], "image/webp");
  await deps.uploads.put(small, files[96], "image/webp");
  return (await swapTo(deps, owner, uploadUrlOf(large), [large, small]))!;
}

const IMAGE_UPLOAD_LIMIT_MESSAGE = tooOftenMessage("画像が送られた");

/**
 * Counts one avatar or logo upload by `uploaderId` (30 an hour, issue 19) and refuses with 429 past it:
 * each is decoded, re-encoded and stored. Called by the routes once the body is read, before the image work.
 */
export async function countImageUpload(deps: Pick<OwnedImageDeps, "db" | "now">, uploaderId: number): Promise<void> {
  await enforceAccountRateLimits(deps.db, [RATE_LIMITS.imageUploadsPerUserHour], uploaderId, deps.now(), IMAGE_UPLOAD_LIMIT_MESSAGE);
}

/** No picture any more: the row is cleared, then its files deleted. Idempotent. */
export async function removeOwnedImage(deps: OwnedImageDeps, owner: Owner): Promise<void> {
  await swapTo(deps, owner, null, []);
}

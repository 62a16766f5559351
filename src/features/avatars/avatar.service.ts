import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";
import { inTransaction } from "@/db/transaction";
import { avatarKeyOf, avatarKeysOf, smallAvatarUrl, uploadUrlOf } from "@/lib/avatar-url";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import type { UploadStore } from "@/platform/uploads/upload-store";

import { makeSquareImages } from "@/platform/uploads/square-image";
import type { AvatarResponse } from "./avatar.schemas";
import { swapProfileImageUrl } from "./avatar.queries";

type AvatarDeps = { db: Database; uploads: UploadStore; now: () => Date; logger: Logger };

function answerFor(url: string | null): AvatarResponse {
  return { userProfileImage: url, userProfileImageSmall: url === null ? null : smallAvatarUrl(url) };
}

/** After the change is committed a file that will not go is litter, not a failed request: logged, not thrown. */
async function deleteFiles({ uploads, logger }: Pick<AvatarDeps, "uploads" | "logger">, keys: string[]) {
  await Promise.all(keys.map((key) => uploads.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not delete an upload"))));
}

/**
 * A new avatar: checked and re-encoded first (nothing is stored when the picture is refused), the
 * files written, then the user row switched to them; the previous avatar's files go after the commit.
 */
export async function replaceAvatar(deps: AvatarDeps, actor: Actor, bytes: Uint8Array): Promise<AvatarResponse> {
  const { db, uploads, now } = deps;
  const { hash, files } = await makeSquareImages(bytes);
  const keys = [avatarKeyOf(actor.userId, hash, 400), avatarKeyOf(actor.userId, hash, 96)] as const;
  await uploads.put(keys[0], files[400], "image/webp");
  await uploads.put(keys[1], files[96], "image/webp");
  const url = uploadUrlOf(keys[0]);
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await inTransaction(db, (tx) => swapProfileImageUrl(tx, actor.userId, url, now()));
  } catch (error) {
    await deleteFiles(deps, [...keys]);
    throw error;
  }
  if (!swapped) throw new AppError("unauthenticated");
  // The same picture again has the same name: its files are the new ones, not to be deleted.
  if (swapped.previous !== url) await deleteFiles(deps, avatarKeysOf(swapped.previous, actor.userId));
  return answerFor(url);
}

export async function removeAvatar(deps: AvatarDeps, actor: Actor): Promise<AvatarResponse> {
  const swapped = await inTransaction(deps.db, (tx) => swapProfileImageUrl(tx, actor.userId, null, deps.now()));
  if (!swapped) throw new AppError("unauthenticated");
  await deleteFiles(deps, avatarKeysOf(swapped.previous, actor.userId));
  return answerFor(null);
}

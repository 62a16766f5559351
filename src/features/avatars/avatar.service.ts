import { smallAvatarUrl } from "@/lib/avatar-url";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { removeOwnedImage, replaceOwnedImage, type OwnedImageDeps } from "@/platform/uploads/owned-image-swap";

import type { AvatarResponse } from "./avatar.schemas";
import { swapProfileImageUrl } from "./avatar.queries";

function answerFor(url: string | null): AvatarResponse {
  return { userProfileImage: url, userProfileImageSmall: url === null ? null : smallAvatarUrl(url) };
}

/** The actor's avatar as an owned picture: `avatars/{userId}-…`, users.profile_image_url. */
const avatarOf = (actor: Actor) => ({
  folder: "avatars" as const,
  ownerId: actor.userId,
  swap: (tx: Parameters<typeof swapProfileImageUrl>[0], url: string | null, now: Date) => swapProfileImageUrl(tx, actor.userId, url, now),
  notFound: new AppError("unauthenticated"),
});

/**
 * A new avatar: checked and re-encoded first (nothing is stored when the picture is refused), the
 * files written, then the user row switched to them; the previous avatar's files go after the commit.
 */
export async function replaceAvatar(deps: OwnedImageDeps, actor: Actor, bytes: Uint8Array): Promise<AvatarResponse> {
  return answerFor(await replaceOwnedImage(deps, avatarOf(actor), bytes));
}

export async function removeAvatar(deps: OwnedImageDeps, actor: Actor): Promise<AvatarResponse> {
  await removeOwnedImage(deps, avatarOf(actor));
  return answerFor(null);
}

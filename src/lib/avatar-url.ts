import { ownedImageKeyOf, ownedImageKeysOf, smallImageUrl } from "./owned-image-url";

export { uploadUrlOf } from "./owned-image-url";

/**
 * Where a user's avatar files are: `avatars/{userId}-{hash}-{size}.webp` in the upload store, served
 * at `/uploads/…` (the rules for every owned picture: owned-image-url.ts). users.profile_image_url
 * holds the 400 px URL; the 96 px one is derived from it.
 */
export function avatarKeyOf(userId: number, hash: string, size: 400 | 96): string {
  return ownedImageKeyOf("avatars", userId, hash, size);
}

/** The 96 px file of an uploaded avatar, for small places (the top bar); other URLs unchanged. */
export const smallAvatarUrl = smallImageUrl;

/** The store keys behind a profile image URL of this user's, or none when the URL is not an upload of theirs. */
export function avatarKeysOf(url: string | null, userId: number): string[] {
  return ownedImageKeysOf("avatars", url, userId);
}

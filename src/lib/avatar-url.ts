/**
 * Where a user's avatar files are: `avatars/{userId}-{hash}-{size}.webp` in the upload store, served
 * at `/uploads/…`. users.profile_image_url holds the 400 px URL; the 96 px one is derived from it.
 * URLs that are not ours (an older import, the demo seed) are left as they are.
 */
const OWN_AVATAR_URL = /^\/uploads\/(avatars\/(\d+)-([0-9a-f]{16}))-400\.webp$/;

export function avatarKeyOf(userId: number, hash: string, size: 400 | 96): string {
  return `avatars/${userId}-${hash}-${size}.webp`;
}

export function uploadUrlOf(key: string): string {
  return `/uploads/${key}`;
}

/** The 96 px file of an uploaded avatar, for small places (the top bar); other URLs unchanged. */
export function smallAvatarUrl(url: string): string {
  const match = OWN_AVATAR_URL.exec(url);
  return match ? `/uploads/${match[1]}-96.webp` : url;
}

/** The store keys behind a profile image URL of this user's, or none when the URL is not an upload of theirs. */
export function avatarKeysOf(url: string | null, userId: number): string[] {
  const match = url === null ? null : OWN_AVATAR_URL.exec(url);
  if (!match || Number(match[2]) !== userId) return [];
  return [`${match[1]}-400.webp`, `${match[1]}-96.webp`];
}

/**
 * Uploaded pictures that belong to one row (a user's avatar, a corporation's logo): stored as
 * `{folder}/{ownerId}-{hash}-{size}.webp` in the upload store and served at `/uploads/…`. The row
 * holds the 400 px URL; the 96 px one is derived from it. URLs that are not ours (an older import,
 * the demo seed) are left as they are.
 */
export type OwnedImageFolder = "avatars" | "logos";
export type OwnedImageSize = 400 | 96;

const OWN_IMAGE_URL = /^\/uploads\/((avatars|logos)\/(\d+)-([0-9a-f]{16}))-400\.webp$/;

export function ownedImageKeyOf(folder: OwnedImageFolder, ownerId: number, hash: string, size: OwnedImageSize): string {
  return `${folder}/${ownerId}-${hash}-${size}.webp`;
}

export function uploadUrlOf(key: string): string {
  return `/uploads/${key}`;
}

/** The 96 px file of an uploaded picture, for small places (the top bar, lists); other URLs unchanged. */
export function smallImageUrl(url: string): string {
  const match = OWN_IMAGE_URL.exec(url);
  return match ? `/uploads/${match[1]}-96.webp` : url;
}

/** The store keys behind a URL of this owner's in this folder, or none when the URL is not such an upload. */
export function ownedImageKeysOf(folder: OwnedImageFolder, url: string | null, ownerId: number): string[] {
  const match = url === null ? null : OWN_IMAGE_URL.exec(url);
  if (!match || match[2] !== folder || Number(match[3]) !== ownerId) return [];
  return [`${match[1]}-400.webp`, `${match[1]}-96.webp`];
}

/** A key of this folder as uploads name them, with its owner's id; null for anything else. */
export function parseOwnedImageKey(folder: OwnedImageFolder, key: string): { ownerId: number } | null {
  const match = /^(avatars|logos)\/(\d+)-[0-9a-f]{16}-(?:400|96)\.webp$/.exec(key);
  return match && match[1] === folder ? { ownerId: Number(match[2]) } : null;
}

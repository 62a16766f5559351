/**
 * What an avatar upload may be (issue 13), without the image code: the HTTP server's body limit and
 * the settings page read these too.
 */

/** 5 MB as a person reads it on the page (「5MB以下」): 5 × 1024 × 1024 bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Width × height we agree to decode: a 20,000 × 20,000 PNG of a few KB would need 1.6 GB of memory. */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_SIZES = [400, 96] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
/** What the file picker offers; the server decides by the bytes, not by this. */
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp";

export const AVATAR_TOO_LARGE_MESSAGE = "5MB以下の画像を選んでください";
export const AVATAR_WRONG_TYPE_MESSAGE = "JPEG・PNG・WebP形式の画像を選んでください";
export const AVATAR_UNREADABLE_MESSAGE = "画像を読み込めませんでした";
export const AVATAR_DIMENSIONS_MESSAGE = "画像のサイズが大きすぎます";

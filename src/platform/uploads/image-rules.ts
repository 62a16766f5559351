/**
 * What an uploaded picture (avatar, company logo) may be, without the image code: the HTTP server's
 * body limit and the settings pages read these too (decision 021).
 */

/** 5 MB as a person reads it on the page (「5MB以下」): 5 × 1024 × 1024 bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Width × height we agree to decode: a 20,000 × 20,000 PNG of a few KB would need 1.6 GB of memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What the file picker offers; the server decides by the bytes, not by this. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const IMAGE_TOO_LARGE_MESSAGE = "5MB以下の画像を選んでください";
export const IMAGE_WRONG_TYPE_MESSAGE = "JPEG・PNG・WebP形式の画像を選んでください";
export const IMAGE_UNREADABLE_MESSAGE = "画像を読み込めませんでした";
export const IMAGE_DIMENSIONS_MESSAGE = "画像のサイズが大きすぎます";

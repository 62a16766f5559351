import { createHash } from "node:crypto";

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { AppError } from "@/platform/errors";

import {
  AVATAR_DIMENSIONS_MESSAGE,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_TOO_LARGE_MESSAGE,
  AVATAR_UNREADABLE_MESSAGE,
  AVATAR_WRONG_TYPE_MESSAGE,
  type AvatarSize,
} from "./avatar-rules";

/** Decided by the bytes, never by the name or the Content-Type the client sent (an SVG is text, so never one of these). */
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export type AvatarImages = {
  /** The first 16 hex digits of the 400 px file's SHA-256: a new picture is a new name. */
  hash: string;
  files: Record<AvatarSize, Uint8Array>;
};

function refuse(message: string): never {
  throw new AppError("validation_failed", message, { issues: [{ path: "file", message }] });
}

/**
 * Checks an uploaded picture and re-encodes it as the square 400 px and 96 px WebP avatars: the
 * type by content, the size before decoding, then rotate by EXIF, centre crop, and no metadata at
 * all in the output (sharp writes none unless asked), so EXIF and GPS never leave the upload.
 */
export async function makeAvatarImages(bytes: Uint8Array): Promise<AvatarImages> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError("payload_too_large", AVATAR_TOO_LARGE_MESSAGE);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) refuse(AVATAR_WRONG_TYPE_MESSAGE);
  // The header alone (no pixel limit yet, so that a bomb is named as one): nothing is decoded here.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse(AVATAR_UNREADABLE_MESSAGE));
  if (!width || !height) refuse(AVATAR_UNREADABLE_MESSAGE);
  if (width * height > AVATAR_MAX_PIXELS) refuse(AVATAR_DIMENSIONS_MESSAGE);
  try {
    // failOn "truncated": a cut-off file is refused instead of becoming a half-grey avatar.
    const square = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "truncated" })
      .rotate()
      .resize(400, 400, { fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
    const small = await sharp(square).resize(96, 96).webp({ quality: 80 }).toBuffer();
    const hash = createHash("sha256").update(square).digest("hex").slice(0, 16);
    return { hash, files: { 400: square, 96: small } };
  } catch {
    refuse(AVATAR_UNREADABLE_MESSAGE);
  }
}

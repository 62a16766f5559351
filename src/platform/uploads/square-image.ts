import { createHash } from "node:crypto";

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import type { OwnedImageSize } from "@/lib/owned-image-url";

import { AppError } from "../errors";
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TOO_LARGE_MESSAGE, IMAGE_UNREADABLE_MESSAGE, IMAGE_WRONG_TYPE_MESSAGE } from "./image-rules";

/** Decided by the bytes, never by the name or the Content-Type the client sent (an SVG is text, so never one of these). */
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export type SquareImages = {
  /** The first 16 hex digits of the 400 px file's SHA-256: a new picture is a new name. */
  hash: string;
  files: Record<OwnedImageSize, Uint8Array>;
};

/**
 * How the picture fills its square: an avatar is cropped to it ("cover"); a logo, often wide, is
 * fitted inside on white ("contain"), so no letter of a company's name is cut off.
 */
export type SquareFit = "cover" | "contain";

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

function refuse(message: string): never {
  throw new AppError("validation_failed", message, { issues: [{ path: "file", message }] });
}

/**
 * Checks an uploaded picture and re-encodes it as square 400 px and 96 px WebP files (decision 021):
 * the type by content, the size before decoding, then rotate by EXIF, fit the square, and no
 * metadata at all in the output (sharp writes none unless asked), so EXIF and GPS never leave the upload.
 */
export async function makeSquareImages(bytes: Uint8Array, fit: SquareFit = "cover"): Promise<SquareImages> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) refuse(IMAGE_WRONG_TYPE_MESSAGE);
  // The header alone (no pixel limit yet, so that a bomb is named as one): nothing is decoded here.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse(IMAGE_UNREADABLE_MESSAGE));
  if (!width || !height) refuse(IMAGE_UNREADABLE_MESSAGE);
  if (width * height > IMAGE_MAX_PIXELS) refuse(IMAGE_DIMENSIONS_MESSAGE);
  try {
    // failOn "truncated": a cut-off file is refused instead of becoming a half-grey picture.
    const resized = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "truncated" }).rotate().resize(400, 400, { fit, position: "centre", background: WHITE });
    // A fitted logo sits on white throughout, so its transparent parts match the margins.
    const square = await (fit === "contain" ? resized.flatten({ background: WHITE }) : resized).webp({ quality: 82 }).toBuffer();
    const small = await sharp(square).resize(96, 96).webp({ quality: 80 }).toBuffer();
    const hash = createHash("sha256").update(square).digest("hex").slice(0, 16);
    return { hash, files: { 400: square, 96: small } };
  } catch {
    refuse(IMAGE_UNREADABLE_MESSAGE);
  }
}

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { AppError } from "@/platform/errors";
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_MAX_PIXELS, IMAGE_UNREADABLE_MESSAGE } from "@/platform/uploads/image-rules";

import {
  ATTACHMENT_EMPTY_MESSAGE,
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_WRONG_TYPE_MESSAGE,
  isAttachmentContentType,
  type AttachmentContentType,
} from "./chat-attachment-rules";

export type CheckedAttachment = { contentType: AttachmentContentType; bytes: Uint8Array };

function refuse(message: string): never {
  throw new AppError("validation_failed", message, { issues: [{ path: "file", message }] });
}

/** An animated PNG is a PNG to everyone who opens it; it is kept as its first frame. */
const detectedType = (mime: string) => (mime === "image/apng" ? "image/png" : mime);

/**
 * A file sent in a room, checked by its bytes (never its name or the Content-Type the browser sent):
 * a PDF, a picture or a .docx/.xlsx/.pptx; anything else is 422 and nothing is stored. Pictures are
 * re-encoded so that what we hand out is what sharp wrote: no EXIF, GPS or comments, no trailing bytes.
 */
export async function checkAttachmentContent(bytes: Uint8Array): Promise<CheckedAttachment> {
  if (bytes.byteLength === 0) refuse(ATTACHMENT_EMPTY_MESSAGE);
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) throw new AppError("payload_too_large", ATTACHMENT_TOO_LARGE_MESSAGE);
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = detected ? detectedType(detected.mime) : undefined;
  if (contentType === undefined || !isAttachmentContentType(contentType)) refuse(ATTACHMENT_WRONG_TYPE_MESSAGE);
  if (!ATTACHMENT_KINDS[contentType].isImage) return { contentType, bytes };
  return { contentType, bytes: await reencodeImage(bytes, contentType) };
}

/**
 * The picture again in its own format, without metadata (sharp writes none unless asked). The size
 * is read from the header first, every frame counted, so a tiny file that would decode to gigabytes
 * is refused before decoding; JPEG and PNG are turned upright by their EXIF before it goes.
 */
async function reencodeImage(bytes: Uint8Array, type: AttachmentContentType): Promise<Uint8Array> {
  const isAnimatable = type === "image/gif" || type === "image/webp";
  const { width, height, pageHeight, pages } = await sharp(bytes, { limitInputPixels: false, animated: isAnimatable })
    .metadata()
    .catch(() => refuse(IMAGE_UNREADABLE_MESSAGE));
  if (!width || !height) refuse(IMAGE_UNREADABLE_MESSAGE);
  if (width * (pageHeight ?? height) * (pages ?? 1) > IMAGE_MAX_PIXELS) refuse(IMAGE_DIMENSIONS_MESSAGE);
  try {
    // failOn "truncated": a cut-off file is refused instead of becoming a half-grey picture.
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "truncated", animated: isAnimatable });
    if (type === "image/jpeg") return await image.rotate().jpeg({ quality: 90 }).toBuffer();
    if (type === "image/png") return await image.rotate().png().toBuffer();
    if (type === "image/webp") return await image.webp({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    refuse(IMAGE_UNREADABLE_MESSAGE);
  }
}

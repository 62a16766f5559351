import { hasControlCharacters } from "@/lib/control-characters";

/**
 * What a file sent in a room may be (issue 16), without the code that checks it: the HTTP server's
 * body limit, the picker in the browser and the server's check by content all read these.
 */

/** 10 MB as a person reads it (「10MB以下」): 10 × 1024 × 1024 bytes of the file itself (the body is the file). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Characters (code points) of the name as sent, before the extension of its content may be added. */
export const ATTACHMENT_NAME_MAX = 200;

/**
 * The kinds we take, by the type read from the bytes. `extensions`: the names that type is known by;
 * the first is the stored file's and is added to a name that ends otherwise. `isImage`: re-encoded.
 * Legacy .doc/.xls/.ppt are not here: file-type reports them only as a generic CFB container, which
 * Windows installers (.msi) are too.
 */
export const ATTACHMENT_KINDS = {
  "application/pdf": { extensions: ["pdf"], isImage: false },
  "image/png": { extensions: ["png"], isImage: true },
  "image/jpeg": { extensions: ["jpg", "jpeg"], isImage: true },
  "image/webp": { extensions: ["webp"], isImage: true },
  "image/gif": { extensions: ["gif"], isImage: true },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { extensions: ["docx"], isImage: false },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { extensions: ["xlsx"], isImage: false },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": { extensions: ["pptx"], isImage: false },
} as const satisfies Record<string, { extensions: readonly string[]; isImage: boolean }>;

export type AttachmentContentType = keyof typeof ATTACHMENT_KINDS;

export function isAttachmentContentType(type: string): type is AttachmentContentType {
  return Object.hasOwn(ATTACHMENT_KINDS, type);
}

const ACCEPTED_EXTENSIONS: readonly string[] = Object.values(ATTACHMENT_KINDS).flatMap((kind) => kind.extensions);

/** What the file picker offers; the server decides by the bytes, not by this. */
export const ATTACHMENT_ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export const ATTACHMENT_TOO_LARGE_MESSAGE = "10MB以下のファイルを選んでください";

/**
 * What one account may keep in the store (ASVS 2.4.1): files are never deleted by their sender, so
 * the hourly and daily send limits alone would let one account fill a disk over weeks. 2 GB is
 * two hundred 10 MB files, far beyond what a freelancer and a company exchange in years.
 */
export const ATTACHMENT_QUOTA_BYTES = 2 * 1024 ** 3;
export const ATTACHMENT_QUOTA_MESSAGE =
  "これまでに送信したファイルの合計が上限（1アカウントあたり2GB）に達したため、これ以上ファイルを送信できません。お手数ですが、お問い合わせフォームからご相談ください。";
export const ATTACHMENT_WRONG_TYPE_MESSAGE = "送れるのはPDF・画像（PNG/JPEG/WebP/GIF）・Office文書（Word/Excel/PowerPointの.docx/.xlsx/.pptx）のファイルです";
export const ATTACHMENT_EMPTY_MESSAGE = "空のファイルは送れません";
export const ATTACHMENT_NAME_MISSING_MESSAGE = "ファイル名を指定してください";
export const ATTACHMENT_NAME_TOO_LONG_MESSAGE = `ファイル名は${ATTACHMENT_NAME_MAX}文字以内にしてください`;
export const ATTACHMENT_NAME_INVALID_MESSAGE = "ファイル名に使えない文字（制御文字など）が含まれています";

/** Bidirectional overrides and isolates: 「report‮fdp.exe」 would read as 「reportexe.pdf」. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export type AttachmentNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * The name as the thread shows it and the download offers it: no control or bidi characters
 * (refused), the last part of a path only, NFC (a Mac sends 「ガ」 as two characters), no surrounding
 * spaces or dots, at most 200 characters.
 */
export function cleanAttachmentName(raw: string): AttachmentNameCheck {
  if (hasControlCharacters(raw, { multiline: false }) || BIDI_CONTROLS.test(raw)) return { ok: false, message: ATTACHMENT_NAME_INVALID_MESSAGE };
  const base = raw.normalize("NFC").split(/[\\/]/).at(-1) ?? "";
  const name = base.replace(/^[\s.]+|[\s.]+$/g, "");
  if (name === "") return { ok: false, message: ATTACHMENT_NAME_MISSING_MESSAGE };
  if ([...name].length > ATTACHMENT_NAME_MAX) return { ok: false, message: ATTACHMENT_NAME_TOO_LONG_MESSAGE };
  return { ok: true, name };
}

const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

/**
 * The name with the extension of what the file is: a PDF sent as 「report.html」 downloads as
 * 「report.html.pdf」, so no saved file opens as something its bytes are not.
 */
export function nameForContent(name: string, type: AttachmentContentType): string {
  const { extensions } = ATTACHMENT_KINDS[type];
  return (extensions as readonly string[]).includes(extensionOf(name)) ? name : `${name}.${extensions[0]}`;
}

/** What the browser can tell before sending (the server reads the bytes anyway): the size, and the name's extension. */
export function attachmentProblemBeforeUpload(file: { name: string; size: number }): string | null {
  if (file.size === 0) return ATTACHMENT_EMPTY_MESSAGE;
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_TOO_LARGE_MESSAGE;
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))) return ATTACHMENT_WRONG_TYPE_MESSAGE;
  return null;
}

/** 「ファイル: 見積書.pdf」: what the room list shows for a message that is a file. */
export const attachmentPreview = (fileName: string) => `ファイル: ${fileName}`;

/** 「820 KB」「1.2 MB」: a file's size as the thread shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

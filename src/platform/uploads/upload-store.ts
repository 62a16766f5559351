/**
 * Where uploaded files live (docs/decisions/021-uploads.md). The product writes and reads them only
 * through this interface, so the local directory (the default) can be replaced by an S3-compatible
 * bucket without touching a feature. Keys are relative paths we make ourselves
 * (`avatars/12-0a1b2c3d4e5f6a7b-400.webp`), never a name a user typed.
 */
export type StoredUpload = { bytes: Uint8Array; contentType: string };

/** A stored file's key and when it was written (the sweep leaves files younger than an upload in flight). */
export type ListedUpload = { key: string; storedAt: Date };

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredUpload | null>;
  /** Idempotent: deleting a missing file is no error. */
  delete(key: string): Promise<void>;
  /** Every file under a folder of keys (`avatars`), in no particular order. */
  list(folder: string): AsyncIterable<ListedUpload>;
}

/** What a key may look like: lower-case segments, one extension, no `..`, no leading slash. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]+$/;

export function isValidUploadKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** Content types the stores keep, by extension: a local file has no metadata of its own. Chat attachments add the rest (issue 16). */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export function contentTypeOfKey(key: string): string | undefined {
  return CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
}

export function assertStorable(key: string, contentType: string): void {
  if (!isValidUploadKey(key)) throw new Error(`not an upload key: ${key}`);
  if (contentTypeOfKey(key) !== contentType) throw new Error(`${key} cannot hold ${contentType}`);
}

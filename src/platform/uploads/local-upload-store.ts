import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { assertStorable, contentTypeOfKey, isValidUploadKey, type ListedUpload, type StoredUpload, type UploadStore } from "./upload-store";

/**
 * Files under one directory (`DATA_DIR/uploads` by default). A file is written beside its final name
 * and renamed into place, so a reader never sees half of it.
 */
export class LocalUploadStore implements UploadStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorable(key, contentType);
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async get(key: string): Promise<StoredUpload | null> {
    const contentType = contentTypeOfKey(key);
    if (!isValidUploadKey(key) || !contentType) return null;
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidUploadKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** Every file under the folder, at any depth: chat files sit one level down (`chat/{roomId}/…`). */
  async *list(folder: string): AsyncIterable<ListedUpload> {
    // A folder is one segment of a key (the key pattern's rules), so it stays inside the root.
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(folder)) throw new Error(`not an upload folder: ${folder}`);
    yield* this.listUnder(folder);
  }

  private async *listUnder(prefix: string): AsyncIterable<ListedUpload> {
    let directory;
    try {
      directory = await opendir(path.join(this.root, prefix));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for await (const entry of directory) {
      const key = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        // Only directories a key could name (lower-case segments); anything else is not ours.
        if (/^[a-z0-9][a-z0-9_-]*$/.test(entry.name)) yield* this.listUnder(key);
        continue;
      }
      // Half-written files (`.partial`) and anything we did not name are not uploads.
      if (!entry.isFile() || !isValidUploadKey(key) || !contentTypeOfKey(key)) continue;
      const stored = await stat(this.pathOf(key)).catch(() => undefined);
      if (stored) yield { key, storedAt: stored.mtime };
    }
  }

  private pathOf(key: string): string {
    // The key pattern already forbids `..` and absolute paths; resolve and compare once more anyway.
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`outside the upload directory: ${key}`);
    return resolved;
  }
}

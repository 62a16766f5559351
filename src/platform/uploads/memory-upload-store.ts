import { assertStorable, type StoredUpload, type UploadStore } from "./upload-store";

/** Files in a Map: the integration tests' store, which they can also inspect (`keys()`). */
export class MemoryUploadStore implements UploadStore {
  private readonly files = new Map<string, StoredUpload>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorable(key, contentType);
    this.files.set(key, { bytes: Uint8Array.from(bytes), contentType });
  }

  async get(key: string): Promise<StoredUpload | null> {
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  keys(): string[] {
    return [...this.files.keys()].sort();
  }
}

import { assertStorable, type ListedUpload, type StoredUpload, type UploadStore } from "./upload-store";

/** Files in a Map: the integration tests' store, which they can also inspect (`keys()`). */
export class MemoryUploadStore implements UploadStore {
  private readonly files = new Map<string, StoredUpload & { storedAt: Date }>();

  /** `now`: the tests' clock, so a sweep's age rule can be tested. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorable(key, contentType);
    this.files.set(key, { bytes: Uint8Array.from(bytes), contentType, storedAt: this.now() });
  }

  async get(key: string): Promise<StoredUpload | null> {
    const file = this.files.get(key);
    return file ? { bytes: file.bytes, contentType: file.contentType } : null;
  }

  async *list(folder: string): AsyncIterable<ListedUpload> {
    for (const [key, file] of this.files) if (key.startsWith(`${folder}/`)) yield { key, storedAt: file.storedAt };
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  keys(): string[] {
    return [...this.files.keys()].sort();
  }
}

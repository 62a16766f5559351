import type { GzipTemplate } from "./gzip-template";

/**
 * A short-lived shared cache of public pages as visitors see them (issue 19, decision 031).
 *
 * Every page answer carries two values of its own: the CSP nonce and the visitor's CSRF token. A
 * stored page is therefore kept as a template — the document cut at each occurrence of the two —
 * and every answer from it is the template filled with that answer's own nonce and token, so the
 * policy still holds and no visitor ever receives another's token.
 *
 * Entries live `ttlMs` at most; `invalidate()` drops them all at once (a write that changes what
 * visitors read). The store is bounded in entries and bytes, oldest use out first, because its
 * keys come from URLs anyone can make up.
 */

export type PageSlot = "nonce" | "csrfToken";

export type PageTemplate = {
  /** The document's text between the slots: `parts.length === slots.length + 1`. */
  parts: string[];
  slots: PageSlot[];
};

export type CachedPage = {
  template: PageTemplate;
  /** The same document's fixed parts compressed once (gzip-template.ts). */
  gzip: GzipTemplate;
  /** The answer's headers as Next wrote them, minus those that belong to one answer only. */
  headers: [string, string | string[]][];
  bytes: number;
  storedAt: number;
};

export type PublicPageCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
};

export const PUBLIC_PAGE_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

export class PublicPageCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** Insertion order is use order: a hit moves its entry to the end (the newest). */
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Bumped by invalidate(): a render that started before it must not be stored after it. */
  private generation = 0;

  constructor(options: PublicPageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PUBLIC_PAGE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (this.now() - page.storedAt >= this.ttlMs) {
      this.totalBytes -= page.bytes;
      return undefined;
    }
    this.entries.set(key, page);
    return page;
  }

  /** The generation a render starts in; pass it to set() so a render older than the last write is dropped. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, page: Omit<CachedPage, "storedAt">, startedInGeneration: number): void {
    if (startedInGeneration !== this.generation || page.bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    this.totalBytes += page.bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/** Cuts `document` at every occurrence of the given values (each at least 16 characters, so never a common word). */
export function toPageTemplate(document: string, values: Record<PageSlot, string>): PageTemplate {
  const names = (Object.keys(values) as PageSlot[]).filter((name) => values[name].length >= 16);
  const parts: string[] = [];
  const slots: PageSlot[] = [];
  let rest = 0;
  for (;;) {
    let next: { at: number; name: PageSlot } | undefined;
    for (const name of names) {
      const at = document.indexOf(values[name], rest);
      if (at !== -1 && (!next || at < next.at)) next = { at, name };
    }
    if (!next) break;
    parts.push(document.slice(rest, next.at));
    slots.push(next.name);
    rest = next.at + values[next.name].length;
  }
  parts.push(document.slice(rest));
  return { parts, slots };
}

/** The values for the template's slots, in order. */
export function slotValuesOf(template: PageTemplate, values: Record<PageSlot, string>): string[] {
  return template.slots.map((slot) => values[slot]);
}

export function fillPageTemplate(template: PageTemplate, values: Record<PageSlot, string>): string {
  const filled = slotValuesOf(template, values);
  let document = template.parts[0]!;
  for (let i = 0; i < filled.length; i++) document += filled[i]! + template.parts[i + 1]!;
  return document;
}

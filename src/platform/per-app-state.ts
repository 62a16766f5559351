/**
 * In-memory state that lives as long as one owner object: usually one set of app deps or its
 * database handle — in production the process's one (pages and the API share it,
 * src/platform/runtime.ts), in tests each test's own, so nothing cached leaks from one test into
 * the next — or a value read once per app (the catalog), for what is derived from it.
 *
 * Kept on globalThis under the state's name: the HTTP server and Next's bundled page code load
 * separate copies of every module (decision 001), and a module-level map would give the pages and
 * the API two caches of the same thing. Every in-process cache goes through here.
 */
const registry = ((globalThis as { kakehashiAppState?: Map<string, WeakMap<object, unknown>> }).kakehashiAppState ??= new Map());

export function perAppState<T, Owner extends object = object>(name: string, create: (owner: Owner) => T): (owner: Owner) => T {
  return (owner) => {
    let states = registry.get(name);
    if (!states) registry.set(name, (states = new WeakMap()));
    if (!states.has(owner)) states.set(owner, create(owner));
    return states.get(owner) as T;
  };
}

/**
 * Values read from somewhere slow (the database), by key, for keeping in per-app state: callers
 * share one read while it runs and its result afterwards; a failed read is forgotten, so the next
 * caller tries again; with `maxAgeMs`, a value that old is read again by the next caller.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { readAt: number; value: Promise<T> }>();

  constructor(private readonly maxAgeMs = Number.POSITIVE_INFINITY) {}

  read(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && now - cached.readAt < this.maxAgeMs) return cached.value;
    const value = load().catch((error: unknown) => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, { readAt: now, value });
    return value;
  }
}

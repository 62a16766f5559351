/**
 * In-memory state that lives as long as one set of app deps: in production the process's one
 * (pages and the API share it, src/platform/runtime.ts), in tests each test's own, so nothing cached
 * leaks from one test into the next.
 *
 * Kept on globalThis under the state's name: the HTTP server and Next's bundled page code load
 * separate copies of every module (decision 001), and a module-level map would give the pages and
 * the API two caches of the same thing.
 */
const registry = ((globalThis as { kakehashiAppState?: Map<string, WeakMap<object, unknown>> }).kakehashiAppState ??= new Map());

export function perAppState<T>(name: string, create: () => T): (deps: object) => T {
  return (deps) => {
    let states = registry.get(name);
    if (!states) registry.set(name, (states = new WeakMap()));
    if (!states.has(deps)) states.set(deps, create());
    return states.get(deps) as T;
  };
}

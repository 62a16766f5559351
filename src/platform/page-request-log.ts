import { AsyncLocalStorage } from "node:async_hooks";

import { noteRequestUser } from "./request-headers";

/**
 * Who asked for a page, for its one log line (ASVS 16.2.1). A page learns its reader deep inside
 * Next's render, where the Node request is out of reach; the HTTP server runs the page's handler
 * inside this store, and the page context notes the signed-in user on the request it holds.
 */
// On globalThis: the server (run by tsx) and the pages (bundled by Next) each load their own copy of
// this module, and both must use the one store, as with the runtime (runtime.ts).
const globalForPages = globalThis as unknown as { kakehashiPageRequests?: AsyncLocalStorage<object> };
const pageRequests = (globalForPages.kakehashiPageRequests ??= new AsyncLocalStorage<object>());

export function renderPageFor<T>(incoming: object, render: () => T): T {
  return pageRequests.run(incoming, render);
}

export function notePageReader(userId: number): void {
  noteRequestUser(pageRequests.getStore(), userId);
}

import { inject } from "vitest";

/**
 * The demo server of this test worker (tests/e2e/global-setup.ts starts one per worker): the files
 * that run at the same time each have their own, and a file's writes are seen only by the files
 * after it in the same worker.
 */
export function sharedServerUrl(): string {
  const urls = inject("baseUrls");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return urls[(worker - 1) % urls.length]!;
}

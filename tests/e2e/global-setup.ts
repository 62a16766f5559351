import type { TestProject } from "vitest/node";

// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { startAppServer } from "../support/app-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** One demo server per test worker (tests/support/shared-server.ts picks the worker's). */
    baseUrls: string[];
  }
}

/**
 * Builds the app when needed and starts the real server (the same process `npm start` runs) on a
 * fresh embedded database with demo data, on a free port — one per test worker, so the files that run
 * side by side never share a server's data, as files run one after another always could. Test files
 * that need a differently configured server start their own with startAppServer().
 */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startAppServer()));
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}

import type { TestProject } from "vitest/node";

// @ts-expect-error -- plain ESM helper shared with `npm start`
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { startAppServer } from "../support/app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app when needed and starts the real server (the same process `npm start` runs) on a
 * fresh embedded database with demo data, on a free port. Test files that need a differently
 * configured server start their own with startAppServer().
 */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const server = await startAppServer();
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}

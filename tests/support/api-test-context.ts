import { beforeAll, beforeEach } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import type { AppDeps } from "@/platform/context";

import { createTestApp, createTestClock, getTestDatabase, resetDatabase } from "./test-database";

export type ApiTestContext = {
  handle: DatabaseHandle;
  clock: ReturnType<typeof createTestClock>;
  app: ReturnType<typeof createTestApp>;
};

/**
 * The usual integration-test set-up: the worker's shared database, emptied before each test, and a
 * fresh API app on a hand-moved clock. Read the fields inside tests (they are set by the hooks).
 */
export function useApiTestContext(overrides: () => Partial<AppDeps> = () => ({})): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    context.handle = await getTestDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(context.handle);
    context.clock = createTestClock();
    context.app = createTestApp(context.handle, { now: context.clock.now, ...overrides() });
  });
  return context;
}

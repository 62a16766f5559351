import { beforeAll, beforeEach } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import type { AppDeps } from "@/platform/context";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import type { UploadStore } from "@/platform/uploads/upload-store";

import { createTestApp, createTestClock, getTestDatabase, resetDatabase } from "./test-database";

export type ApiTestContext = {
  handle: DatabaseHandle;
  clock: ReturnType<typeof createTestClock>;
  app: ReturnType<typeof createTestApp>;
  /** The app's upload store (a fresh MemoryUploadStore unless the overrides bring one): fixtures put files in it. */
  uploads: UploadStore;
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
    const deps = { uploads: new MemoryUploadStore(), ...overrides() };
    context.uploads = deps.uploads;
    context.app = createTestApp(context.handle, { now: context.clock.now, ...deps });
  });
  return context;
}

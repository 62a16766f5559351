import path from "node:path";

import { defineConfig } from "vitest/config";

const alias = {
  "@tests": path.resolve(import.meta.dirname, "tests"),
  "@": path.resolve(import.meta.dirname, "src"),
};
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // Unit, integration and property files share one pool of two workers, first; the browser files follow.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"],
          environment: "node",
          // The files of a worker share its modules and its one migrated database (tests/support/test-database.ts):
          // a fresh process per file spent ~10 s opening PGlite and importing before its first test.
          isolate: false,
          setupFiles: ["tests/support/per-file-setup.ts"],
          // Vitest's default leaves one of two cores idle (cores − 1); the files wait on their database as much as they compute.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { LOG_LEVEL: "silent" },
        },
      },
      {
        resolve: { alias },
        test: {
          // Issue 19: 10,000 generated payloads per family of write routes (tests/property/support/).
          name: "property",
          include: ["tests/property/**/*.prop.test.ts"],
          environment: "node",
          // The files of a worker share one migrated in-memory PGlite (tests/property/support/property-world.ts):
          // opening one costs ~10 s. Two workers, one per core: the families are CPU-bound.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          env: { LOG_LEVEL: "silent" },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          // After the other projects (their group is 0): a browser journey beside a CPU-bound test file times out.
          sequence: { groupOrder: 1 },
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Deadlines, not budgets: two journeys share two cores with their servers and browsers.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll waits on the state a test asserts; 1 s (the default) is a time budget that a
          // search or a navigation overruns on a busy 2-core machine. This is only the deadline.
          expect: { poll: { timeout: 15_000 } },
          // A failed URL or text comparison shows both values whole (chai cuts them at 40 characters).
          chaiConfig: { truncateThreshold: 1_000 },
          // Two files at a time, each worker with its own demo server (tests/e2e/global-setup.ts): a
          // browser journey mostly waits — for a render, a hydration, a poll — so one file alone left
          // the two cores two-thirds idle. E2E_WORKERS=1 runs them one by one.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});

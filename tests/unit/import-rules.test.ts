import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The floors (eslint.config.mjs) as a repository rule: a file planted on one floor imports another,
 * and the repository's own ESLint config must refuse or accept it. Nothing is written to disk — the
 * planted files exist only as `lintText` paths — but the imports resolve to the real modules.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BOUNDARY_RULE = "boundaries/dependencies";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === BOUNDARY_RULE });
});

/** The boundary messages for `source` linted as if it were the file at `plantedPath`. */
async function boundaryMessages(plantedPath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, plantedPath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("floors: each floor imports only the floors below it", () => {
  it.each([
    ["src/lib/planted.ts", `import { AppError } from "@/platform/errors";`],
    ["src/platform/planted.ts", `import { getCurrentUser } from "@/features/users/me.service";`],
    ["src/ui/planted.tsx", `import { openDatabase } from "@/db/client";`],
    ["src/features/news/planted.ts", `import { TopBar } from "@/shell/header/top-bar";`],
    ["src/shell/planted.tsx", `import RootLayout from "@/app/layout";`],
    ["src/app/planted.tsx", `import { createApiApp } from "@/server/api-app";`],
    ["src/lib/planted.ts", `export { AppError } from "@/platform/errors";`],
    ["src/lib/planted.ts", `const errors = await import("@/platform/errors");`],
  ])("%s may not import `%s`", async (plantedPath, source) => {
    const messages = await boundaryMessages(plantedPath, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^boundaries\/dependencies: There is no policy allowing dependencies/);
  });

  it.each([
    ["src/platform/planted.ts", `import { AppError } from "@/platform/errors";`],
    ["src/db/planted.ts", `import { getLogger } from "@/lib/logger";`],
    ["src/app/planted.tsx", `import { SiteFooter } from "@/shell/site-footer";`],
    ["src/server/planted.ts", `import { createApiApp } from "@/server/api-app";`],
    ["tests/support/planted.ts", `import { createApiApp } from "@/server/api-app";`],
  ])("%s may import `%s`", async (plantedPath, source) => {
    expect(await boundaryMessages(plantedPath, source)).toEqual([]);
  });

  it("src/lib may not import a test helper either (a colocated test may)", async () => {
    const source = `import { getTestDatabase } from "@tests/support/test-database";`;
    expect(await boundaryMessages("src/lib/planted.ts", source)).toHaveLength(1);
    expect(await boundaryMessages("src/lib/planted.test.ts", source)).toEqual([]);
  });
});

describe("floors: a feature reaches another feature only through its service, schemas and components", () => {
  it("refuses another feature's internal file", async () => {
    const messages = await boundaryMessages("src/features/news/planted.ts", `import { findProjectPage } from "@/features/projects/search/search-projects.queries";`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('feature="projects"');
  });

  it("refuses a type-only import of another feature's internal file too", async () => {
    const source = `import type { AnnouncementViewer } from "@/features/announcements/announcement-visibility";`;
    expect(await boundaryMessages("src/features/news/planted.ts", source)).toHaveLength(1);
  });

  it.each([
    `import { getCurrentUser } from "@/features/users/me.service";`,
    `import type { CurrentUser } from "@/features/users/me.service";`,
    `import { AnnouncementsQuerySchema } from "@/features/announcements/announcements.schemas";`,
    `import { LikeButton } from "@/features/projects/components/like-button";`,
    `import { RankBadge } from "@/features/projects/ranking/components/rank-badge";`,
  ])("accepts `%s`", async (source) => {
    expect(await boundaryMessages("src/features/news/planted.ts", source)).toEqual([]);
  });

  it("accepts any file of its own feature", async () => {
    const source = `import { findProjectPage } from "@/features/projects/search/search-projects.queries";`;
    expect(await boundaryMessages("src/features/projects/planted.ts", source)).toEqual([]);
  });
});

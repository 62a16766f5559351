import { Writable } from "node:stream";

import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { insertProject, insertUser } from "@/db/seed/factories";
import { createLogger } from "@/lib/logger";
import { DatabaseHealth, isStorageFullError } from "@/platform/database-health";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { logInAs } from "@tests/support/sessions";
import { createTestApp, createTestClock, getTestDatabase } from "@tests/support/test-database";

/**
 * Issue 19, "the disk under DATA_DIR full": PostgreSQL (and PGlite, measured by `npm run bench:disk-full`
 * on a real full file system) refuses a write that needs a new page with SQLSTATE 53100 disk_full. Here a
 * trigger raises exactly that error on one table, so the app meets it as it would on a full disk.
 */
const logLines: string[] = [];
const logger = createLogger("info", new Writable({ write: (chunk, _, done) => void (logLines.push(String(chunk)), done()) }));
let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
const clock = createTestClock();

beforeAll(async () => {
  handle = await getTestDatabase();
  app = createTestApp(handle, { logger, databaseHealth: new DatabaseHealth(handle.ping, logger), now: () => clock.now() });
});

async function whileLikesCannotBeWritten(run: () => Promise<void>) {
  await handle.db.execute(sql`create function storage_full_test() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`);
  await handle.db.execute(sql`create trigger storage_full_test before insert on project_likes for each row execute function storage_full_test()`);
  try {
    await run();
  } finally {
    await handle.db.execute(sql`drop trigger storage_full_test on project_likes`);
    await handle.db.execute(sql`drop function storage_full_test()`);
  }
}

describe("issue 19: a full disk", () => {
  it("recognises disk_full and ENOSPC anywhere in an error's causes, and nothing else", () => {
    expect(isStorageFullError(Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("x"), { code: "53100" }) }))).toBe(true);
    expect(isStorageFullError(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
    expect(isStorageFullError(Object.assign(new Error("unique"), { code: "23505" }))).toBe(false);
    expect(isStorageFullError(new Error("No space left on device"))).toBe(false);
  });

  it("refuses a write with 503, Retry-After and a Japanese reason, writes nothing, serves reads, logs once, and writes again once space is back", async () => {
    const project = await insertProject(handle.db, { likeCount: 0 });
    const pro = await insertUser(handle.db, { isPro: true });
    const client = new BrowserLikeClient(app);
    await logInAs(handle, client, pro.id, clock.now());
    const path = `/api/v2/projects/${project.id}/project_like`;

    await whileLikesCannotBeWritten(async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await client.request("POST", path);
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("60");
        expect(await json(answer)).toEqual({
          error: {
            code: "service_unavailable",
            message:
              "ただいまサーバーの保存領域が不足しているため、内容を保存できませんでした。保存されていない内容は反映されていません。しばらくしてからもう一度お試しください。",
          },
        });
      }
      const read = await client.request("GET", `/api/v2/top/projects/${project.id}`);
      expect(read.status).toBe(200);
      expect((await json<{ likeCount: number; isLiked: boolean }>(read)).isLiked).toBe(false);
    });
    expect(logLines.filter((line) => line.includes("storage full"))).toHaveLength(1);
    expect(logLines.filter((line) => line.includes("unhandled error"))).toHaveLength(0);

    const again = await client.request("POST", path);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ isLiked: true, likeCount: 1 });
  });
});

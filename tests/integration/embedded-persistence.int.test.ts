import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { users } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("embedded database (PGlite under DATA_DIR)", () => {
  it("keeps every row across a stop and a start, and migrating again changes nothing", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-persist-"));
    dirs.push(dataDir);
    const first = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(first);
    const user = await insertUser(first.db, { email: "persist@example.test", lastName: "永続" });
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(second);
    const [row] = await second.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe("persist@example.test");
    expect(row?.lastName).toBe("永続");
    await second.close();
  });
});

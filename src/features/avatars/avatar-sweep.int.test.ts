import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { LocalUploadStore } from "@/platform/uploads/local-upload-store";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { useApiTestContext } from "@tests/support/api-test-context";

import { SWEEP_GRACE_MS, sweepOrphanAvatars } from "./avatar-sweep.job";

const context = useApiTestContext();
const HASH_A = "0a1b2c3d4e5f6a7b";
const HASH_B = "1111222233334444";
const bytes = new Uint8Array([1, 2, 3]);

describe("issue 13: avatar files nobody points at are deleted (decision 021)", () => {
  it("keeps each user's current two files and young files; deletes an erased account's, a replaced one's and a crashed upload's", async () => {
    const { db } = context.handle;
    const clock = context.clock;
    const uploads = new MemoryUploadStore(clock.now);
    const current = await insertUser(db, { isPro: true, profileImageUrl: null });
    await db
      .update(users)
      .set({ profileImageUrl: `/uploads/avatars/${current.id}-${HASH_A}-400.webp` })
      .where(eq(users.id, current.id));
    const erased = await insertUser(db, { isPro: true, profileImageUrl: null });
    for (const key of [
      `avatars/${current.id}-${HASH_A}-400.webp`,
      `avatars/${current.id}-${HASH_A}-96.webp`,
      `avatars/${current.id}-${HASH_B}-400.webp`,
      `avatars/${erased.id}-${HASH_A}-400.webp`,
      `avatars/${erased.id}-${HASH_A}-96.webp`,
    ]) {
      await uploads.put(key, bytes, "image/webp");
    }
    clock.advance(SWEEP_GRACE_MS);
    // Written a moment ago: perhaps an upload between its files and its commit.
    await uploads.put(`avatars/${erased.id}-${HASH_B}-400.webp`, bytes, "image/webp");

    expect(await sweepOrphanAvatars(db, uploads, clock.now())).toBe(3);
    expect(uploads.keys()).toEqual(
      [`avatars/${current.id}-${HASH_A}-400.webp`, `avatars/${current.id}-${HASH_A}-96.webp`, `avatars/${erased.id}-${HASH_B}-400.webp`].sort(),
    );
  });

  it("the local store lists what it holds under DATA_DIR/uploads, with the files' times, and skips half-written ones", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "kk-uploads-"));
    try {
      const store = new LocalUploadStore(root);
      const old = await insertUser(context.handle.db, { isPro: true, profileImageUrl: null });
      await store.put(`avatars/${old.id}-${HASH_A}-400.webp`, bytes, "image/webp");
      await writeFile(path.join(root, "avatars", `${old.id}-${HASH_A}-400.webp.abc.partial`), bytes);
      const anHourAgo = new Date(Date.now() - 2 * SWEEP_GRACE_MS);
      await utimes(path.join(root, "avatars", `${old.id}-${HASH_A}-400.webp`), anHourAgo, anHourAgo);
      const listed = [];
      for await (const file of store.list("avatars")) listed.push(file.key);
      expect(listed).toEqual([`avatars/${old.id}-${HASH_A}-400.webp`]);
      expect(await sweepOrphanAvatars(context.handle.db, store, new Date())).toBe(1);
      expect(await store.get(`avatars/${old.id}-${HASH_A}-400.webp`)).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

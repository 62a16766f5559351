import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { corporations, users } from "@/db/schema";
import { insertCorporation, insertUser } from "@/db/seed/factories";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { inTransaction } from "./transaction";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

/** Stands for another domain's service: it writes with whatever database handle it is given. */
async function renameCorporation(db: DatabaseHandle["db"], id: number, name: string) {
  await db.update(corporations).set({ name }).where(eq(corporations.id, id));
}

const nameOf = async (id: number) => (await handle.db.select({ name: corporations.name }).from(corporations).where(eq(corporations.id, id)))[0]?.name;

describe("inTransaction (decision 012)", () => {
  it("a service called with the transaction commits with the caller's own writes", async () => {
    const corporation = await insertCorporation(handle.db, { name: "前の社名" });
    const user = await insertUser(handle.db);
    await inTransaction(handle.db, async (tx) => {
      await tx.update(users).set({ currentCorporationId: corporation.id }).where(eq(users.id, user.id));
      await renameCorporation(tx, corporation.id, "新しい社名");
    });
    expect(await nameOf(corporation.id)).toBe("新しい社名");
  });

  it("when the caller fails afterwards, the other domain's write is undone with its own", async () => {
    const corporation = await insertCorporation(handle.db, { name: "前の社名" });
    await expect(
      inTransaction(handle.db, async (tx) => {
        await renameCorporation(tx, corporation.id, "新しい社名");
        throw new Error("the caller's next step failed");
      }),
    ).rejects.toThrow("the caller's next step failed");
    expect(await nameOf(corporation.id)).toBe("前の社名");
  });

  it("a nested inTransaction is a savepoint: caught, only its part is undone", async () => {
    const corporation = await insertCorporation(handle.db, { name: "前の社名" });
    const other = await insertCorporation(handle.db, { name: "別の会社" });
    await inTransaction(handle.db, async (tx) => {
      await renameCorporation(tx, corporation.id, "新しい社名");
      await inTransaction(tx, async (inner) => {
        await renameCorporation(inner, other.id, "変更されない");
        throw new Error("inner step failed");
      }).catch(() => undefined);
    });
    expect(await nameOf(corporation.id)).toBe("新しい社名");
    expect(await nameOf(other.id)).toBe("別の会社");
  });
});

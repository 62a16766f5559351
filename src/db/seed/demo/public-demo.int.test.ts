import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DEMO_PASSWORD } from "@/config/demo-accounts";
import { verifyPassword } from "@/lib/password-hash";

import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import type { DatabaseHandle } from "../../client";
import { sessions } from "../../schema/platform";
import { users } from "../../schema/users";
import { insertUser } from "../factories";
import { lockPublishedOperatorPasswords } from "./public-demo";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
});

const passwordHashOf = async (id: number) => (await handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

async function openSessionFor(userId: number) {
  const now = new Date();
  await handle.db.insert(sessions).values({ idHash: `session-of-${userId}`, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
}

describe("decision 005: a demo at a public origin has no operator anyone can enter (ASVS 6.3.2)", () => {
  it("the operator's published password stops working and their sessions end; pros keep theirs; a second start changes nothing", async () => {
    const operator = await insertUser(handle.db, { password: DEMO_PASSWORD, isAdmin: true });
    const ownOperator = await insertUser(handle.db, { password: "an-operators-own-passphrase", isAdmin: true });
    const pro = await insertUser(handle.db, { password: DEMO_PASSWORD });
    await openSessionFor(operator.id);
    await openSessionFor(pro.id);

    expect(await lockPublishedOperatorPasswords(handle.db)).toBe(1);

    expect(await verifyPassword(await passwordHashOf(operator.id), DEMO_PASSWORD)).toBe(false);
    expect(await verifyPassword(await passwordHashOf(ownOperator.id), "an-operators-own-passphrase")).toBe(true);
    expect(await verifyPassword(await passwordHashOf(pro.id), DEMO_PASSWORD)).toBe(true);
    const left = await handle.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((s) => s.userId)).toEqual([pro.id]);

    const lockedHash = await passwordHashOf(operator.id);
    expect(await lockPublishedOperatorPasswords(handle.db)).toBe(0);
    expect(await passwordHashOf(operator.id)).toBe(lockedHash);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { corporationMemberships, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { SESSION_ABSOLUTE_TIMEOUT_MS } from "../sessions/session.policy";
import { createSession } from "../sessions/session.queries";
import { resolveActor } from "./resolve-actor";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

const NOW = new Date("2026-11-01T09:00:00+09:00");
const signIn = async (userId: number) => (await createSession(handle.db, { userId, now: NOW })).rawId;
const resolveFor = async (userId: number) => (await resolveActor(handle.db, await signIn(userId), NOW)).actor;

describe("resolveActor: one actor per request (issue 10)", () => {
  it("a visitor, an unknown or malformed cookie: no session, no actor", async () => {
    for (const cookie of [undefined, "", "not-a-token", "A".repeat(43)]) {
      expect(await resolveActor(handle.db, cookie, NOW)).toEqual({ session: null, actor: null });
    }
  });

  it("an orderer carries the current corporation with their role in it", async () => {
    const corporation = await insertCorporation(handle.db);
    const user = await insertUser(handle.db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id });
    await insertMembership(handle.db, { userId: user.id, corporationId: corporation.id, role: "admin" });
    const { session, actor } = await resolveActor(handle.db, await signIn(user.id), NOW);
    expect(session?.userId).toBe(user.id);
    expect(actor).toEqual({
      userId: user.id,
      isPro: false,
      isOrderer: true,
      isAdmin: false,
      plan: "standard",
      isEmailVerified: true,
      corporation: { corporationId: corporation.id, role: "admin" },
    });
  });

  it("the plan is the current corporation's: switching to a free corporation brings the free plan's rules (decision 030)", async () => {
    const paid = await insertCorporation(handle.db, { plan: "premium" });
    const free = await insertCorporation(handle.db);
    const user = await insertUser(handle.db, { isOrderer: true, currentCorporationId: paid.id });
    await insertMembership(handle.db, { userId: user.id, corporationId: paid.id });
    await insertMembership(handle.db, { userId: user.id, corporationId: free.id });
    const rawId = await signIn(user.id);
    expect((await resolveActor(handle.db, rawId, NOW)).actor?.plan).toBe("premium");
    await handle.db.update(users).set({ currentCorporationId: free.id }).where(eq(users.id, user.id));
    expect((await resolveActor(handle.db, rawId, NOW)).actor?.plan).toBe("free");
  });

  it("a suspended account (利用停止) is a visitor, like a deactivated one (issue 18)", async () => {
    const user = await insertUser(handle.db, { isPro: true });
    const rawId = await signIn(user.id);
    expect((await resolveActor(handle.db, rawId, NOW)).actor?.userId).toBe(user.id);
    await handle.db.update(users).set({ suspendedAt: NOW }).where(eq(users.id, user.id));
    expect(await resolveActor(handle.db, rawId, NOW)).toEqual({ session: null, actor: null });
  });

  it("an unverified account is still an actor, marked unverified; a deactivated (退会) one is a visitor", async () => {
    const unverified = await insertUser(handle.db, { isPro: true, emailVerifiedAt: null });
    expect((await resolveFor(unverified.id))?.isEmailVerified).toBe(false);
    const deactivated = await insertUser(handle.db, { isPro: true, deactivatedAt: new Date() });
    expect(await resolveFor(deactivated.id)).toBeNull();
  });

  it("a current corporation whose membership was removed is no corporation at all", async () => {
    const corporation = await insertCorporation(handle.db);
    const user = await insertUser(handle.db, { isOrderer: true, currentCorporationId: corporation.id });
    await insertMembership(handle.db, { userId: user.id, corporationId: corporation.id });
    const cookie = await signIn(user.id);
    await handle.db.delete(corporationMemberships).where(eq(corporationMemberships.userId, user.id));
    expect((await resolveActor(handle.db, cookie, NOW)).actor?.corporation).toBeNull();
  });

  it("a pro has no corporation even when a stale current corporation id is stored", async () => {
    const corporation = await insertCorporation(handle.db);
    const pro = await insertUser(handle.db, { isPro: true, currentCorporationId: corporation.id });
    await insertMembership(handle.db, { userId: pro.id, corporationId: corporation.id });
    expect((await resolveActor(handle.db, await signIn(pro.id), NOW)).actor).toMatchObject({ isPro: true, corporation: null });
  });

  it("an expired session, or one whose user is gone, is a visitor", async () => {
    const user = await insertUser(handle.db, { isPro: true });
    const cookie = await signIn(user.id);
    const later = new Date(NOW.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS + 1);
    expect(await resolveActor(handle.db, cookie, later)).toEqual({ session: null, actor: null });
    const other = await insertUser(handle.db, { isPro: true });
    const otherCookie = await signIn(other.id);
    await handle.db.delete(users).where(eq(users.id, other.id));
    expect(await resolveActor(handle.db, otherCookie, NOW)).toEqual({ session: null, actor: null });
  });
});

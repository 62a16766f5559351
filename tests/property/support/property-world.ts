import { eq } from "drizzle-orm";

import { openDatabase, type DatabaseHandle } from "@/db/client";
import { users } from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { seedReferenceData } from "@/db/seed/reference";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { BrowserLikeClient } from "@tests/support/api-client";
import type { ApiTestContext } from "@tests/support/api-test-context";
import { createAuthorizationWorld, type AuthorizationWorld, type MatchingRole, type Role } from "@tests/support/authorization-roles";
import { logInAs } from "@tests/support/sessions";
import { createTestApp, createTestClock, resetDatabase } from "@tests/support/test-database";

import { installWriteLedger, watchWrites } from "./write-ledger";

export type AnyRole = Role | MatchingRole;

/**
 * The property tests' own database: in-memory PGlite, migrated, with reference data and the write
 * ledger's triggers. Always PGlite, even when TEST_DATABASE_URL is set: the ledger relies on PGlite's
 * single session, and its triggers must never reach a database the integration tests share. The
 * property project runs its files without isolation, so the files of one worker share this handle.
 */
let shared: Promise<PropertyDatabase> | undefined;

export type PropertyDatabase = { handle: DatabaseHandle; writeCommits: () => number };

export function getPropertyDatabase(): Promise<PropertyDatabase> {
  shared ??= (async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await installWriteLedger(handle);
    return { handle, writeCommits: await watchWrites(handle) };
  })();
  return shared;
}

/** The authorization table's world (every role, a row of everything) with a browser-like client per role. */
export type PropertyWorld = {
  context: ApiTestContext;
  world: AuthorizationWorld;
  /** The role's client; `isNew` when it was logged in just now (a session row the runner wrote). */
  clientOf(role: AnyRole): Promise<{ client: BrowserLikeClient; isNew: boolean }>;
  /** Forgets a role's client: the next request gets a fresh session (or a fresh visitor). */
  dropClient(role: AnyRole): void;
  /**
   * Brings a role's account back after an accepted 退会 or suspension, so that the rest of the batch
   * still speaks for that role (a new world costs ~0.5 s; 退会 is accepted every few dozen payloads).
   */
  revive(role: AnyRole): Promise<void>;
};

/**
 * Empties the database and builds the world anew. Answers are not checked against the contract here:
 * the integration suite does that for valid requests, and these requests are not meant to be valid.
 */
export async function freshWorld(handle: DatabaseHandle): Promise<PropertyWorld> {
  await resetDatabase(handle);
  const clock = createTestClock();
  const uploads = new MemoryUploadStore();
  const context: ApiTestContext = { handle, clock, uploads, app: createTestApp(handle, { now: clock.now, uploads }) };
  const world = await createAuthorizationWorld(context);
  const clients = new Map<AnyRole, BrowserLikeClient>();
  return {
    context,
    world,
    async clientOf(role) {
      const existing = clients.get(role);
      if (existing) return { client: existing, isNew: false };
      const client = new BrowserLikeClient(context.app, "203.0.113.50", { checkContract: false });
      if (role === "visitor") await client.fetchCsrfToken();
      else await logInAs(handle, client, world.users[role].id, clock.now());
      clients.set(role, client);
      return { client, isNew: true };
    },
    dropClient: (role) => void clients.delete(role),
    async revive(role) {
      clients.delete(role);
      if (role !== "visitor") await handle.db.update(users).set({ deactivatedAt: null, suspendedAt: null }).where(eq(users.id, world.users[role].id));
    },
  };
}

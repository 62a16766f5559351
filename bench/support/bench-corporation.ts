import { openDatabase, type Database } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";
import { insertCorporation, insertMembership, insertProject, insertUser } from "../../src/db/seed/factories";
import { seedReferenceData } from "../../src/db/seed/reference";

/** A migrated database with the reference lists: DATABASE_URL's (a scratch one) when set, else PGlite in memory. */
export async function openBenchDatabase() {
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return { handle, label: url ? "PostgreSQL server" : "PGlite (memory)" };
}

/**
 * The orderer-side benches' world: the measured corporation with its owner on a paid plan, another
 * corporation beside it, and one generated open project of the first to copy from.
 */
export async function insertBenchCorporations(db: Database, now: Date) {
  const corporation = await insertCorporation(db, { name: "株式会社ベンチ" });
  const other = await insertCorporation(db, { name: "株式会社ほか" });
  const owner = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id });
  await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
  const template = await insertProject(db, { corporationId: corporation.id, status: "open", referenceDate: now });
  return { corporation, other, owner, template };
}

import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Database } from "../../client";
import { inTransaction } from "../../transaction";
import {
  availableTimes,
  budgetBands,
  contractTypes,
  featureTags,
  prefectures,
  professions,
  regions,
  remoteTypes,
  searchAliases,
  skills,
  specialProjectPages,
} from "../../schema";
import { AVAILABLE_TIMES, BUDGET_BANDS, CONTRACT_TYPES, REMOTE_TYPES } from "./conditions";
import { PREFECTURES, REGIONS } from "./locations";
import { PROFESSIONS } from "./professions";
import { SEARCH_ALIASES } from "./search-aliases";
import { SKILLS } from "./skills";
import { FEATURE_TAGS, SPECIAL_PROJECT_PAGES } from "./tags";

export * from "./conditions";
export * from "./locations";
export * from "./professions";
export * from "./search-aliases";
export * from "./skills";
export * from "./tags";

type Row = Record<string, unknown> & { id: number };

/** INSERT … ON CONFLICT (id) DO UPDATE: re-running brings renamed labels up to date, never duplicates. */
async function upsertById(db: Database, table: PgTable, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set = Object.fromEntries(
    Object.keys(rows[0]!)
      .filter((key) => key !== "id")
      .map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]),
  );
  const idColumn = (table as unknown as { id: Parameters<typeof sql>[1] }).id;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: idColumn as never, set: set as never });
}

/** Loads every reference list with its stable ids; safe to run at every start-up. */
export async function seedReferenceData(db: Database): Promise<void> {
  await inTransaction(db, async (t) => {
    await upsertById(t, professions, PROFESSIONS);
    await upsertById(t, skills, SKILLS);
    await upsertById(t, remoteTypes, REMOTE_TYPES);
    await upsertById(t, budgetBands, BUDGET_BANDS);
    await upsertById(t, availableTimes, AVAILABLE_TIMES);
    // Regions first: prefectures reference them.
    await upsertById(t, regions, REGIONS);
    await upsertById(t, prefectures, PREFECTURES as readonly Row[]);
    await upsertById(t, contractTypes, CONTRACT_TYPES);
    await upsertById(t, featureTags, FEATURE_TAGS);
    await upsertById(t, specialProjectPages, SPECIAL_PROJECT_PAGES);
    // The dictionary's seed rows are added, never updated or removed: operators' rows live beside them.
    await t
      .insert(searchAliases)
      .values([...SEARCH_ALIASES])
      .onConflictDoNothing();
  });
}

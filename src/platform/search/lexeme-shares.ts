import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { WORD_LEXEMES_SINCE_VERSION } from "@/lib/search-document";
import type { SearchLexeme } from "@/lib/search-text";
import { perAppState, ReadCache } from "@/platform/per-app-state";

import type { FreeWordTarget } from "./free-word-target";

/**
 * How common each lexeme of a target's bigram column is: the share of rows (0–1) whose text holds
 * it, or 0 for a lexeme rarer than every listed one; and about how many rows there are (0 if unknown).
 */
export type LexemeShares = {
  rowCount: number;
  shareOf(lexeme: SearchLexeme): number;
  /** Whether every row's bigram column holds whole Latin words (`:go`); false while older rows wait for the reindex job. */
  hasWordLexemes: boolean;
};

/**
 * Builds the lookup from the statistics ANALYZE keeps on the bigram column: its most common
 * lexemes (up to 1,000 at the default statistics target, from a sample of 30,000 rows) with the
 * share of rows holding each. A lexeme missing from the list reads as 0: rarer than all of them, so
 * the GIN index is the way to find it (on the 1M rows of docs/decisions/007 the list reached down
 * to 5.9 %). A one-character prefix stands for every lexeme it starts: its share is at most the sum
 * of theirs (capped at 1), and the index would read all their posting lists. Without statistics
 * (a table never analysed) every lexeme reads as rare, which keeps every search on the GIN index.
 * The row count is the table's row estimate from the same ANALYZE (pg_class.reltuples).
 */
export function lexemeSharesFrom(lexemes: readonly string[], shares: readonly number[], rowCount: number, hasWordLexemes = true): LexemeShares {
  const listed = new Map<string, number>();
  lexemes.forEach((lexeme, i) => listed.set(lexeme, shares[i] ?? 0));
  return {
    rowCount: Math.max(0, rowCount),
    hasWordLexemes,
    shareOf({ text, isPrefix }) {
      if (!isPrefix) return listed.get(text) ?? 0;
      let sum = 0;
      for (const [lexeme, share] of listed) if (lexeme.startsWith(text)) sum += share;
      return Math.min(1, sum);
    },
  };
}

/** A name from code as an SQL string literal (the statistics views are searched by name). */
const nameLiteral = (name: string) => sql.raw(`'${name.replaceAll("'", "''")}'`);

/** Reads the target's statistics now (getLexemeShares caches them). */
export async function readLexemeShares(db: Database, target: FreeWordTarget): Promise<LexemeShares> {
  const table = nameLiteral(target.table);
  // The version column's index answers at once whether a row still waits for its word lexemes.
  const waiting = target.versionColumn
    ? sql`exists (select 1 from ${sql.raw(target.table)} where ${sql.raw(target.versionColumn)} < ${WORD_LEXEMES_SINCE_VERSION})`
    : sql`false`;
  const [row] = await selectRows<{ lexemes: string[] | null; shares: (number | string)[] | null; row_count: number | string | null; waiting: boolean }>(
    db,
    sql`
    select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs::float8[] as shares,
      (select c.reltuples::float8 from pg_class c where c.oid = to_regclass(${table})) as row_count,
      ${waiting} as waiting
    from (select 1) one
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = ${table} and s.attname = ${nameLiteral(target.bigramColumn)}`,
  );
  return lexemeSharesFrom(row?.lexemes ?? [], (row?.shares ?? []).map(Number), Number(row?.row_count ?? 0), row?.waiting !== true);
}

/** Statistics move only when the table is analysed again (autovacuum does so as rows change). */
const REFRESH_MS = 10 * 60_000;
const lexemeSharesOf = perAppState("lexemeShares", () => new ReadCache<LexemeShares>(REFRESH_MS));

/** The lexeme shares of this target's column, read at most every ten minutes per app and target. */
export function getLexemeShares(db: Database, target: FreeWordTarget, now = Date.now()): Promise<LexemeShares> {
  return lexemeSharesOf(db).read(`${target.table}.${target.bigramColumn}`, () => readLexemeShares(db, target), now);
}

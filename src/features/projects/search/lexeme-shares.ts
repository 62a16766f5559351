import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { SearchLexeme } from "@/lib/search-text";

/**
 * How common each search_bigrams lexeme is: the share of projects (0–1) whose text holds it, or 0
 * for a lexeme rarer than every listed one; and about how many projects there are (0 if unknown).
 */
export type LexemeShares = { projectCount: number; shareOf(lexeme: SearchLexeme): number };

/**
 * Builds the lookup from the statistics ANALYZE keeps on projects.search_bigrams: its most common
 * lexemes (up to 1,000 at the default statistics target, from a sample of 30,000 rows) with the
 * share of rows holding each. A lexeme missing from the list reads as 0: rarer than all of them, so
 * the GIN index is the way to find it (on 1M demo projects the list reaches down to 5.9 %). A
 * one-character prefix stands for every lexeme it starts: its share is at most the sum of theirs
 * (capped at 1), and the index would read all their posting lists. Without statistics
 * (a table never analysed) every lexeme reads as rare, which keeps every search on the GIN index.
 * The project count is the table's row estimate from the same ANALYZE (pg_class.reltuples).
 */
export function lexemeSharesFrom(lexemes: readonly string[], shares: readonly number[], projectCount: number): LexemeShares {
  const listed = new Map<string, number>();
  lexemes.forEach((lexeme, i) => listed.set(lexeme, shares[i] ?? 0));
  return {
    projectCount: Math.max(0, projectCount),
    shareOf({ text, isPrefix }) {
      if (!isPrefix) return listed.get(text) ?? 0;
      let sum = 0;
      for (const [lexeme, share] of listed) if (lexeme.startsWith(text)) sum += share;
      return Math.min(1, sum);
    },
  };
}

/** Reads the statistics now (getLexemeShares caches them). */
export async function readLexemeShares(db: Database): Promise<LexemeShares> {
  const [row] = await selectRows<{ lexemes: string[] | null; shares: (number | string)[] | null; projects: number | string | null }>(db, sql`
    select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs::float8[] as shares,
      (select c.reltuples::float8 from pg_class c where c.oid = to_regclass('projects')) as projects
    from (select 1) one
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'projects' and s.attname = 'search_bigrams'`);
  return lexemeSharesFrom(row?.lexemes ?? [], (row?.shares ?? []).map(Number), Number(row?.projects ?? 0));
}

/** Statistics move only when the table is analysed again (autovacuum does so as projects change). */
const REFRESH_MS = 10 * 60_000;
const cache = new WeakMap<object, { readAt: number; shares: Promise<LexemeShares> }>();

/** The lexeme shares for this database, read at most every ten minutes per process. */
export function getLexemeShares(db: Database, now = Date.now()): Promise<LexemeShares> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt < REFRESH_MS) return cached.shares;
  const shares = readLexemeShares(db).catch((error: unknown) => {
    cache.delete(db);
    throw error;
  });
  cache.set(db, { readAt: now, shares });
  return shares;
}

import { sql, type SQL } from "drizzle-orm";

import type { FreeWordPlan } from "./free-word-plan";
import type { FreeWordTarget } from "./free-word-target";

/** A column of the target under its alias (`p.search_text`), as written in the target. */
const column = (target: FreeWordTarget, name: string) => sql.raw(`${target.alias}.${name}`);

/**
 * The free word: a row matches when its normalised text contains every term. `strpos` decides
 * that exactly (it equals `like '%term%'` with the term escaped, at about half the cost per row:
 * docs/decisions/007-search-plan.md); the optional GIN query only narrows the rows to check.
 */
export function wordConditions(target: FreeWordTarget, terms: readonly string[], lexemeQuery?: string): SQL[] {
  const parts = lexemeQuery ? [sql`${column(target, target.bigramColumn)} @@ ${lexemeQuery}::tsquery`] : [];
  for (const term of terms) parts.push(sql`strpos(${column(target, target.textColumn)}, ${term}) > 0`);
  return parts;
}

/**
 * One search's conditions: the table searched, its filters as SQL on the target's alias (at least
 * one: `true` when there are none), and its planned free word, if any.
 */
export type MatchConditions = { target: FreeWordTarget; filters: readonly SQL[]; word: FreeWordPlan | undefined };

/** The WHERE clause: the filters, then the word's terms, with the given GIN query if any. */
export function whereClause({ target, filters }: MatchConditions, terms: readonly string[] = [], lexemeQuery?: string): SQL {
  return sql.join([...filters, ...wordConditions(target, terms, lexemeQuery)], sql` and `);
}

/** `table alias`, for a FROM clause. */
export function fromTarget(target: FreeWordTarget): SQL {
  return sql.raw(`${target.table} ${target.alias}`);
}

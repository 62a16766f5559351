import { sql, type SQL } from "drizzle-orm";

import { latinBoundaryPattern, type SearchTerm } from "@/lib/search-terms";

import type { FreeWordPlan } from "./free-word-plan";
import type { FreeWordTarget } from "./free-word-target";

/** A column of the target under its alias (`p.search_text`), as written in the target. */
const column = (target: FreeWordTarget, name: string) => sql.raw(`${target.alias}.${name}`);

/**
 * Whether `text` holds the spelling under decision 027's rule (latinBoundaryPattern). `strpos` decides a
 * substring exactly (it equals `like '%term%'` with the term escaped, at about half the cost per row:
 * docs/decisions/007-search-plan.md); a Latin-edged spelling is then checked at word boundaries by a
 * regular expression, only on the rows `strpos` kept (CASE fixes that order for the planner).
 */
function spellingCondition(text: SQL, spelling: string): SQL {
  const pattern = latinBoundaryPattern(spelling);
  if (pattern === undefined) return sql`strpos(${text}, ${spelling}) > 0`;
  return sql`(case when strpos(${text}, ${spelling}) > 0 then ${text} ~ ${pattern} else false end)`;
}

/** The text holds one of the term's spellings. */
function termCondition(text: SQL, term: SearchTerm): SQL {
  const parts = term.spellings.map((spelling) => spellingCondition(text, spelling));
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The free word: a row matches when its normalised text matches every term. The optional GIN query
 * only narrows the rows to check.
 */
export function wordConditions(target: FreeWordTarget, terms: readonly SearchTerm[], lexemeQuery?: string): SQL[] {
  const parts = lexemeQuery ? [sql`${column(target, target.bigramColumn)} @@ ${lexemeQuery}::tsquery`] : [];
  for (const term of terms) parts.push(termCondition(column(target, target.textColumn), term));
  return parts;
}

/**
 * おすすめ順's rank of a matching row (decision 027): how many terms match only outside the row's head
 * (a project's title and required skills, a pro's headline and skills), so 0 ranks first.
 */
export function headMissRank(target: FreeWordTarget, terms: readonly SearchTerm[]): SQL {
  const head = sql`left(${column(target, target.textColumn)}, ${column(target, target.headLengthColumn)})`;
  if (terms.length === 0) return sql`0`;
  return sql.join(
    terms.map((term) => sql`(case when ${termCondition(head, term)} then 0 else 1 end)`),
    sql` + `,
  );
}

/**
 * One search's conditions: the table searched, its filters as SQL on the target's alias (at least
 * one: `true` when there are none), and its planned free word, if any.
 */
export type MatchConditions = { target: FreeWordTarget; filters: readonly SQL[]; word: FreeWordPlan | undefined };

/** The WHERE clause: the filters, then the word's terms, with the given GIN query if any. */
export function whereClause({ target, filters }: MatchConditions, terms: readonly SearchTerm[] = [], lexemeQuery?: string): SQL {
  return sql.join([...filters, ...wordConditions(target, terms, lexemeQuery)], sql` and `);
}

/** `table alias`, for a FROM clause. */
export function fromTarget(target: FreeWordTarget): SQL {
  return sql.raw(`${target.table} ${target.alias}`);
}

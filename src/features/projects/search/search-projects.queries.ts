import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import type { FreeWordPlan } from "./free-word-plan";

/** The WHERE conditions of a search but the free word, already resolved to database ids. */
export type ProjectFilters = {
  professionIds: number[];
  skillIds: number[];
  tagIds: number[];
  specialPageIds: number[];
  remoteTypeIds: number[];
  availableTimeIds: number[];
  prefectureIds: number[];
  contractTypeIds: number[];
  /** 万円 per month; null = unbounded on that side. */
  budget: { minMan: number | null; maxMan: number | null } | null;
  excludeClosed: boolean;
};

export type SortOrder = "newest" | "budget" | "popular";

/** Counting stops here: past it the page says 「1,000件以上」 (an exact count over 100k rows costs seconds). */
export const COUNT_CAP = 1000;

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** The conditions of every filter but the free word. */
function filterConditions(filters: ProjectFilters): SQL[] {
  const parts: SQL[] = [sql`true`];
  if (filters.professionIds.length) parts.push(sql`p.profession_ids && ${intArray(filters.professionIds)}`);
  if (filters.skillIds.length) parts.push(sql`p.skill_ids && ${intArray(filters.skillIds)}`);
  if (filters.tagIds.length) parts.push(sql`p.tag_ids && ${intArray(filters.tagIds)}`);
  if (filters.specialPageIds.length) parts.push(sql`p.special_page_ids && ${intArray(filters.specialPageIds)}`);
  if (filters.remoteTypeIds.length) parts.push(sql`p.remote_type_id = any(${intArray(filters.remoteTypeIds)})`);
  if (filters.availableTimeIds.length) parts.push(sql`p.available_time_id = any(${intArray(filters.availableTimeIds)})`);
  if (filters.prefectureIds.length) parts.push(sql`p.prefecture_id = any(${intArray(filters.prefectureIds)})`);
  if (filters.contractTypeIds.length) parts.push(sql`p.contract_type_id = any(${intArray(filters.contractTypeIds)})`);
  if (filters.budget) {
    // The project's range overlaps the band. A project stating one bound (「60万円〜」) stands at that
    // figure, not at "any amount"; one stating neither (要相談) is in no band.
    const { minMan, maxMan } = filters.budget;
    if (minMan !== null) parts.push(sql`coalesce(p.max_budget_man, p.min_budget_man) >= ${minMan}`);
    if (maxMan !== null) parts.push(sql`coalesce(p.min_budget_man, p.max_budget_man) < ${maxMan}`);
  }
  if (filters.excludeClosed) parts.push(sql`p.status = 'open'`);
  return parts;
}

/**
 * The free word: a project matches when its normalised text contains every term. `strpos` decides
 * that exactly (it equals `like '%term%'` with the term escaped, at about half the cost per row:
 * docs/decisions/007-search-plan.md); the optional GIN query only narrows the rows to check.
 */
function wordConditions(terms: readonly string[], lexemeQuery?: string): SQL[] {
  const parts = lexemeQuery ? [sql`p.search_bigrams @@ ${lexemeQuery}::tsquery`] : [];
  for (const term of terms) parts.push(sql`strpos(p.search_text, ${term}) > 0`);
  return parts;
}

function whereClause(filters: ProjectFilters, terms: readonly string[] = [], lexemeQuery?: string): SQL {
  return sql.join([...filterConditions(filters), ...wordConditions(terms, lexemeQuery)], sql` and `);
}

/**
 * Planner settings for one statement's transaction (`set_config(…, true)` is `set local`), in one
 * round trip. JIT is off in each: a search runs in milliseconds, but the cost estimate of a forced
 * plan can pass jit_above_cost (measured: 272 ms compiling for a 20 ms index walk at 1M).
 */
type PlannerSettings = Record<string, string>;

/** Walk the sort's btree index, one process, no bitmap: see findProjectPage. */
const WALK_SORT_INDEX: PlannerSettings = { enable_bitmapscan: "off", enable_seqscan: "off", max_parallel_workers_per_gather: "0", jit: "off" };

/**
 * Gather a rare word's candidates through the GIN bitmap. With only its rare lexemes in the query the
 * planner's estimate rises, and it might otherwise scan the table or walk a sort index checking
 * every row's tsvector, which is stored out of line (two TOAST reads per row).
 */
const USE_GIN_BITMAP: PlannerSettings = { enable_seqscan: "off", enable_indexscan: "off", jit: "off" };

async function withPlannerSettings<T>(db: Database, settings: PlannerSettings, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const assignments = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await tx.execute(sql`select ${sql.join(assignments, sql`, `)}`);
    return run(tx as unknown as Database);
  });
}

/**
 * Each order is spelled exactly like its index (projects_open_first_*_idx), so the planner can walk
 * the index and stop after the page: 'open' sorts after 'closed', so status desc puts open first.
 */
const ORDER_BY: Record<SortOrder, SQL> = {
  newest: sql`p.status desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
  budget: sql`p.status desc nulls last, coalesce(p.max_budget_man, p.min_budget_man) desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
  popular: sql`p.status desc nulls last, p.like_count desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
};

/** The columns of a ProjectSearchRow (projects as p, corporations as c), for every list of projects. */
export const PROJECT_SUMMARY_COLUMNS = sql`
  p.id, p.title, p.corporation_id as "corporationId", c.name as "corporationName",
  p.min_budget_man as "minBudgetMan", p.max_budget_man as "maxBudgetMan",
  p.remote_type_id as "remoteTypeId", p.available_time_id as "availableTimeId", p.prefecture_id as "prefectureId",
  p.contract_type_id as "contractTypeId", p.profession_ids as "professionIds", p.skill_ids as "skillIds", p.tag_ids as "tagIds",
  p.status, p.published_at as "publishedAt", p.like_count as "likeCount"`;

/** Whether the viewer liked project p (false for visitors). */
export function isLikedBy(viewerId: number | null) {
  return viewerId === null ? sql`false` : sql`exists (select 1 from project_likes l where l.project_id = p.id and l.user_id = ${viewerId})`;
}

export type ProjectSearchRow = {
  id: number;
  title: string;
  corporationId: number;
  corporationName: string;
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  remoteTypeId: number;
  availableTimeId: number;
  prefectureId: number | null;
  contractTypeId: number;
  professionIds: number[];
  skillIds: number[];
  tagIds: number[];
  status: "open" | "closed";
  publishedAt: string;
  likeCount: number;
  isLiked: boolean;
};

/**
 * One page of matching projects, open ones first, with whether the viewer liked each.
 *
 * `walkSortIndex`: the caller knows there are over a thousand matches. Walking the sort's btree index
 * then reaches the page after a few dozen rows (a few thousand for a rare word), checking each row's
 * text with `strpos` alone; collecting every match through the GIN index and sorting them costs far
 * more (450 ms for 27k matches on 100k projects). The planner cannot know the match count — it
 * multiplies the selectivities of the conditions — so bitmap and sequential scans are switched off
 * (and parallel workers with them) for this one statement's transaction.
 *
 * Otherwise a rare word's few matches come from the GIN bitmap and are sorted.
 */
export async function findProjectPage(
  db: Database,
  filters: ProjectFilters,
  word: FreeWordPlan | undefined,
  options: { sort: SortOrder; limit: number; offset: number; viewerId: number | null; walkSortIndex: boolean },
): Promise<ProjectSearchRow[]> {
  const page = (where: SQL) => sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(options.viewerId)} as "isLiked"
    from projects p
    join corporations c on c.id = p.corporation_id
    where ${where}
    order by ${ORDER_BY[options.sort]}
    limit ${options.limit} offset ${options.offset}`;
  const terms = word?.terms ?? [];
  if (options.walkSortIndex) {
    // Parallel workers each run ahead through the index before the LIMIT stops them (measured: 32k
    // rows read for 20 matches at 1M); one process walking it reads only what the page needs.
    const query = page(whereClause(filters, terms));
    return withPlannerSettings(db, WALK_SORT_INDEX, (tx) => selectRows<ProjectSearchRow>(tx, query));
  }
  if (word?.rareLexemeQuery) {
    const query = page(whereClause(filters, terms, word.rareLexemeQuery));
    return withPlannerSettings(db, USE_GIN_BITMAP, (tx) => selectRows<ProjectSearchRow>(tx, query));
  }
  // No word, or a common word that selective filters narrowed to few matches: the filters' own
  // statistics guide the planner, and the GIN index could not narrow a common word anyway.
  return selectRows<ProjectSearchRow>(db, page(whereClause(filters, terms)));
}

const cappedCount = (where: SQL) =>
  sql`select count(*)::int as count from (select 1 from projects p where ${where} limit ${COUNT_CAP + 1}) matched`;

/**
 * How many projects match, counting at most COUNT_CAP + 1 rows. A rare word counts through the GIN
 * bitmap of its rare lexemes. A common word (isCommon in free-word-plan.ts) needs no index: the
 * table is read until 1,001 matches, while a bitmap would first read and intersect posting lists of
 * hundreds of thousands of entries (デザイナー at 1M: 200 ms building the bitmap, 15–30 ms scanning).
 */
export async function countProjects(db: Database, filters: ProjectFilters, word: FreeWordPlan | undefined): Promise<number> {
  const count = async (runner: Database, where: SQL) => (await selectRows<{ count: number }>(runner, cappedCount(where)))[0]?.count ?? 0;
  if (word?.rareLexemeQuery) {
    const where = whereClause(filters, word.terms, word.rareLexemeQuery);
    return withPlannerSettings(db, USE_GIN_BITMAP, (tx) => count(tx, where));
  }
  return count(db, whereClause(filters, word?.terms));
}

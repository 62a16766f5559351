import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { splitSearchTerms, toSearchTsquery } from "@/lib/search-text";

/** The WHERE conditions of a search, already resolved to database ids. */
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
  freeWord: string;
};

export type SortOrder = "newest" | "budget" | "popular";

/** Counting stops here: past it the page says 「1,000件以上」 (an exact count over 100k rows costs seconds). */
export const COUNT_CAP = 1000;

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

function whereClause(filters: ProjectFilters): SQL {
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
    // The project's range overlaps the band; a bound the orderer left open overlaps everything.
    const { minMan, maxMan } = filters.budget;
    if (minMan !== null) parts.push(sql`coalesce(p.max_budget_man, p.min_budget_man) >= ${minMan}`);
    if (maxMan !== null) parts.push(sql`coalesce(p.min_budget_man, p.max_budget_man) < ${maxMan}`);
  }
  if (filters.excludeClosed) parts.push(sql`p.status = 'open'`);
  const tsquery = toSearchTsquery(filters.freeWord);
  if (tsquery) {
    // The bigram index finds candidates; LIKE on the normalised text keeps only exact substrings.
    parts.push(sql`p.search_bigrams @@ ${tsquery}::tsquery`);
    for (const term of splitSearchTerms(filters.freeWord)) {
      parts.push(sql`p.search_text like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    }
  }
  return sql.join(parts, sql` and `);
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
 * `walkSortIndex`: the caller knows there are over a thousand matches. The planner cannot know it —
 * it multiplies the bigrams' selectivities and expects a handful of rows — so it would collect every
 * match through the GIN index and sort them (450 ms for 27k matches on 100k projects). Walking the
 * sort's btree index instead reaches the page after a few dozen rows; bitmap and sequential scans are
 * switched off (and parallel workers with them) for this one statement's transaction to make it do so.
 */
export async function findProjectPage(
  db: Database,
  filters: ProjectFilters,
  options: { sort: SortOrder; limit: number; offset: number; viewerId: number | null; walkSortIndex: boolean },
): Promise<ProjectSearchRow[]> {
  const query = sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(options.viewerId)} as "isLiked"
    from projects p
    join corporations c on c.id = p.corporation_id
    where ${whereClause(filters)}
    order by ${ORDER_BY[options.sort]}
    limit ${options.limit} offset ${options.offset}`;
  if (!options.walkSortIndex) return selectRows<ProjectSearchRow>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    // Parallel workers each run ahead through the index before the LIMIT stops them (measured: 32k
    // rows read for 20 matches at 1M); one process walking it reads only what the page needs.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return selectRows<ProjectSearchRow>(tx as unknown as Database, query);
  });
}

/** How many projects match, counting at most COUNT_CAP + 1 rows. */
export async function countProjects(db: Database, filters: ProjectFilters): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, sql`
    select count(*)::int as count from (select 1 from projects p where ${whereClause(filters)} limit ${COUNT_CAP + 1}) matched`);
  return row?.count ?? 0;
}

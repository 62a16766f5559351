import { sql, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { countMatches } from "@/platform/search/capped-count";
import type { FreeWordPlan } from "@/platform/search/free-word-plan";
import type { FreeWordTarget } from "@/platform/search/free-word-target";
import { findMatchingPage } from "@/platform/search/matching-page";
import { findRelevancePage } from "@/platform/search/relevance";
import type { MatchConditions } from "@/platform/search/word-conditions";

/** Where a project's free word is searched (columns written by src/lib/search-text.ts). */
export const PROJECT_FREE_WORD_TARGET: FreeWordTarget = {
  table: "projects",
  alias: "p",
  textColumn: "search_text",
  bigramColumn: "search_bigrams",
  headLengthColumn: "search_head_length",
  versionColumn: "search_text_version",
};

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

/** Every project, closed ones included: the filters a search starts from. */
export const NO_FILTERS: ProjectFilters = {
  professionIds: [],
  skillIds: [],
  tagIds: [],
  specialPageIds: [],
  remoteTypeIds: [],
  availableTimeIds: [],
  prefectureIds: [],
  contractTypeIds: [],
  budget: null,
  excludeClosed: false,
};

export type SortOrder = "newest" | "budget" | "popular" | "relevance";

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * The conditions of every filter but the free word. The first is every search's: a project closed by
 * its poster's suspension (利用停止, issue 18) is public nowhere — a cheap check on the row already
 * read, which the planner's index choices do not depend on.
 */
function filterConditions(filters: ProjectFilters): SQL[] {
  const parts: SQL[] = [sql`p.close_reason is distinct from 'suspended'`];
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

/** A search's conditions as the kit's count and page take them (filters on p, then the free word). */
function matchConditions(filters: ProjectFilters, word: FreeWordPlan | undefined): MatchConditions {
  return { target: PROJECT_FREE_WORD_TARGET, filters: filterConditions(filters), word };
}

/**
 * Each order is spelled exactly like its index (projects_open_first_*_idx), so the planner can walk
 * the index and stop after the page: 'open' sorts after 'closed', so status desc puts open first.
 */
const ORDER_BY: Record<Exclude<SortOrder, "relevance">, SQL> = {
  newest: sql`p.status desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
  budget: sql`p.status desc nulls last, coalesce(p.max_budget_man, p.min_budget_man) desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
  popular: sql`p.status desc nulls last, p.like_count desc nulls last, p.published_at desc nulls last, p.id desc nulls last`,
};

/** The columns of a ProjectSearchRow (projects as p, corporations as c), for every list of projects. */
export const PROJECT_SUMMARY_COLUMNS = sql`
  p.id, p.title, p.corporation_id as "corporationId", c.name as "corporationName", c.logo_url as "corporationLogoUrl",
  c.is_name_public as "corporationIsNamePublic",
  p.min_budget_man as "minBudgetMan", p.max_budget_man as "maxBudgetMan",
  p.budget_unit as "budgetUnit", p.budget_min_amount as "budgetMinAmount", p.budget_max_amount as "budgetMaxAmount",
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
  corporationLogoUrl: string | null;
  /** The corporation shows its name to visitors too (decision 022). */
  corporationIsNamePublic: boolean;
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetUnit: "monthly" | "hourly" | "annual";
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
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
 * One page of matching projects, open ones first, with whether the viewer liked each. おすすめ順 ranks
 * the newest RELEVANCE_WINDOW matches by where the word matched (decision 027); without a word it is 新着順.
 * `walkSortIndex`: the caller knows there are over a thousand matches, so the page walks the sort's
 * index (findMatchingPage in src/platform/search/matching-page.ts; docs/decisions/007).
 */
export async function findProjectPage(
  db: Database,
  filters: ProjectFilters,
  word: FreeWordPlan | undefined,
  options: { sort: SortOrder; limit: number; offset: number; viewerId: number | null; walkSortIndex: boolean },
): Promise<ProjectSearchRow[]> {
  const columns = sql`${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(options.viewerId)} as "isLiked"`;
  const page = (where: SQL, order: SQL, limit: number, offset: number) => sql`
    select ${columns}
    from projects p
    join corporations c on c.id = p.corporation_id
    where ${where}
    order by ${order}
    limit ${limit} offset ${offset}`;
  const search = matchConditions(filters, word);
  const { limit, offset, walkSortIndex } = options;
  if (options.sort === "relevance" && word)
    return findRelevancePage<ProjectSearchRow>(
      db,
      search,
      {
        key: "p.id",
        newestOrder: ORDER_BY.newest,
        rankedPage: (keys, rank, pageLimit, pageOffset) =>
          page(sql`p.id = any(${keys})`, sql`p.status desc nulls last, ${rank}, p.published_at desc nulls last, p.id desc`, pageLimit, pageOffset),
        newestPage: (where, pageLimit, pageOffset) => page(where, ORDER_BY.newest, pageLimit, pageOffset),
      },
      { limit, offset, walkSortIndex },
    );
  const order = ORDER_BY[options.sort === "relevance" ? "newest" : options.sort];
  return findMatchingPage<ProjectSearchRow>(db, search, { walkSortIndex, select: (where) => page(where, order, limit, offset) });
}

/** How many projects match, counting at most COUNT_CAP + 1 rows (countMatches in src/platform/search/capped-count.ts). */
export async function countProjects(db: Database, filters: ProjectFilters, word: FreeWordPlan | undefined): Promise<number> {
  return countMatches(db, matchConditions(filters, word));
}

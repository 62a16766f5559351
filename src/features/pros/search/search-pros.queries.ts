import { sql, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { countMatches } from "@/platform/search/capped-count";
import type { FreeWordPlan } from "@/platform/search/free-word-plan";
import type { FreeWordTarget } from "@/platform/search/free-word-target";
import { findMatchingPage } from "@/platform/search/matching-page";
import { findRelevancePage } from "@/platform/search/relevance";
import type { MatchConditions } from "@/platform/search/word-conditions";

import type { SearchableJobChangeIntention } from "../pro-activity";
import type { ProViewer } from "../pro-viewer";
import { proVisibleTo } from "../pro-visibility.queries";

/** Where a pro's free word is searched (columns written with proSearchText, src/lib/pro-search-text.ts). */
export const PRO_FREE_WORD_TARGET: FreeWordTarget = {
  table: "pro_profiles",
  alias: "pp",
  textColumn: "search_text",
  bigramColumn: "search_bigrams",
  headLengthColumn: "search_head_length",
  versionColumn: "search_text_version",
};

/** The WHERE conditions of a pro search but the free word, resolved to database values. */
export type ProFilters = {
  /** Any of these professions. */
  professionIds: number[];
  /** Every one of these skills. */
  skillIds: number[];
  /** 万円 per month, lower bound inclusive, upper exclusive; null = unbounded on that side. */
  rate: { minMan: number | null; maxMan: number | null } | null;
  minDaysPerWeek: number | null;
  remoteTypeIds: number[];
  prefectureIds: number[];
  jobChangeIntentions: SearchableJobChangeIntention[];
  /** Active at or after this moment. */
  activeSince: Date | null;
};

export const NO_PRO_FILTERS: ProFilters = {
  professionIds: [],
  skillIds: [],
  rate: null,
  minDaysPerWeek: null,
  remoteTypeIds: [],
  prefectureIds: [],
  jobChangeIntentions: [],
  activeSince: null,
};

export type ProSortOrder = "updated" | "lastActive" | "rateLow" | "rateHigh" | "relevance";

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
const textArray = (values: readonly string[]) => sql`${`{${values.join(",")}}`}::text[]`;

/**
 * The viewer's visibility (decision 020) as a condition on `pp` alone: the kit's count reads one
 * table, so the users row is reached through `exists` (a primary-key probe per candidate).
 */
function visibleCondition(viewer: ProViewer): SQL {
  return sql`exists (select 1 from users u where u.id = pp.user_id and ${proVisibleTo(viewer)})`;
}

function filterConditions(viewer: ProViewer, filters: ProFilters): SQL[] {
  const parts: SQL[] = [visibleCondition(viewer)];
  if (filters.professionIds.length) parts.push(sql`pp.profession_ids && ${intArray(filters.professionIds)}`);
  if (filters.skillIds.length) parts.push(sql`pp.skill_ids @> ${intArray(filters.skillIds)}`);
  if (filters.rate) {
    // A pro without a monthly rate (hourly only, or 相談) is in no band.
    const { minMan, maxMan } = filters.rate;
    if (minMan !== null) parts.push(sql`pp.desired_monthly_rate_man >= ${minMan}`);
    if (maxMan !== null) parts.push(sql`pp.desired_monthly_rate_man < ${maxMan}`);
    if (minMan === null && maxMan === null) parts.push(sql`pp.desired_monthly_rate_man is not null`);
  }
  if (filters.minDaysPerWeek !== null) parts.push(sql`pp.available_days_per_week >= ${filters.minDaysPerWeek}`);
  if (filters.remoteTypeIds.length) parts.push(sql`pp.remote_type_id = any(${intArray(filters.remoteTypeIds)})`);
  if (filters.prefectureIds.length) parts.push(sql`pp.prefecture_id = any(${intArray(filters.prefectureIds)})`);
  if (filters.jobChangeIntentions.length) parts.push(sql`pp.job_change_intention = any(${textArray(filters.jobChangeIntentions)})`);
  if (filters.activeSince) parts.push(sql`pp.last_active_at >= ${filters.activeSince.toISOString()}::timestamptz`);
  return parts;
}

function matchConditions(viewer: ProViewer, filters: ProFilters, word: FreeWordPlan | undefined): MatchConditions {
  return { target: PRO_FREE_WORD_TARGET, filters: filterConditions(viewer, filters), word };
}

/**
 * Each order is spelled exactly like its index (pro_profiles_*_idx, migration 0006: every column
 * `desc nulls last`, the rate index ascending) so the planner can walk it and stop after the page.
 */
const ORDER_BY: Record<Exclude<ProSortOrder, "rateHigh" | "relevance">, SQL> = {
  updated: sql`pp.updated_at desc nulls last, pp.user_id desc nulls last`,
  lastActive: sql`pp.last_active_at desc nulls last, pp.user_id desc nulls last`,
  rateLow: sql`pp.desired_monthly_rate_man asc nulls last, pp.user_id asc nulls last`,
};

/**
 * 単価が高い順 lists pros without a monthly rate last, but the ascending rate index walked backwards
 * gives them first (`desc nulls first`), and sorting every pro instead cost 185 ms at 100k. So the
 * pros with a rate and those without are each walked backwards (same index, `is not null` / `is
 * null`) up to the page's end, and only those rows (at most twice offset + limit) are sorted.
 */
const RATE_HIGH_WALK = sql`pp.desired_monthly_rate_man desc nulls first, pp.user_id desc nulls first`;

export type ProSearchRow = {
  id: number;
  lastName: string;
  firstName: string;
  firstNameKana: string;
  profileImageUrl: string | null;
  headline: string;
  skillIds: number[];
  desiredMonthlyRateMan: number | null;
  desiredHourlyRateYen: number | null;
  availableDaysPerWeek: number | null;
  remoteTypeId: number | null;
  prefectureId: number | null;
  jobChangeIntention: "none" | "considering" | "active" | null;
  isRealNameVerified: boolean;
  lastActiveAt: string | null;
};

/**
 * One page of visible matching pros. `walkSortIndex`: over a thousand match (findMatchingPage).
 * おすすめ順 ranks the most recently updated RELEVANCE_WINDOW matches by where the word matched (decision 027).
 */
export async function findProPage(
  db: Database,
  viewer: ProViewer,
  filters: ProFilters,
  word: FreeWordPlan | undefined,
  options: { sort: ProSortOrder; limit: number; offset: number; walkSortIndex: boolean },
): Promise<ProSearchRow[]> {
  const columns = sql`pp.user_id as id, u.last_name as "lastName", u.first_name as "firstName", u.first_name_kana as "firstNameKana",
      u.profile_image_url as "profileImageUrl", pp.headline, pp.skill_ids as "skillIds",
      pp.desired_monthly_rate_man as "desiredMonthlyRateMan", pp.desired_hourly_rate_yen as "desiredHourlyRateYen",
      pp.available_days_per_week as "availableDaysPerWeek", pp.remote_type_id as "remoteTypeId", pp.prefecture_id as "prefectureId",
      pp.job_change_intention as "jobChangeIntention", pp.is_real_name_verified as "isRealNameVerified", pp.last_active_at as "lastActiveAt"`;
  const from = sql`from pro_profiles pp join users u on u.id = pp.user_id`;
  const { sort, limit, offset } = options;
  const page = (where: SQL, order: SQL, pageLimit: number, pageOffset: number) =>
    sql`select ${columns} ${from} where ${where} order by ${order} limit ${pageLimit} offset ${pageOffset}`;
  const select =
    sort === "rateHigh"
      ? (where: SQL) => sql`
    select * from (
      (select ${columns}, 0 as "withoutRate" ${from} where ${where} and pp.desired_monthly_rate_man is not null order by ${RATE_HIGH_WALK} limit ${offset + limit})
      union all
      (select ${columns}, 1 as "withoutRate" ${from} where ${where} and pp.desired_monthly_rate_man is null order by ${RATE_HIGH_WALK} limit ${offset + limit})
    ) walked
    order by "withoutRate", "desiredMonthlyRateMan" desc, id desc
    limit ${limit} offset ${offset}`
      : (where: SQL) => page(where, ORDER_BY[sort === "relevance" ? "updated" : sort], limit, offset);
  if (sort === "relevance" && word)
    return findRelevancePage<ProSearchRow>(
      db,
      matchConditions(viewer, filters, word),
      {
        key: "pp.user_id",
        newestOrder: ORDER_BY.updated,
        rankedPage: (keys, rank, pageLimit, pageOffset) => page(sql`pp.user_id = any(${keys})`, sql`${rank}, pp.updated_at desc, pp.user_id desc`, pageLimit, pageOffset),
        newestPage: (where, pageLimit, pageOffset) => page(where, ORDER_BY.updated, pageLimit, pageOffset),
      },
      { limit, offset, walkSortIndex: options.walkSortIndex },
    );
  return findMatchingPage<ProSearchRow>(db, matchConditions(viewer, filters, word), { walkSortIndex: options.walkSortIndex, select });
}

/** How many visible pros match, counting at most COUNT_CAP + 1. */
export function countPros(db: Database, viewer: ProViewer, filters: ProFilters, word: FreeWordPlan | undefined): Promise<number> {
  return countMatches(db, matchConditions(viewer, filters, word));
}

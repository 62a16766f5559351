import type { Database } from "@/db/client";
import { getCatalog, getSearchDictionary, type Catalog } from "@/features/catalog/catalog.service";
import { AppError } from "@/platform/errors";
import { perAppState } from "@/platform/per-app-state";
import { COUNT_CAP } from "@/platform/search/capped-count";
import { planFreeWord } from "@/platform/search/free-word-plan";
import { getLexemeShares, type LexemeShares } from "@/platform/search/lexeme-shares";
import type { SearchDictionary } from "@/platform/search/search-dictionary";
import { zeroResultHints } from "@/platform/search/zero-result-hints";
import { findLandingCondition, searchLocation } from "@/platform/search/search-location";
import { conditionsOf } from "@/platform/search/search-metadata";
import { parseSearchQuery, withLandingCondition, type ParsedSearchQuery } from "@/platform/search/search-query";
import { resolveSearchConditions } from "@/platform/search/search-validation";
import type { Reader } from "@/platform/actor/actor";

import { PROJECT_SEARCH, type ProjectLandingPrefix, type ProjectSearchCondition, type ProjectSearchGroup } from "../project-search.definition";
import { projectSummarizer } from "../project-summary";
import type { ProjectSearchAnswer } from "./project-search-answer.schemas";
import { buildSearchMetadata, type ProjectSearchMetadata } from "./search-metadata";
import { countProjects, findProjectPage, PROJECT_FREE_WORD_TARGET, type ProjectFilters, type SortOrder } from "./search-projects.queries";

export const PROJECTS_PER_PAGE = 20;

const SORT_ORDERS: Record<number, SortOrder> = { 1: "newest", 2: "budget", 3: "popular", 4: "relevance" };

/**
 * A search's answer with its conditions under their internal group names; the API's JSON
 * (ProjectSearchAnswerSchema, which documents each field) carries them under their wire names.
 */
export type ProjectSearchResult = Omit<ProjectSearchAnswer, "conditions"> & { conditions: ProjectSearchCondition[] };

// One projection per catalog, so every search reuses it.
const searchMetadataOf = perAppState("projectSearchMetadata", (catalog: Catalog) => buildSearchMetadata(catalog));

/** Spec S-SRCH-10: the static search metadata, shared by the search API, the pages and the browser. */
export async function getSearchMetadata(db: Database): Promise<ProjectSearchMetadata> {
  return searchMetadataOf(await getCatalog(db));
}

/** Every search landing page (spec S-SRCH-8), in the metadata's order: what the sitemap lists. */
export function projectLandingPaths(catalog: Catalog): string[] {
  return searchMetadataOf(catalog).groups.flatMap((g) => g.conditions.flatMap((c) => (c.baseUrl ? [c.baseUrl] : [])));
}

function idsFor(metadata: ProjectSearchMetadata, conditions: ProjectSearchCondition[], group: ProjectSearchGroup): number[] {
  const choices = conditionsOf(metadata, group);
  return conditions.filter((c) => c.group === group).flatMap((c) => choices.find((m) => m.key === c.key)?.id ?? []);
}

function toFilters(metadata: ProjectSearchMetadata, conditions: ProjectSearchCondition[]): ProjectFilters {
  const budgetKey = conditions.find((c) => c.group === "budget")?.key;
  const band = conditionsOf(metadata, "budget").find((b) => b.key === budgetKey);
  return {
    professionIds: idsFor(metadata, conditions, "profession"),
    skillIds: idsFor(metadata, conditions, "skill"),
    tagIds: idsFor(metadata, conditions, "tag"),
    specialPageIds: idsFor(metadata, conditions, "specialPage"),
    remoteTypeIds: idsFor(metadata, conditions, "remoteType"),
    availableTimeIds: idsFor(metadata, conditions, "availableTime"),
    prefectureIds: idsFor(metadata, conditions, "area"),
    contractTypeIds: idsFor(metadata, conditions, "contractType"),
    budget: band ? { minMan: band.minMan ?? null, maxMan: band.maxMan ?? null } : null,
    excludeClosed: conditions.some((c) => c.group === "excludeClosed"),
  };
}

/**
 * The conditions as the queries take them. How common the word's lexemes are decides whether the GIN
 * index helps (docs/decisions/007); the dictionary gives each term its spellings (decision 027).
 */
function planSearch(metadata: ProjectSearchMetadata, conditions: readonly ProjectSearchCondition[], shares: LexemeShares, dictionary: SearchDictionary) {
  const freeWord = conditions.find((c) => c.group === "freeWord")?.key ?? "";
  return { filters: toFilters(metadata, [...conditions]), word: freeWord ? planFreeWord(freeWord, shares, dictionary.termOf) : undefined };
}

/** The search's links: first, previous, next and last, and every page as job-aggregator tools walk them. */
function pageLinks(
  metadata: ProjectSearchMetadata,
  conditions: ProjectSearchCondition[],
  sort: number,
  page: number,
  totalPages: number,
): Pick<ProjectSearchResult, "links" | "pageUrlList"> {
  const url = (n: number) => searchLocation(PROJECT_SEARCH, metadata, conditions, n, sort).href;
  const last = Math.max(1, totalPages);
  return {
    links: { first: url(1), prev: page > 1 ? url(Math.min(page - 1, last)) : null, next: page < totalPages ? url(page + 1) : null, last: url(last) },
    pageUrlList: Array.from({ length: totalPages }, (_, i) => ({ name: String(i + 1), url: url(i + 1) })),
  };
}

/**
 * GET /api/v2/top/projects (spec S-SRCH-2, S-SRCH-6): reads the query, refuses unknown values with
 * 422 naming the parameter, and answers one page of projects, open ones first.
 */
export async function searchProjects(db: Database, params: URLSearchParams, viewer: Reader): Promise<ProjectSearchResult> {
  const catalog = await getCatalog(db);
  return runSearch(db, catalog, parseSearchQuery(PROJECT_SEARCH, params), viewer);
}

/**
 * GET /api/v2/top/projects/{landing}/{segment} (spec S-SRCH-8): a landing page's search. The path's
 * condition comes first and stays chosen; the caller's query adds to it. 404 for an unknown condition.
 */
export async function searchLandingProjects(
  db: Database,
  landing: { prefix: ProjectLandingPrefix; segment: string },
  params: URLSearchParams,
  viewer: Reader,
): Promise<ProjectSearchResult> {
  const catalog = await getCatalog(db);
  const condition = findLandingCondition(PROJECT_SEARCH, searchMetadataOf(catalog), landing.prefix, landing.segment);
  if (!condition) throw new AppError("not_found", "この条件の案件一覧は見つかりませんでした。");
  return runSearch(db, catalog, withLandingCondition(PROJECT_SEARCH, parseSearchQuery(PROJECT_SEARCH, params), condition), viewer);
}

async function runSearch(db: Database, catalog: Catalog, parsed: ParsedSearchQuery<ProjectSearchGroup>, viewer: Reader): Promise<ProjectSearchResult> {
  const metadata = searchMetadataOf(catalog);
  const { conditions, issues } = resolveSearchConditions(PROJECT_SEARCH, parsed, metadata);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
  const dictionary = await getSearchDictionary(db);
  const shares = await getLexemeShares(db, PROJECT_FREE_WORD_TARGET);
  const { filters, word } = planSearch(metadata, conditions, shares, dictionary);
  const sort = SORT_ORDERS[parsed.sort]!;
  // The capped count comes first: it tells the page query whether to walk the sort index.
  const counted = await countProjects(db, filters, word);
  const isTotalCapped = counted > COUNT_CAP;
  const totalCount = Math.min(counted, COUNT_CAP);
  const totalPages = Math.ceil(totalCount / PROJECTS_PER_PAGE);
  // Pages stop where the count does (50 when capped): nothing is read past the last page.
  const rows =
    parsed.page > totalPages
      ? []
      : await findProjectPage(db, filters, word, {
          sort,
          limit: PROJECTS_PER_PAGE,
          offset: (parsed.page - 1) * PROJECTS_PER_PAGE,
          viewerId: viewer?.userId ?? null,
          walkSortIndex: isTotalCapped,
        });
  const summarize = projectSummarizer(catalog);
  const { links, pageUrlList } = pageLinks(metadata, conditions, parsed.sort, parsed.page, totalPages);
  return {
    projectList: rows.map((row) => summarize(row, viewer === null)),
    totalCount,
    isTotalCapped,
    page: parsed.page,
    perPage: PROJECTS_PER_PAGE,
    totalPages,
    sort: parsed.sort,
    conditions,
    href: searchLocation(PROJECT_SEARCH, metadata, conditions, parsed.page, parsed.sort).href,
    links,
    pageUrlList,
    zeroResultHints:
      counted > 0
        ? null
        : await zeroResultHints({
            definition: PROJECT_SEARCH,
            metadata,
            conditions,
            sort: parsed.sort,
            dictionary,
            count: (other) => {
              const planned = planSearch(metadata, other, shares, dictionary);
              return countProjects(db, planned.filters, planned.word);
            },
          }),
  };
}

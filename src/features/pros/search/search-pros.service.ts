import type { Database } from "@/db/client";
import { getCatalog, getSearchDictionary, type Catalog } from "@/features/catalog/catalog.service";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { perAppState } from "@/platform/per-app-state";
import { COUNT_CAP } from "@/platform/search/capped-count";
import { planFreeWord } from "@/platform/search/free-word-plan";
import { getLexemeShares } from "@/platform/search/lexeme-shares";
import { zeroResultHints } from "@/platform/search/zero-result-hints";
import { findLandingCondition, searchLocation } from "@/platform/search/search-location";
import { conditionsOf } from "@/platform/search/search-metadata";
import { parseSearchQuery, withLandingCondition, type ParsedSearchQuery } from "@/platform/search/search-query";
import { resolveSearchConditions } from "@/platform/search/search-validation";

import { activeSince, JOB_CHANGE_LABELS, type SearchableJobChangeIntention } from "../pro-activity";
import type { ProViewer } from "../pro-viewer";
import { loadProViewer } from "../pro-viewer.queries";
import { proCardsOf } from "./pro-card";
import type { ProSearchAnswer } from "./pro-search-answer.schemas";
import { buildProSearchMetadata, type ProSearchMetadata } from "./pro-search-metadata";
import { PRO_SEARCH, type ProLandingPrefix, type ProSearchCondition, type ProSearchGroup } from "./pro-search.definition";
import { countPros, findProPage, PRO_FREE_WORD_TARGET, type ProFilters, type ProSortOrder } from "./search-pros.queries";

export const PROS_PER_PAGE = 20;

const SORT_ORDERS: Record<number, ProSortOrder> = { 1: "updated", 2: "lastActive", 3: "rateLow", 4: "rateHigh", 5: "relevance" };

/** A pro search's answer with its conditions under their internal group names (the JSON uses wire names). */
export type ProSearchResult = Omit<ProSearchAnswer, "conditions"> & { conditions: ProSearchCondition[] };

const proSearchMetadataOf = perAppState("proSearchMetadata", (catalog: Catalog) => buildProSearchMetadata(catalog));

/** The pro search's choices, shared by the API, the pages and the browser. */
export async function getProSearchMetadata(db: Database): Promise<ProSearchMetadata> {
  return proSearchMetadataOf(await getCatalog(db));
}

/** Every pro search landing page, in the metadata's order: what the sitemap lists. */
export function proLandingPaths(catalog: Catalog): string[] {
  return proSearchMetadataOf(catalog).groups.flatMap((g) => g.conditions.flatMap((c) => (c.baseUrl ? [c.baseUrl] : [])));
}

function idsFor(metadata: ProSearchMetadata, conditions: ProSearchCondition[], group: ProSearchGroup): number[] {
  const choices = conditionsOf(metadata, group);
  return conditions.filter((c) => c.group === group).flatMap((c) => choices.find((m) => m.key === c.key)?.id ?? []);
}

/** The conditions as database values (every key was checked by resolveSearchConditions). */
export function toProFilters(metadata: ProSearchMetadata, conditions: ProSearchCondition[], now: Date): ProFilters {
  const keyOf = (group: ProSearchGroup) => conditions.find((c) => c.group === group)?.key;
  const band = conditionsOf(metadata, "rate").find((b) => b.key === keyOf("rate"));
  const days = keyOf("availableDays");
  const within = keyOf("activeWithin");
  return {
    professionIds: idsFor(metadata, conditions, "profession"),
    skillIds: idsFor(metadata, conditions, "skill"),
    rate: band ? { minMan: band.minMan ?? null, maxMan: band.maxMan ?? null } : null,
    minDaysPerWeek: days ? Number(days) : null,
    remoteTypeIds: idsFor(metadata, conditions, "remoteType"),
    prefectureIds: idsFor(metadata, conditions, "area"),
    jobChangeIntentions: conditions.filter((c) => c.group === "jobChange" && c.key in JOB_CHANGE_LABELS).map((c) => c.key as SearchableJobChangeIntention),
    activeSince: within ? activeSince(Number(within), now) : null,
  };
}

function pageLinks(metadata: ProSearchMetadata, conditions: ProSearchCondition[], sort: number, page: number, totalPages: number) {
  const url = (n: number) => searchLocation(PRO_SEARCH, metadata, conditions, n, sort).href;
  const last = Math.max(1, totalPages);
  return {
    links: { first: url(1), prev: page > 1 ? url(Math.min(page - 1, last)) : null, next: page < totalPages ? url(page + 1) : null, last: url(last) },
    pageUrlList: Array.from({ length: totalPages }, (_, i) => ({ name: String(i + 1), url: url(i + 1) })),
  };
}

/**
 * GET /api/v2/top/pros (issue 13): reads the query, refuses unknown values with 422 naming the
 * parameter, and answers one page of the pros this actor may see (decision 020).
 */
export async function searchPros(db: Database, params: URLSearchParams, actor: Actor | null, now = new Date()): Promise<ProSearchResult> {
  const [catalog, viewer] = await Promise.all([getCatalog(db), loadProViewer(db, actor)]);
  return runProSearch(db, catalog, parseSearchQuery(PRO_SEARCH, params), viewer, now);
}

/** A landing page's search (/top/pros/required_skills/Go): the path's condition first; 404 when unknown. */
export async function searchLandingPros(
  db: Database,
  landing: { prefix: ProLandingPrefix; segment: string },
  params: URLSearchParams,
  actor: Actor | null,
  now = new Date(),
): Promise<ProSearchResult> {
  const [catalog, viewer] = await Promise.all([getCatalog(db), loadProViewer(db, actor)]);
  const condition = findLandingCondition(PRO_SEARCH, proSearchMetadataOf(catalog), landing.prefix, landing.segment);
  if (!condition) throw new AppError("not_found", "この条件のプロ一覧は見つかりませんでした。");
  return runProSearch(db, catalog, withLandingCondition(PRO_SEARCH, parseSearchQuery(PRO_SEARCH, params), condition), viewer, now);
}

async function runProSearch(db: Database, catalog: Catalog, parsed: ParsedSearchQuery<ProSearchGroup>, viewer: ProViewer, now: Date): Promise<ProSearchResult> {
  const metadata = proSearchMetadataOf(catalog);
  const { conditions, issues } = resolveSearchConditions(PRO_SEARCH, parsed, metadata);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
  const dictionary = await getSearchDictionary(db);
  const shares = await getLexemeShares(db, PRO_FREE_WORD_TARGET);
  // The dictionary gives each term its spellings (decision 027).
  const plan = (chosen: readonly ProSearchCondition[]) => {
    const freeWord = chosen.find((c) => c.group === "freeWord")?.key ?? "";
    return { filters: toProFilters(metadata, [...chosen], now), word: freeWord ? planFreeWord(freeWord, shares, dictionary.termOf) : undefined };
  };
  const { filters, word } = plan(conditions);
  // The capped count first: it tells the page query whether to walk the sort index (decision 007).
  const counted = await countPros(db, viewer, filters, word);
  const isTotalCapped = counted > COUNT_CAP;
  const totalCount = Math.min(counted, COUNT_CAP);
  const totalPages = Math.ceil(totalCount / PROS_PER_PAGE);
  const rows =
    parsed.page > totalPages
      ? []
      : await findProPage(db, viewer, filters, word, {
          sort: SORT_ORDERS[parsed.sort]!,
          limit: PROS_PER_PAGE,
          offset: (parsed.page - 1) * PROS_PER_PAGE,
          walkSortIndex: isTotalCapped,
        });
  return {
    proList: proCardsOf(catalog, viewer, rows, now),
    totalCount,
    isTotalCapped,
    page: parsed.page,
    perPage: PROS_PER_PAGE,
    totalPages,
    sort: parsed.sort,
    conditions,
    href: searchLocation(PRO_SEARCH, metadata, conditions, parsed.page, parsed.sort).href,
    ...pageLinks(metadata, conditions, parsed.sort, parsed.page, totalPages),
    zeroResultHints:
      counted > 0
        ? null
        : await zeroResultHints({
            definition: PRO_SEARCH,
            metadata,
            conditions,
            sort: parsed.sort,
            dictionary,
            count: (other) => {
              const planned = plan(other);
              return countPros(db, viewer, planned.filters, planned.word);
            },
          }),
  };
}

import "server-only";

import { cache } from "react";

import { getPageContext } from "@/platform/page-context";
import { AppError } from "@/platform/errors";
import { getRuntime } from "@/platform/runtime";

import { isLandingPrefix, searchLocation } from "@/platform/search/search-location";
import { isSearchParameter } from "@/platform/search/search-query";

import { PRO_SEARCH, type ProLandingPrefix, type ProSearchCondition } from "@/features/pros/search/pro-search.definition";
import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";
import { getProSearchMetadata, searchLandingPros, searchPros, type ProSearchResult } from "@/features/pros/search/search-pros.service";

export type ProSearchPageData = {
  metadata: ProSearchMetadata;
  result: ProSearchResult;
  /** The condition the landing path stands for, or null on /top/pros. */
  landingCondition: ProSearchCondition | null;
  /** Set when parameters of the URL could not be used and were left out of the search. */
  droppedParameters: string[];
  isSignedIn: boolean;
};

type PageSearchParams = Record<string, string | string[] | undefined>;

/** Next's searchParams object back to a query string, repeated keys kept in order. */
export function toQueryString(searchParams: PageSearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (!isSearchParameter(PRO_SEARCH, name)) continue;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params.toString();
}

/**
 * The pro search page's data (as decision 009 for projects), once per request for the page and its head.
 * A URL with unusable conditions (an old bookmark, a mistyped link) still shows results: the
 * offending parameters are dropped and the page says so. Null means the landing condition is unknown.
 */
export const loadProSearchPage = cache(async (query: string, landingPath: string | null): Promise<ProSearchPageData | null> => {
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  const viewer = actor ?? null;
  const landing = landingPath ? parseLandingPath(landingPath) : null;
  const metadata = await getProSearchMetadata(deps.db);
  const search = (params: URLSearchParams) => (landing ? searchLandingPros(deps.db, landing, params, viewer) : searchPros(deps.db, params, viewer));

  const params = new URLSearchParams(query);
  let droppedParameters: string[] = [];
  let result: ProSearchResult;
  try {
    result = await search(params);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    if (!(error instanceof AppError && error.code === "validation_failed")) throw error;
    droppedParameters = [...new Set((error.options.issues ?? []).map((issue) => issue.path))];
    for (const name of droppedParameters) params.delete(name);
    result = await search(params);
  }
  const landingCondition = landing ? result.conditions[0]! : null;
  return { metadata, result, landingCondition, droppedParameters, isSignedIn: Boolean(actor) };
});

function parseLandingPath(path: string): { prefix: ProLandingPrefix; segment: string } | null {
  // Only the first slash separates: a skill's name may hold one (HTML/CSS).
  const slash = path.indexOf("/");
  const prefix = path.slice(0, slash);
  return slash > 0 && isLandingPrefix(PRO_SEARCH, prefix) ? { prefix, segment: path.slice(slash + 1) } : null;
}

/** The canonical URL: the search's own page (a landing page when it has one) without the sort, which only reorders it. */
export function proSearchCanonicalPath(data: ProSearchPageData): string {
  return searchLocation(PRO_SEARCH, data.metadata, data.result.conditions, data.result.page).href;
}

import "server-only";

import { cache } from "react";

import type { Database } from "@/db/client";
import { getPageContext } from "@/platform/page-context";
import type { RequestActor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { getRuntime } from "@/platform/runtime";

import type { LandingPrefixOf, SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import { isLandingPrefix } from "@/platform/search/search-location";
import type { SearchMetadata } from "@/platform/search/search-metadata";

import type { SearchResultPage } from "./components/search-page-types";

export type SearchPageData<G extends string, M extends SearchMetadata<G>, R extends SearchResultPage<G>> = {
  metadata: M;
  result: R;
  /** The condition the landing path stands for, or null on the search's own page. */
  landingCondition: SearchCondition<G> | null;
  /** Set when parameters of the URL could not be used and were left out of the search. */
  droppedParameters: string[];
  isSignedIn: boolean;
};

/** How a feature answers its search on the server: its choices, a search, and a search on a landing page. */
export type SearchService<D extends SearchDefinition, M, R> = {
  definition: D;
  getMetadata: (db: Database) => Promise<M>;
  search: (db: Database, params: URLSearchParams, viewer: RequestActor | null) => Promise<R>;
  searchLanding: (db: Database, landing: { prefix: LandingPrefixOf<D>; segment: string }, params: URLSearchParams, viewer: RequestActor | null) => Promise<R>;
};

/**
 * A search page's data loader (spec S-SRCH-1, S-SRCH-8), once per request for the page and its head.
 * A URL with unusable conditions (an old bookmark, a mistyped link) still shows results: the
 * offending parameters are dropped and the page says so. Null means the landing condition is unknown.
 */
export function searchPageLoader<G extends string, D extends SearchDefinition<G>, M extends SearchMetadata<G>, R extends SearchResultPage<G>>(
  service: SearchService<D, M, R>,
) {
  return cache(async (query: string, landingPath: string | null): Promise<SearchPageData<G, M, R> | null> => {
    const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
    const viewer = actor ?? null;
    const landing = landingPath ? parseLandingPath(service.definition, landingPath) : null;
    const metadata = await service.getMetadata(deps.db);
    const search = (params: URLSearchParams) => (landing ? service.searchLanding(deps.db, landing, params, viewer) : service.search(deps.db, params, viewer));

    const params = new URLSearchParams(query);
    let droppedParameters: string[] = [];
    let result: R;
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
}

function parseLandingPath<D extends SearchDefinition>(definition: D, path: string): { prefix: LandingPrefixOf<D>; segment: string } | null {
  // Only the first slash separates: a skill's name may hold one (HTML/CSS).
  const slash = path.indexOf("/");
  const prefix = path.slice(0, slash);
  return slash > 0 && isLandingPrefix(definition, prefix) ? { prefix, segment: path.slice(slash + 1) } : null;
}

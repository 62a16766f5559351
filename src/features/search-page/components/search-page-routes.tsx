import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ComponentType } from "react";

import { visiblePages } from "@/ui/pagination";
import { pageMetadata } from "@/lib/page-metadata";
import type { SearchDefinition } from "@/platform/search/search-definition";
import { searchLocation } from "@/platform/search/search-location";
import type { SearchMetadata } from "@/platform/search/search-metadata";
import { isSearchParameter } from "@/platform/search/search-query";
import { searchTitle } from "@/platform/search/search-title";

import type { SearchPageData } from "../search-page.service";
import { packSearchMetadata } from "./packed-metadata";
import type { SearchPageServerProps } from "./search-page";
import { formatResultCount, type SearchResultPage } from "./search-page-types";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type LandingParams = Promise<{ segment: string }>;

type SearchPageRoutesOptions<G extends string, M extends SearchMetadata<G>, R extends SearchResultPage<G>, B extends SearchResultPage<G>> = {
  definition: SearchDefinition<G>;
  load: (query: string, landingPath: string | null) => Promise<SearchPageData<G, M, R> | null>;
  /** The search page's name in the breadcrumb (「案件を探す」). */
  crumbLabel: string;
  /** The meta description's sentence after 「{title}（{count}）。」. */
  description: string;
  /** The first result as the page's client part holds it (only what its cards draw travels to the browser). */
  toBrowser: (result: R) => B;
  /** The page's client part: the shared SearchPage with the search's own parts. */
  Search: ComponentType<SearchPageServerProps<G, B>>;
};

/** Next's searchParams object back to a query string (the search's own parameters only), repeated keys kept in order. */
export function toSearchQueryString(definition: SearchDefinition, searchParams: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (!isSearchParameter(definition, name)) continue;
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params.toString();
}

/**
 * The first result as the browser receives it: only the page links the pagination shows (a search
 * may have 50 pages; the links of the others would travel in the page's flight data for nothing).
 */
function withShownPageLinks<R extends SearchResultPage<string>>(result: R): R {
  const shown = new Set(visiblePages(result.page, result.totalPages));
  return { ...result, pageUrlList: result.pageUrlList.filter((p) => shown.has(Number(p.name))) };
}

/** A path segment as text; a malformed escape (a mangled link) is a 404, not an error page. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    notFound();
  }
}

/**
 * A search's pages: its own page (every condition in the query string, spec S-SRCH-1) and its
 * landing pages such as /required_skills/TypeScript (spec S-SRCH-8: the path's condition is chosen,
 * the query string adds to it, and an unknown condition is a 404).
 */
export function searchPageRoutes<G extends string, M extends SearchMetadata<G>, R extends SearchResultPage<G>, B extends SearchResultPage<G>>(
  options: SearchPageRoutesOptions<G, M, R, B>,
) {
  const { definition, Search } = options;
  type Data = SearchPageData<G, M, R>;

  async function load(searchParams: SearchParams, landingPath: string | null): Promise<Data> {
    const data = await options.load(toSearchQueryString(definition, await searchParams), landingPath);
    if (!data) notFound();
    return data;
  }

  function headFor(data: Data): Metadata {
    const { result } = data;
    const title = searchTitle(definition, data.metadata, result.conditions, result.page);
    const hasFreeWord = result.conditions.some((c) => c.group === "freeWord");
    return pageMetadata({
      title,
      description: `${title}（${formatResultCount(result.totalCount, result.isTotalCapped)}）。${options.description}`,
      // The canonical URL: the search's own page (spec S-SRCH-9) without the sort, which only reorders it.
      path: searchLocation(definition, data.metadata, result.conditions, result.page).href,
      // Free-word and empty results are endless thin variations; the condition pages are what to index.
      noIndex: hasFreeWord || result.totalCount === 0,
    });
  }

  function View({ data }: { data: Data }) {
    // The breadcrumb is drawn by the client part: it follows the searches made in place (search-crumbs.ts).
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <Search
          key={data.result.href}
          metadata={packSearchMetadata(data.metadata)}
          initialResult={options.toBrowser(withShownPageLinks(data.result))}
          landingCondition={data.landingCondition}
          crumbLabel={options.crumbLabel}
        >
          {data.droppedParameters.length > 0 ? (
            <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="dropped-conditions">
              URLに使えない検索条件が含まれていたため、その条件を除いて検索しました。
            </p>
          ) : null}
        </Search>
      </div>
    );
  }

  return {
    searchPage: {
      async generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
        return headFor(await load(searchParams, null));
      },
      async Page({ searchParams }: { searchParams: SearchParams }) {
        return <View data={await load(searchParams, null)} />;
      },
    },
    landingSearchPage(prefix: string) {
      const landingPath = async (params: LandingParams) => `${prefix}/${decodeSegment((await params).segment)}`;
      return {
        async generateMetadata({ params, searchParams }: { params: LandingParams; searchParams: SearchParams }): Promise<Metadata> {
          return headFor(await load(searchParams, await landingPath(params)));
        },
        async Page({ params, searchParams }: { params: LandingParams; searchParams: SearchParams }) {
          return <View data={await load(searchParams, await landingPath(params))} />;
        },
      };
    },
  };
}

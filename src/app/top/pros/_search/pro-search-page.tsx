import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Breadcrumb, type BreadcrumbItem } from "@/ui/breadcrumb";
import { pageMetadata } from "@/lib/page-metadata";
import { searchTitle } from "@/platform/search/search-title";

import { PRO_SEARCH } from "@/features/pros/search/pro-search.definition";
import { loadProSearchPage, proSearchCanonicalPath, toQueryString, type ProSearchPageData } from "./search-page-data";
import { formatResultCount } from "./pro-result-card";
import { ProSearch } from "./pro-search";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type LandingParams = Promise<{ segment: string }>;

async function load(searchParams: SearchParams, landingPath: string | null): Promise<ProSearchPageData> {
  const data = await loadProSearchPage(toQueryString(await searchParams), landingPath);
  if (!data) notFound();
  return data;
}

function titleOf(data: ProSearchPageData): string {
  return searchTitle(PRO_SEARCH, data.metadata, data.result.conditions, data.result.page);
}

function headFor(data: ProSearchPageData): Metadata {
  const title = titleOf(data);
  const { result } = data;
  const hasFreeWord = result.conditions.some((c) => c.group === "freeWord");
  return pageMetadata({
    title,
    description: `${title}（${formatResultCount(result.totalCount, result.isTotalCapped)}）。かけはしでは実名で登録しているフリーランスのプロを、スキルや職種、稼働条件から探せます。`,
    path: proSearchCanonicalPath(data),
    // Free-word and empty results are endless thin variations; the condition pages are what to index.
    noIndex: hasFreeWord || result.totalCount === 0,
  });
}

function SearchPageView({ data }: { data: ProSearchPageData }) {
  const crumbs: BreadcrumbItem[] = [
    { label: "トップ", href: "/" },
    { label: "プロを探す", href: PRO_SEARCH.path },
  ];
  if (data.landingCondition) crumbs.push({ label: searchTitle(PRO_SEARCH, data.metadata, [data.landingCondition]) });
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumb items={crumbs} />
      <ProSearch key={data.result.href} metadata={data.metadata} initialResult={data.result} landingCondition={data.landingCondition}>
        {data.droppedParameters.length > 0 ? (
          <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="dropped-conditions">
            URLに使えない検索条件が含まれていたため、その条件を除いて検索しました。
          </p>
        ) : null}
      </ProSearch>
    </div>
  );
}

/** /top/pros: every condition in the query string. */
export const proSearchPage = {
  async generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
    return headFor(await load(searchParams, null));
  },
  async Page({ searchParams }: { searchParams: SearchParams }) {
    return <SearchPageView data={await load(searchParams, null)} />;
  },
};

/** A path segment as text; a malformed escape (a mangled link) is a 404, not an error page. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    notFound();
  }
}

/**
 * A landing page such as /top/pros/required_skills/TypeScript: the path's condition is chosen, the
 * query string adds to it, and an unknown condition is a 404.
 */
export function proLandingSearchPage(prefix: string) {
  const landingPath = async (params: LandingParams) => `${prefix}/${decodeSegment((await params).segment)}`;
  return {
    async generateMetadata({ params, searchParams }: { params: LandingParams; searchParams: SearchParams }): Promise<Metadata> {
      return headFor(await load(searchParams, await landingPath(params)));
    },
    async Page({ params, searchParams }: { params: LandingParams; searchParams: SearchParams }) {
      return <SearchPageView data={await load(searchParams, await landingPath(params))} />;
    },
  };
}

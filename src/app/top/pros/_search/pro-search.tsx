"use client";

import { SlidersHorizontal } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";

import { Dialog } from "@/ui/dialog";
import { SITE_NAME } from "@/lib/page-metadata";

import { callApi } from "@/platform/api-contract/call-api";
import { searchLocation } from "@/platform/search/search-location";
import { parseSearchQuery, toSearchQuery, withLandingCondition } from "@/platform/search/search-query";
import { initialSearchState, searchStateReducer, type SearchAction, type SearchState } from "@/platform/search/search-state";
import { searchTitle } from "@/platform/search/search-title";

import { PRO_SEARCH_ENDPOINTS } from "@/features/pros/search/pro-search.endpoints";
import { PRO_SEARCH, type ProSearchCondition, type ProSearchGroup } from "@/features/pros/search/pro-search.definition";
import { fromProSearchAnswer } from "@/features/pros/search/pro-search-answer";
import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";
import type { ProSearchResult } from "@/features/pros/search/search-pros.service";
import { ConditionChips } from "./condition-chips";
import { FreeWordForm } from "./free-word-form";
import { SearchFilters } from "./search-filters";
import { SearchResults } from "./search-results";

type ProSearchProps = {
  metadata: ProSearchMetadata;
  initialResult: ProSearchResult;
  /** On a landing page: the condition its path stands for (it joins every search made here). */
  landingCondition: ProSearchCondition | null;
  /** Shown under the heading (a notice about the URL's conditions). */
  children?: ReactNode;
};

/** The full search (the API's query): every condition, including the one a landing path carries. */
function fullQueryOf(params: URLSearchParams, landing: ProSearchCondition | null): string {
  const parsed = parseSearchQuery(PRO_SEARCH, params);
  const full = landing ? withLandingCondition(PRO_SEARCH, parsed, landing) : parsed;
  return toSearchQuery(PRO_SEARCH, full.conditions, full.page, full.sort);
}

type Action = SearchAction<ProSearchGroup>;

/** The address bar's path and query, spelled the way toSearchQuery spells it ([ ] escaped or not). */
function currentHref(): string {
  const query = new URLSearchParams(window.location.search).toString();
  return query ? `${window.location.pathname}?${query}` : window.location.pathname;
}

/**
 * The pro search page's interactive part, as the project search's (decision 009). The server
 * renders the first result; later searches call GET /api/v2/top/pros and write the conditions to
 * the address bar, so reload, sharing and back/forward all give the same search. A search whose
 * conditions belong on a landing page (one profession → /top/pros/professions/{id}) navigates there.
 */
export function ProSearch({ metadata, initialResult, landingCondition, children }: ProSearchProps) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [isNavigating, startNavigation] = useTransition();
  const [state, setState] = useState<SearchState<ProSearchGroup>>(() => ({
    ...initialSearchState(PRO_SEARCH, toSearchQuery(PRO_SEARCH, initialResult.conditions, initialResult.page, initialResult.sort)),
    // The server already answered the first search (S-SRCH-3's initial load).
    isLoading: false,
  }));
  const [result, setResult] = useState(initialResult);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const stateRef = useRef(state);
  const lastHref = useRef<string | null>(null);
  const searchSequence = useRef(0);
  const resultsTop = useRef<HTMLDivElement>(null);

  function apply(action: Action): SearchState<ProSearchGroup> {
    stateRef.current = searchStateReducer(PRO_SEARCH, stateRef.current, action);
    setState(stateRef.current);
    return stateRef.current;
  }

  /** Spec S-SRCH-5: loading on, dirty off, the API called; loading off again whatever happens. */
  async function runSearch({ isFromHistory = false } = {}) {
    const started = apply({ type: "loadStarted" });
    const location = searchLocation(PRO_SEARCH, metadata, started.conditions, started.page, started.sort);
    document.title = `${searchTitle(PRO_SEARCH, metadata, started.conditions, started.page)}｜${SITE_NAME}`;
    if (location.path !== window.location.pathname) {
      startNavigation(() => (isFromHistory ? router.replace(location.href) : router.push(location.href)));
      return;
    }
    // Back/forward already moved the address bar; pushing would cut off the forward history.
    if (!isFromHistory && location.href !== currentHref()) window.history.pushState(null, "", location.href);
    lastHref.current = currentHref();
    const sequence = ++searchSequence.current;
    const answer = await callApi(PRO_SEARCH_ENDPOINTS.search, { query: started.urlQuery });
    if (sequence !== searchSequence.current) return; // a newer search is on its way
    if (answer.ok) setResult(fromProSearchAnswer(answer.data));
    apply({ type: "loadFinished" });
  }

  /** A change the user expects to see at once (a chip removed, a new sort): back to page 1 and search. */
  function searchNow(...actions: Action[]) {
    for (const action of actions) apply(action);
    apply({ type: "setPage", page: 1 });
    void runSearch();
    setIsDrawerOpen(false);
  }

  function goToPage(page: number) {
    apply({ type: "setPage", page });
    void runSearch();
    resultsTop.current?.scrollIntoView({ block: "start" });
  }

  // Back and forward (spec S-SRCH-1): when the address bar moves to a search this component did
  // not just write, its conditions become the state and are searched.
  useEffect(() => {
    const href = currentHref();
    if (lastHref.current === null) {
      lastHref.current = href;
      return;
    }
    if (href === lastHref.current) return;
    lastHref.current = href;
    apply({ type: "restore", urlQuery: fullQueryOf(new URLSearchParams(searchParams.toString()), landingCondition) });
    void runSearch({ isFromHistory: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runSearch and apply read refs; only the URL matters here
  }, [searchParams]);

  const isLoading = state.isLoading || isNavigating;
  // The heading names the search that ran (the URL's), not boxes ticked since.
  const searched = parseSearchQuery(PRO_SEARCH, new URLSearchParams(state.urlQuery));
  const heading = searchTitle(PRO_SEARCH, metadata, searched.conditions, searched.page);
  const chosenCount = state.conditions.filter((c) => c.group !== "freeWord").length;
  const freeWord = state.conditions.find((c) => c.group === "freeWord")?.key ?? "";
  const filters = <SearchFilters metadata={metadata} conditions={state.conditions} dispatch={apply} />;
  const searchButton = (
    <button
      type="button"
      onClick={() => searchNow()}
      className={`h-11 w-full rounded-md px-4 text-sm font-bold ${state.isDirty ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50"}`}
      data-testid="apply-conditions"
    >
      この条件で検索する
    </button>
  );

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="search-heading">
        {heading}
      </h1>
      <p className="mt-2 text-sm text-slate-600">実名で登録しているフリーランスのプロを、スキルや職種、稼働条件から探せます。</p>
      {children}
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside className="hidden lg:block" aria-label="検索条件">
          <div className="sticky top-4 rounded-lg border border-slate-200 bg-white">
            <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-bold text-slate-900">条件で絞り込む</h2>
            <div className="max-h-[calc(100vh-12rem)] overflow-y-auto px-4">{filters}</div>
            <div className="border-t border-slate-200 p-3">{searchButton}</div>
          </div>
        </aside>

        <div ref={resultsTop} className="min-w-0 scroll-mt-4">
          <FreeWordForm
            initialWord={freeWord}
            onSubmit={(word) =>
              searchNow(
                ...state.conditions.filter((c) => c.group === "freeWord").map((c): Action => ({ type: "remove", group: "freeWord", key: c.key })),
                ...(word ? [{ type: "add", condition: { group: "freeWord", key: word, value: word } } satisfies Action] : []),
              )
            }
          />
          <div className="mt-4 flex items-center gap-3 lg:hidden">
            <button
              type="button"
              onClick={() => setIsDrawerOpen(true)}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800"
              data-testid="open-filters"
            >
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
              条件で絞り込む
              {chosenCount > 0 ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{chosenCount}</span> : null}
            </button>
          </div>
          <div className="mt-4 space-y-3">
            <ConditionChips
              metadata={metadata}
              conditions={state.conditions}
              onRemove={(c) => searchNow({ type: "remove", group: c.group, key: c.key })}
              onClear={() => searchNow({ type: "clear" })}
            />
            {state.isDirty ? (
              <div
                role="status"
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
                data-testid="dirty-notice"
              >
                <span>条件が変更されています。検索すると結果に反映されます。</span>
                <button type="button" onClick={() => searchNow()} className="rounded-md bg-brand-600 px-4 py-1.5 font-bold text-white hover:bg-brand-700">
                  この条件で検索する
                </button>
              </div>
            ) : null}
          </div>
          <SearchResults
            metadata={metadata}
            result={result}
            sort={state.sort}
            isLoading={isLoading}
            onSortChange={(sort) => searchNow({ type: "setSort", sort })}
            onPageChange={goToPage}
            onClear={() => searchNow({ type: "clear" })}
            onRemove={(c) => searchNow({ type: "remove", group: c.group, key: c.key })}
            conditions={state.conditions}
          />
        </div>

        <Dialog isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} title="条件で絞り込む" placement="right" testId="filter-drawer">
          <div className="flex min-h-full flex-col">
            <div className="flex-1 px-5">{filters}</div>
            <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-white p-4">
              <button type="button" onClick={() => apply({ type: "clear" })} className="h-11 shrink-0 rounded-md border border-slate-300 px-4 text-sm text-slate-700">
                クリア
              </button>
              {searchButton}
            </div>
          </div>
        </Dialog>
      </div>
    </>
  );
}

"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";

import { Breadcrumb } from "@/ui/breadcrumb";
import { Dialog } from "@/ui/dialog";
import { SITE_NAME } from "@/lib/page-metadata";

import { FLAG_ON, flagCondition, type SearchCondition, type SearchDefinition, type SearchGroupDefinition } from "@/platform/search/search-definition";
import { searchLocation } from "@/platform/search/search-location";
import { parseSearchQuery, toSearchQuery, withLandingCondition } from "@/platform/search/search-query";
import { initialSearchState, searchStateReducer, type SearchAction, type SearchState } from "@/platform/search/search-state";
import { searchTitle } from "@/platform/search/search-title";

import { FreeWordForm } from "./free-word-form";
import { unpackSearchMetadata, type PackedSearchMetadata } from "./packed-metadata";
import { SearchConditionsBar } from "./search-conditions-bar";
import { searchCrumbs } from "./search-crumbs";
import { SearchFilters } from "./search-filters";
import type { FilterSectionSpec, SearchResultPage, SearchWording, ToolbarFlag } from "./search-page-types";
import { SearchResults, type ResultCards } from "./search-results";
import { FILTERS_HEADING_ID, SearchSkipLinks } from "./search-skip-links";
import { usableSort } from "./sort-choices";

/** What a search page is made of: its definition and choices, its words, its filter panel and its cards. */
export type SearchPageParts<G extends string, R extends SearchResultPage<G>, Item> = {
  /** The search; its free word is the group named `freeWord` (the box above the results). */
  definition: SearchDefinition<G> & { groups: { freeWord: SearchGroupDefinition } };
  wording: SearchWording;
  filterSections: readonly FilterSectionSpec<G>[];
  toolbarFlag?: ToolbarFlag<G>;
  cards: ResultCards<R, Item>;
  /** One search through the API (the search's GET endpoint); null when it failed. */
  fetchResult: (urlQuery: string) => Promise<R | null>;
};

/** What the server hands the page: the choices, the first result, the landing condition. */
export type SearchPageServerProps<G extends string, R extends SearchResultPage<G>> = {
  /** The choices, packed for the trip to the browser (packSearchMetadata). */
  metadata: PackedSearchMetadata<G>;
  initialResult: R;
  /** On a landing page: the condition its path stands for (it joins every search made here). */
  landingCondition: SearchCondition<G> | null;
  /** The search page's name in the breadcrumb (「案件を探す」). */
  crumbLabel: string;
  /** Shown under the heading (a notice about the URL's conditions). */
  children?: ReactNode;
};

/** The full search (the API's query): every condition, including the one a landing path carries. */
function fullQueryOf<G extends string>(definition: SearchDefinition<G>, params: URLSearchParams, landing: SearchCondition<G> | null): string {
  const parsed = parseSearchQuery(definition, params);
  const full = landing ? withLandingCondition(definition, parsed, landing) : parsed;
  return toSearchQuery(definition, full.conditions, full.page, full.sort);
}

/** The address bar's path and query, spelled the way toSearchQuery spells it ([ ] escaped or not). */
function currentHref(): string {
  const query = new URLSearchParams(window.location.search).toString();
  return query ? `${window.location.pathname}?${query}` : window.location.pathname;
}

/**
 * A search page's interactive part (spec S-SRCH-1 … S-SRCH-5), shared by the project and the pro
 * search. The server renders the first result; later searches call the search's API and write the
 * conditions to the address bar, so reload, sharing and back/forward all give the same search. A
 * search whose conditions belong on another page (spec S-SRCH-9: one profession → its landing page)
 * navigates there.
 */
export function SearchPage<G extends string, R extends SearchResultPage<G>, Item>({
  parts,
  metadata: packedMetadata,
  initialResult,
  landingCondition,
  crumbLabel,
  children,
}: SearchPageServerProps<G, R> & { parts: SearchPageParts<G, R, Item> }) {
  const { definition, wording, toolbarFlag } = parts;
  const [metadata] = useState(() => unpackSearchMetadata(packedMetadata));
  // The definition's type promises the group (SearchPageParts).
  const FREE_WORD = "freeWord" as G;
  const router = useRouter();
  const searchParams = useSearchParams();
  const [isNavigating, startNavigation] = useTransition();
  const [state, setState] = useState<SearchState<G>>(() => ({
    ...initialSearchState(definition, toSearchQuery(definition, initialResult.conditions, initialResult.page, initialResult.sort)),
    // The server already answered the first search (S-SRCH-3's initial load).
    isLoading: false,
  }));
  const [result, setResult] = useState(initialResult);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const stateRef = useRef(state);
  const lastHref = useRef<string | null>(null);
  const searchSequence = useRef(0);
  const resultsTop = useRef<HTMLDivElement>(null);

  type Action = SearchAction<G>;

  function apply(action: Action): SearchState<G> {
    stateRef.current = searchStateReducer(definition, stateRef.current, action);
    setState(stateRef.current);
    return stateRef.current;
  }

  const hasFreeWordIn = (conditions: readonly SearchCondition<G>[]) => conditions.some((c) => c.group === FREE_WORD);

  /** Spec S-SRCH-5: loading on, dirty off, the API called; loading off again whatever happens. */
  async function runSearch({ isFromHistory = false } = {}) {
    // おすすめ順 without a free word is the default sort again (issue 17).
    const sort = usableSort(definition, stateRef.current.sort, hasFreeWordIn(stateRef.current.conditions));
    if (sort !== stateRef.current.sort) apply({ type: "setSort", sort });
    const started = apply({ type: "loadStarted" });
    const location = searchLocation(definition, metadata, started.conditions, started.page, started.sort);
    document.title = `${searchTitle(definition, metadata, started.conditions, started.page)}｜${SITE_NAME}`;
    if (location.path !== window.location.pathname) {
      startNavigation(() => (isFromHistory ? router.replace(location.href) : router.push(location.href)));
      return;
    }
    // Back/forward already moved the address bar; pushing would cut off the forward history.
    if (!isFromHistory && location.href !== currentHref()) window.history.pushState(null, "", location.href);
    lastHref.current = currentHref();
    const sequence = ++searchSequence.current;
    const answer = await parts.fetchResult(started.urlQuery);
    if (sequence !== searchSequence.current) return; // a newer search is on its way
    if (answer) setResult(answer);
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

  /** A link of the page to another search (a hint of the empty state): searched in place like a page link. */
  function openSearch(href: string) {
    const url = new URL(href, window.location.origin);
    if (url.pathname !== window.location.pathname) {
      startNavigation(() => router.push(`${url.pathname}${url.search}`));
      return;
    }
    apply({ type: "restore", urlQuery: fullQueryOf(definition, url.searchParams, landingCondition) });
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
    apply({ type: "restore", urlQuery: fullQueryOf(definition, new URLSearchParams(searchParams.toString()), landingCondition) });
    void runSearch({ isFromHistory: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runSearch and apply read refs; only the URL matters here
  }, [searchParams]);

  const isLoading = state.isLoading || isNavigating;
  // The heading names the search that ran (the URL's), not boxes ticked since.
  const searched = parseSearchQuery(definition, new URLSearchParams(state.urlQuery));
  const heading = searchTitle(definition, metadata, searched.conditions, searched.page);
  const chosenCount = state.conditions.filter((c) => c.group !== FREE_WORD && c.group !== toolbarFlag?.group).length;
  const freeWord = state.conditions.find((c) => c.group === FREE_WORD)?.key ?? "";
  const hasFreeWord = hasFreeWordIn(state.conditions);
  const filters = <SearchFilters definition={definition} metadata={metadata} sections={parts.filterSections} conditions={state.conditions} dispatch={apply} />;
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
      <SearchSkipLinks />
      {/* In the client part so that it follows searches made in place: its last item is the heading (issue 17). */}
      <Breadcrumb items={searchCrumbs(definition, metadata, { crumbLabel, heading, landingCondition })} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="search-heading">
        {heading}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{wording.lead}</p>
      {children}
      {/* The keyword box and results come first in the page's order, so a keyboard reaches the box in a few
          Tabs rather than after the panel's ~200 choices; on wide screens the grid still draws the panel on the left. */}
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div ref={resultsTop} className="min-w-0 scroll-mt-4 lg:col-start-2 lg:row-start-1">
          <FreeWordForm
            parameter={definition.groups.freeWord.parameter}
            noun={wording.noun}
            placeholder={wording.freeWordPlaceholder}
            initialWord={freeWord}
            onSubmit={(word) =>
              searchNow(
                ...state.conditions.filter((c) => c.group === FREE_WORD).map((c): Action => ({ type: "remove", group: FREE_WORD, key: c.key })),
                ...(word ? [{ type: "add", condition: { group: FREE_WORD, key: word, value: word } } satisfies Action] : []),
              )
            }
          />
          <SearchConditionsBar
            definition={definition}
            metadata={metadata}
            conditions={state.conditions}
            hiddenGroup={toolbarFlag?.group}
            chosenCount={chosenCount}
            isDirty={state.isDirty}
            onOpenFilters={() => setIsDrawerOpen(true)}
            onRemove={(c) => searchNow({ type: "remove", group: c.group, key: c.key })}
            onClear={() => searchNow({ type: "clear" })}
            onSearch={() => searchNow()}
          />
          <SearchResults
            definition={definition}
            metadata={metadata}
            wording={wording}
            cards={parts.cards}
            result={result}
            sort={usableSort(definition, state.sort, hasFreeWord)}
            hasFreeWord={hasFreeWord}
            isLoading={isLoading}
            toolbarFlag={
              toolbarFlag && {
                ...toolbarFlag,
                isOn: state.conditions.some((c) => c.group === toolbarFlag.group),
                onChange: (isOn) =>
                  searchNow(isOn ? { type: "add", condition: flagCondition(definition, toolbarFlag.group) } : { type: "remove", group: toolbarFlag.group, key: FLAG_ON }),
              }
            }
            onSortChange={(sort) => searchNow({ type: "setSort", sort })}
            onPageChange={goToPage}
            onClear={() => searchNow({ type: "clear" })}
            onRemove={(c) => searchNow({ type: "remove", group: c.group, key: c.key })}
            onOpenSearch={openSearch}
            conditions={state.conditions}
          />
        </div>

        <aside className="hidden lg:col-start-1 lg:row-start-1 lg:block" aria-label="検索条件">
          <div className="sticky top-4 rounded-lg border border-slate-200 bg-white">
            <h2 id={FILTERS_HEADING_ID} tabIndex={-1} className="border-b border-slate-200 px-4 py-3 text-sm font-bold text-slate-900">
              条件で絞り込む
            </h2>
            <div className="max-h-[calc(100vh-12rem)] overflow-y-auto px-4">{filters}</div>
            <div className="border-t border-slate-200 p-3">{searchButton}</div>
          </div>
        </aside>

        <Dialog isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} title="条件で絞り込む" placement="right" testId="filter-drawer">
          <div className="flex min-h-full flex-col">
            {/* Rendered only while open: the page's HTML carries the panel once (the wide screen's), not twice. */}
            <div className="flex-1 px-5">{isDrawerOpen ? filters : null}</div>
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

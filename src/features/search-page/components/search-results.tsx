"use client";

import { Fragment, memo, useId, type ReactNode } from "react";

import { Pagination } from "@/ui/pagination";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import type { SearchMetadata } from "@/platform/search/search-metadata";

import { EmptyResults } from "./empty-results";
import { formatResultCount, type SearchResultPage, type SearchWording, type ToolbarFlag } from "./search-page-types";
import { offeredSorts } from "./sort-choices";
import { searchesInPlace } from "./zero-result-hints";

/** How a search's result cards are drawn: the list of the answer, a card, and its loading skeleton. */
export type ResultCards<R, Item> = {
  itemsOf: (result: R) => readonly Item[];
  keyOf: (item: Item) => string | number;
  renderCard: (item: Item) => ReactNode;
  renderSkeleton: () => ReactNode;
};

type SearchResultsProps<G extends string, R extends SearchResultPage<G>, Item> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  wording: SearchWording;
  cards: ResultCards<R, Item>;
  result: R;
  conditions: readonly SearchCondition<G>[];
  /** The sort the select shows (one the search offers: usableSort). */
  sort: number;
  /** おすすめ順 is offered only with a free word (issue 17). */
  hasFreeWord: boolean;
  isLoading: boolean;
  /** The toolbar's switch (募集終了を除く) and whether it is on; none for a search without one. */
  toolbarFlag?: ToolbarFlag<G> & { isOn: boolean; onChange: (isOn: boolean) => void };
  onSortChange: (sort: number) => void;
  onPageChange: (page: number) => void;
  onRemove: (condition: SearchCondition<G>) => void;
  onClear: () => void;
  /** Runs the search a link of the page points to (a hint of the empty state), in place. */
  onOpenSearch: (href: string) => void;
};

const SKELETON_COUNT = 5;

/** Which page a pagination link points to (its href is a real URL, for crawlers and new tabs). */
function pageOfLink(href: string): number {
  return Number(new URL(href, "http://x").searchParams.get("page") ?? "1");
}

/**
 * The result list with its toolbar (count, the search's switch if any, sort), skeletons while
 * loading, an empty state that offers to loosen the conditions, and page links that search in place.
 */
export function SearchResults<G extends string, R extends SearchResultPage<G>, Item>(props: SearchResultsProps<G, R, Item>) {
  const { result, sort, isLoading, toolbarFlag, cards, wording } = props;
  const items = cards.itemsOf(result);
  const sortId = useId();
  const hrefs = new Map(result.pageUrlList.map((p) => [Number(p.name), p.url]));
  return (
    // aria-busy and data-search-href say which search the list on screen answers (the address bar's
    // href when it is current): the browser tests wait on them, not on time.
    <section aria-labelledby="search-results-heading" className="mt-4 scroll-mt-4" aria-busy={isLoading} data-search-href={result.href} data-testid="search-region">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        {/* The skip link 「検索結果へ移動」 lands here (tabIndex -1: focusable by script, not a Tab stop). */}
        <h2 id="search-results-heading" tabIndex={-1} className="text-sm text-slate-700">
          <span aria-live="polite" data-testid="result-count">
            {isLoading ? (
              "検索中…"
            ) : (
              <>
                <span className="text-lg font-bold text-slate-900">{formatResultCount(result.totalCount, result.isTotalCapped)}</span>の{wording.noun}
              </>
            )}
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {toolbarFlag ? (
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={toolbarFlag.isOn} onChange={(event) => toolbarFlag.onChange(event.target.checked)} />
              {toolbarFlag.label}
            </label>
          ) : null}
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm text-slate-700">
              並び順
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => props.onSortChange(Number(event.target.value))}
              className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              {offeredSorts(props.definition, props.hasFreeWord).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {isLoading ? (
        <div className="mt-4 space-y-3" data-testid="search-loading">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Fragment key={i}>{cards.renderSkeleton()}</Fragment>
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyResults
          definition={props.definition}
          metadata={props.metadata}
          wording={wording}
          result={result}
          removable={props.conditions.filter((c) => c.group !== toolbarFlag?.group)}
          onRemove={props.onRemove}
          onClear={props.onClear}
          onPageChange={props.onPageChange}
          onOpenSearch={props.onOpenSearch}
        />
      ) : (
        <>
          <ResultList items={items} cards={cards} />
          {result.isTotalCapped && result.page === result.totalPages ? (
            <p className="mt-6 text-center text-sm text-slate-600">表示できるのは1,000件までです。条件を追加して絞り込んでください。</p>
          ) : null}
          <div
            onClickCapture={(event) => {
              const link = (event.target as HTMLElement).closest("a");
              if (!link || !searchesInPlace(event)) return;
              event.preventDefault();
              props.onPageChange(pageOfLink(link.href));
            }}
          >
            <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(n) => hrefs.get(n) ?? result.links.first} label="検索結果のページ送り" />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The cards, drawn again only when the answer changes: ticking a filter re-renders the page's state,
 * and redrawing twenty cards with it made that click the slowest interaction on a phone (bench:web-vitals).
 */
const ResultList = memo(function ResultList<Item>({ items, cards }: { items: readonly Item[]; cards: ResultCards<never, Item> }) {
  return (
    <ul className="mt-4 space-y-3" data-testid="search-results">
      {items.map((item) => (
        <li key={cards.keyOf(item)}>{cards.renderCard(item)}</li>
      ))}
    </ul>
  );
}) as <Item>(props: { items: readonly Item[]; cards: ResultCards<never, Item> }) => ReactNode;

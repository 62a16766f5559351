"use client";

import { SearchX } from "lucide-react";
import { useId } from "react";

import { Pagination } from "@/ui/pagination";

import { conditionLabel } from "@/platform/search/search-title";

import { PRO_SEARCH, type ProSearchCondition } from "@/features/pros/search/pro-search.definition";
import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";
import type { ProSearchResult } from "@/features/pros/search/search-pros.service";
import { formatResultCount, ProResultCard, ProResultSkeleton } from "./pro-result-card";

type SearchResultsProps = {
  metadata: ProSearchMetadata;
  result: ProSearchResult;
  conditions: readonly ProSearchCondition[];
  sort: number;
  isLoading: boolean;
  onSortChange: (sort: number) => void;
  onPageChange: (page: number) => void;
  onRemove: (condition: ProSearchCondition) => void;
  onClear: () => void;
};

const SKELETON_COUNT = 5;

/** Which page a pagination link points to (its href is a real URL, for crawlers and new tabs). */
function pageOfLink(href: string): number {
  return Number(new URL(href, "http://x").searchParams.get("page") ?? "1");
}

/**
 * The result list with its toolbar (count, sort), skeletons while loading, an empty
 * state that offers to loosen the conditions, and page links that search in place.
 */
export function SearchResults(props: SearchResultsProps) {
  const { result, sort, isLoading } = props;
  const sortId = useId();
  const hrefs = new Map(result.pageUrlList.map((p) => [Number(p.name), p.url]));
  return (
    // aria-busy and data-search-href say which search the list on screen answers (the address bar's
    // href when it is current): the browser tests wait on them, not on time.
    <section aria-labelledby="search-results-heading" className="mt-4" aria-busy={isLoading} data-search-href={result.href} data-testid="search-region">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <h2 id="search-results-heading" className="text-sm text-slate-700">
          <span aria-live="polite" data-testid="result-count">
            {isLoading ? (
              "検索中…"
            ) : (
              <>
                <span className="text-lg font-bold text-slate-900">{formatResultCount(result.totalCount, result.isTotalCapped)}</span>のプロ
              </>
            )}
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-4">
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
              {PRO_SEARCH.sort.choices.map((s) => (
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
            <ProResultSkeleton key={i} />
          ))}
        </div>
      ) : result.proList.length === 0 ? (
        <EmptyResults {...props} />
      ) : (
        <>
          <ul className="mt-4 space-y-3" data-testid="search-results">
            {result.proList.map((card) => (
              <li key={card.id}>
                <ProResultCard card={card} />
              </li>
            ))}
          </ul>
          {result.isTotalCapped && result.page === result.totalPages ? (
            <p className="mt-6 text-center text-sm text-slate-600">表示できるのは1,000件までです。条件を追加して絞り込んでください。</p>
          ) : null}
          <div
            onClickCapture={(event) => {
              const link = (event.target as HTMLElement).closest("a");
              if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
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

function EmptyResults({ metadata, result, conditions, onRemove, onClear, onPageChange }: SearchResultsProps) {
  const removable = conditions;
  const isPastLastPage = result.page > 1 && result.totalCount > 0;
  return (
    <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="search-empty">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      {isPastLastPage ? (
        <>
          <p className="mt-3 font-bold text-slate-900">このページにはプロがいません</p>
          <button type="button" onClick={() => onPageChange(1)} className="mt-4 rounded-md bg-brand-600 px-5 py-2 text-sm font-bold text-white hover:bg-brand-700">
            1ページ目に戻る
          </button>
        </>
      ) : (
        <>
          <p className="mt-3 font-bold text-slate-900">条件に合うプロが見つかりませんでした</p>
          <p className="mt-2 text-sm text-slate-600">条件を減らすか、キーワードを短くして探してみてください。</p>
          {removable.length > 0 ? (
            <>
              <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="外せる条件">
                {removable.map((c) => (
                  <li key={`${c.group}:${c.key}`}>
                    <button type="button" onClick={() => onRemove(c)} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50">
                      {conditionLabel(PRO_SEARCH, metadata, c)} を外す
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={onClear} className="mt-4 rounded-md bg-brand-600 px-5 py-2 text-sm font-bold text-white hover:bg-brand-700">
                条件をすべてクリア
              </button>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

"use client";

import { SearchX } from "lucide-react";

import { conditionLabel } from "@/platform/search/search-title";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import type { SearchMetadata } from "@/platform/search/search-metadata";

import type { SearchResultPage, SearchWording } from "./search-page-types";
import { ZeroResultHintsPanel } from "./zero-result-hints";

type EmptyResultsProps<G extends string> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  wording: SearchWording;
  result: SearchResultPage<G>;
  /** The chosen conditions a user can take away (not the toolbar's switch). */
  removable: readonly SearchCondition<G>[];
  onRemove: (condition: SearchCondition<G>) => void;
  onClear: () => void;
  onPageChange: (page: number) => void;
  onOpenSearch: (href: string) => void;
};

/**
 * A search that shows nothing: past the last page it offers page 1; otherwise it says so, offers the
 * API's hints (もしかして, what each condition would find without it) and then the conditions to
 * take away one by one or all at once.
 */
export function EmptyResults<G extends string>({
  definition,
  metadata,
  wording,
  result,
  removable,
  onRemove,
  onClear,
  onPageChange,
  onOpenSearch,
}: EmptyResultsProps<G>) {
  const isPastLastPage = result.page > 1 && result.totalCount > 0;
  const hints = result.zeroResultHints;
  // The hints already offer each condition that would find something, with its count: no second list.
  const hasConditionHints = Boolean(hints && hints.withoutCondition.length > 0);
  return (
    <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="search-empty">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      {isPastLastPage ? (
        <>
          <p className="mt-3 font-bold text-slate-900">{wording.nothingOnPage}</p>
          <button type="button" onClick={() => onPageChange(1)} className="mt-4 rounded-md bg-brand-600 px-5 py-2 text-sm font-bold text-white hover:bg-brand-700">
            1ページ目に戻る
          </button>
        </>
      ) : (
        <>
          <p className="mt-3 font-bold text-slate-900">条件に合う{wording.noun}が見つかりませんでした</p>
          <p className="mt-2 text-sm text-slate-600">条件を減らすか、キーワードを短くして探してみてください。</p>
          {hints ? <ZeroResultHintsPanel hints={hints} onOpen={onOpenSearch} /> : null}
          {removable.length > 0 ? (
            <>
              {hasConditionHints ? null : (
                <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="外せる条件">
                  {removable.map((c) => (
                    <li key={`${c.group}:${c.key}`}>
                      <button
                        type="button"
                        onClick={() => onRemove(c)}
                        className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50"
                      >
                        {conditionLabel(definition, metadata, c)} を外す
                      </button>
                    </li>
                  ))}
                </ul>
              )}
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

"use client";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import type { SearchMetadata } from "@/platform/search/search-metadata";

import { ConditionChips } from "./condition-chips";

type SearchConditionsBarProps<G extends string> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  conditions: readonly SearchCondition<G>[];
  /** A group not shown as chips (it has its own switch in the results' toolbar). */
  hiddenGroup?: G;
  /** How many conditions are chosen in the panel, for the phone's button. */
  chosenCount: number;
  isDirty: boolean;
  onOpenFilters: () => void;
  onRemove: (condition: SearchCondition<G>) => void;
  onClear: () => void;
  onSearch: () => void;
};

/**
 * Under the keyword box: the phone's 「条件で絞り込む」 button (the panel is a drawer there), the
 * chosen conditions as chips, and the notice that ticked boxes wait for a search (spec S-SRCH-3).
 */
export function SearchConditionsBar<G extends string>(props: SearchConditionsBarProps<G>) {
  const { chosenCount, isDirty } = props;
  return (
    <>
      <div className="mt-4 flex items-center gap-3 lg:hidden">
        <button
          type="button"
          onClick={props.onOpenFilters}
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800"
          data-testid="open-filters"
        >
          <span aria-hidden="true" className="icon-sliders h-4 w-4" />
          条件で絞り込む
          {chosenCount > 0 ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{chosenCount}</span> : null}
        </button>
      </div>
      <div className="mt-4 space-y-3">
        <ConditionChips
          definition={props.definition}
          hiddenGroup={props.hiddenGroup}
          metadata={props.metadata}
          conditions={props.conditions}
          onRemove={props.onRemove}
          onClear={props.onClear}
        />
        {isDirty ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            data-testid="dirty-notice"
          >
            <span>条件が変更されています。検索すると結果に反映されます。</span>
            <button type="button" onClick={props.onSearch} className="rounded-md bg-brand-600 px-4 py-1.5 font-bold text-white hover:bg-brand-700">
              この条件で検索する
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

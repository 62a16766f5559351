"use client";

import { X } from "lucide-react";

import { conditionLabel } from "@/platform/search/search-title";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import type { SearchMetadata } from "@/platform/search/search-metadata";

type ChipsProps<G extends string> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  conditions: readonly SearchCondition<G>[];
  onRemove: (condition: SearchCondition<G>) => void;
  onClear: () => void;
  /** A group not shown as chips (it has its own switch). */
  hiddenGroup?: G;
};

/** The chosen conditions as removable chips (a toolbar flag such as 募集終了を除く has its own switch). */
export function ConditionChips<G extends string>({ definition, metadata, conditions, hiddenGroup, onRemove, onClear }: ChipsProps<G>) {
  const shown = conditions.filter((c) => c.group !== hiddenGroup);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="condition-chips">
      <ul className="flex flex-wrap gap-2" aria-label="選択中の条件">
        {shown.map((condition) => {
          const label = conditionLabel(definition, metadata, condition);
          return (
            <li key={`${condition.group}:${condition.key}`}>
              <button
                type="button"
                onClick={() => onRemove(condition)}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-600 bg-brand-50 py-1 pl-3 pr-2 text-sm text-brand-800 hover:bg-brand-100"
                aria-label={`${label}の条件を外す`}
              >
                <span className="break-all">{label}</span>
                <X aria-hidden="true" className="h-4 w-4 shrink-0" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onClear} className="px-1 text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
        すべてクリア
      </button>
    </div>
  );
}

"use client";

import { X } from "lucide-react";

import { conditionLabel } from "@/platform/search/search-title";

import { PRO_SEARCH, type ProSearchCondition } from "@/features/pros/search/pro-search.definition";
import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";

type ChipsProps = {
  metadata: ProSearchMetadata;
  conditions: readonly ProSearchCondition[];
  onRemove: (condition: ProSearchCondition) => void;
  onClear: () => void;
};

/** The chosen conditions as removable chips . */
export function ConditionChips({ metadata, conditions, onRemove, onClear }: ChipsProps) {
  const shown = conditions;
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="condition-chips">
      <ul className="flex flex-wrap gap-2" aria-label="選択中の条件">
        {shown.map((condition) => {
          const label = conditionLabel(PRO_SEARCH, metadata, condition);
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

"use client";

import { useId } from "react";

type NarrowingBoxProps = {
  /** What the list holds, for the box's name: 「スキル・言語」 → 「スキル・言語の候補を絞り込む」. */
  label: string;
  example: string;
  value: string;
  onChange: (value: string) => void;
  /** How many entries match, said politely while typing (nothing while the box is empty). */
  matchCount: number;
};

/** The box above a long list that narrows it as one types (decision 009); it only filters the list, it does not search. */
export function NarrowingBox({ label, example, value, onChange, matchCount }: NarrowingBoxProps) {
  const inputId = useId();
  // 「スキル（すべて含む）」 names how the search matches; the box only needs 「スキル」.
  const listName = label.replace(/（.*）$/, "");
  return (
    <div className="mb-2">
      <label htmlFor={inputId} className="sr-only">
        {`${listName}の候補を絞り込む`}
      </label>
      <input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // Enter in this box must not submit anything: it only narrows the list below.
        onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        placeholder={`候補を絞り込む（例: ${example}）`}
        className="h-9 w-full rounded-md border border-slate-300 px-3 text-sm"
        autoComplete="off"
      />
      <p className="sr-only" aria-live="polite">
        {value.trim() ? `${matchCount}件の候補` : ""}
      </p>
    </div>
  );
}

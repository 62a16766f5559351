"use client";

import { useEffect, useId, useRef, useState } from "react";

import type { MetadataCondition } from "@/platform/search/search-metadata";

/** Long lists get a box to narrow them down, and show their first entries until asked for all. */
const FILTERABLE_AFTER = 20;
const SHOWN_BEFORE_ALL = 16;
const LONG_NAME = 7;

/** One group's choices as checkboxes; a long list (skills) can be narrowed and shows its first entries until asked for all. */
export function CheckboxList({
  group,
  choices,
  isChosen,
  onChange,
}: {
  group: string;
  choices: MetadataCondition[];
  isChosen: (key: string) => boolean;
  onChange: (choice: MetadataCondition, checked: boolean) => void;
}) {
  const [narrowing, setNarrowing] = useState("");
  const [isShowingAll, setIsShowingAll] = useState(false);
  // After 「すべて表示」 the button is gone: keyboard focus goes to the first choice it revealed, not to the page.
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!isShowingAll || focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [isShowingAll]);
  const inputId = useId();
  const needle = narrowing.trim().toLowerCase();
  const isLong = choices.length > FILTERABLE_AFTER;
  // Long names (データサイエンティスト, Google Analytics) get a row each instead of wrapping mid-word.
  const columns = choices.some((c) => c.name.length > LONG_NAME) ? "grid-cols-1" : "grid-cols-2";
  // A long list shows its first (most used) entries and the chosen ones until asked for all or narrowed.
  const isCut = isLong && !isShowingAll && !needle;
  const shown = needle
    ? choices.filter((c) => c.name.toLowerCase().includes(needle))
    : isCut
      ? choices.filter((c, index) => index < SHOWN_BEFORE_ALL || isChosen(c.key))
      : choices;
  return (
    <div>
      {isLong ? (
        <div className="mb-2">
          <label htmlFor={inputId} className="sr-only">
            候補を絞り込む
          </label>
          <input
            id={inputId}
            type="search"
            value={narrowing}
            onChange={(event) => setNarrowing(event.target.value)}
            placeholder="候補を絞り込む（例: React）"
            className="h-9 w-full rounded-md border border-slate-300 px-3 text-sm"
          />
        </div>
      ) : null}
      <ul ref={listRef} className={`grid ${columns} gap-x-2 ${isLong ? "max-h-64 overflow-y-auto pr-1" : ""}`} data-group={group}>
        {shown.map((choice) => (
          <li key={choice.key}>
            <label className="search-option">
              <input type="checkbox" className="search-box" checked={isChosen(choice.key)} onChange={(event) => onChange(choice, event.target.checked)} />
              <span className="break-all">{choice.name}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="col-span-2 px-1 py-2 text-sm text-slate-500">該当する候補がありません</li> : null}
      </ul>
      {isCut && shown.length < choices.length ? (
        <button
          type="button"
          onClick={() => {
            // The first choice past the ones always shown.
            focusFrom.current = SHOWN_BEFORE_ALL;
            setIsShowingAll(true);
          }}
          className="mt-1 px-1 text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          すべて表示（全{choices.length}件）
        </button>
      ) : null}
    </div>
  );
}

"use client";

import { useEffect, useId, useRef, useState } from "react";

import type { MetadataCondition } from "@/platform/search/search-metadata";

import { FILTERABLE_AFTER, SHOWN_BEFORE_ALL, shownChoices, toNeedle } from "./choice-filter";
import { NarrowingBox } from "./narrowing-box";

const LONG_NAME = 7;

type CheckboxListProps = {
  group: string;
  /** The group's name on screen (スキル・言語), for the narrowing box. */
  label: string;
  choices: MetadataCondition[];
  isChosen: (key: string) => boolean;
  onChange: (choice: MetadataCondition, checked: boolean) => void;
};

/**
 * One group's choices as checkboxes. A long list (skills) gets a box that narrows it as one types,
 * and shows its first entries and the chosen ones until 「もっと見る」 reveals the rest (issue 17).
 */
export function CheckboxList({ group, label, choices, isChosen, onChange }: CheckboxListProps) {
  const [narrowing, setNarrowing] = useState("");
  const [isShowingAll, setIsShowingAll] = useState(false);
  // After 「もっと見る」 keyboard focus goes to the first choice it revealed: the new entries sit above
  // the button, and a keyboard user would otherwise have to walk back up to them.
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!isShowingAll || focusFrom.current === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [isShowingAll]);
  const needle = toNeedle(narrowing);
  const isLong = choices.length > FILTERABLE_AFTER;
  // Long names (データサイエンティスト, Google Analytics) get a row each instead of wrapping mid-word.
  const columns = choices.some((c) => c.name.length > LONG_NAME) ? "grid-cols-1" : "grid-cols-2";
  const { shown, isCut } = shownChoices(choices, { needle, isShowingAll, isChosen });
  return (
    <div>
      {isLong ? <NarrowingBox label={label} example="React" value={narrowing} onChange={setNarrowing} matchCount={shown.length} /> : null}
      <ul id={listId} ref={listRef} className={`grid ${columns} gap-x-2 ${isLong ? "max-h-72 overflow-y-auto pr-1" : ""}`} data-group={group}>
        {shown.map((choice) => (
          <li key={choice.key}>
            <label className="search-option">
              <input type="checkbox" className="search-box" checked={isChosen(choice.key)} onChange={(event) => onChange(choice, event.target.checked)} />
              <span className="break-all">{choice.name}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="col-span-2 px-1 py-2 text-sm text-slate-600">該当する候補がありません</li> : null}
      </ul>
      {/* While narrowing every match shows, so the button has nothing to do then. */}
      {isLong && !needle && (isShowingAll || isCut) ? (
        <button
          type="button"
          aria-expanded={isShowingAll}
          aria-controls={listId}
          onClick={() => {
            // The first choice past the ones always shown (chosen ones further down are already there).
            focusFrom.current = isShowingAll ? null : SHOWN_BEFORE_ALL;
            setIsShowingAll(!isShowingAll);
          }}
          className="mt-1 px-1 text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {isShowingAll ? "閉じる" : `もっと見る（全${choices.length}件）`}
        </button>
      ) : null}
    </div>
  );
}

"use client";

import { useId, useState, type KeyboardEvent } from "react";

import { FieldMessages } from "./field-messages";

export type PickerOption = { id: number; name: string };

type Props = {
  /** The text box's id (a form's field id, so its error focus lands here). */
  id: string;
  label: string;
  options: readonly PickerOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
  error?: string;
  hint?: string;
  /** Ids offered nowhere (the other list's skills, say). */
  excluded?: readonly number[];
};

const SHOWN = 8;

/** Case- and width-insensitive "contains" (ＡＷＳ finds AWS). */
const fold = (text: string) => text.normalize("NFKC").toLowerCase();

/**
 * Picks several entries from a long list (skills): type to narrow, press Enter or click to add, each
 * chosen one a chip with its own remove button. Plain buttons and a text box, so keyboards and screen
 * readers need nothing special; the count of matches is announced.
 */
export function SearchablePicker({ id, label, options, selected, onChange, max, error, hint, excluded = [] }: Props) {
  const [query, setQuery] = useState("");
  const statusId = useId();
  const chosen = selected.flatMap((sid) => options.filter((o) => o.id === sid));
  const isFull = selected.length >= max;
  const matches =
    query.trim() === "" ? [] : options.filter((o) => !selected.includes(o.id) && !excluded.includes(o.id) && fold(o.name).includes(fold(query.trim()))).slice(0, SHOWN);
  const add = (optionId: number) => {
    if (isFull) return;
    onChange([...selected, optionId]);
    setQuery("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (matches[0]) add(matches[0].id);
  };
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, statusId].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-700">
        {label}
        <span className="ml-2 text-xs font-normal text-slate-500">
          {selected.length}/{max}
        </span>
      </label>
      {chosen.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={`選んだ${label}`}>
          {chosen.map((option) => (
            <li key={option.id} className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-800">
              {option.name}
              <button
                type="button"
                onClick={() => onChange(selected.filter((sid) => sid !== option.id))}
                className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100"
                aria-label={`${option.name}を外す`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={isFull}
        placeholder={isFull ? `${max}個まで選べます` : "名前を入力して絞り込む（例: React）"}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-md border px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
          error ? "border-red-500 bg-red-50" : "border-slate-300 bg-white"
        }`}
      />
      <p id={statusId} className="sr-only" aria-live="polite">
        {query.trim() === "" ? "" : `${matches.length}件の候補`}
      </p>
      {matches.length ? (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`${label}の候補`}>
          {matches.map((option) => (
            <li key={option.id}>
              <button type="button" onClick={() => add(option.id)} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600">
                ＋ {option.name}
              </button>
            </li>
          ))}
        </ul>
      ) : query.trim() !== "" ? (
        <p className="mt-1 text-sm text-slate-500">一致する候補がありません</p>
      ) : null}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

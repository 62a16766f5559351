"use client";

import { useId, useState } from "react";

import { MAX_FREE_WORD_LENGTH } from "@/platform/search/search-validation";

type FreeWordFormProps = {
  /** The free-word group's query parameter (the box's name). */
  parameter: string;
  /** What is searched for: 「案件」 or 「プロ」. */
  noun: string;
  placeholder: string;
  initialWord: string;
  onSubmit: (word: string) => void;
};

/**
 * The free-word box. Several words separated by spaces must all match; width, case and kana do not
 * matter (the API normalises them). It follows the state when back/forward changes the search.
 */
export function FreeWordForm({ parameter, noun, placeholder, initialWord, onSubmit }: FreeWordFormProps) {
  const [word, setWord] = useState(initialWord);
  const inputId = useId();
  const [shownInitialWord, setShownInitialWord] = useState(initialWord);
  if (initialWord !== shownInitialWord) {
    setShownInitialWord(initialWord);
    setWord(initialWord);
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // What the box shows is what is searched, even if a re-render raced the typing.
        const input = event.currentTarget.elements.namedItem(parameter);
        onSubmit((input instanceof HTMLInputElement ? input.value : word).trim());
      }}
      className="flex gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {`フリーワードで${noun}を探す`}
      </label>
      <div className="relative min-w-0 flex-1">
        <span aria-hidden="true" className="icon-search pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          id={inputId}
          type="search"
          name={parameter}
          value={word}
          maxLength={MAX_FREE_WORD_LENGTH}
          onChange={(event) => setWord(event.target.value)}
          placeholder={placeholder}
          className="h-11 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-base sm:text-sm"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="h-11 shrink-0 rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700">
        検索
      </button>
    </form>
  );
}

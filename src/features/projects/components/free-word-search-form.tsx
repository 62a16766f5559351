import { Search } from "lucide-react";

import { MAX_FREE_WORD_LENGTH } from "@/platform/search/search-validation";

import { PROJECT_SEARCH } from "../project-search.definition";

/**
 * A free-word search (spec S-SRCH-6's `search_project[free_word]`) as a plain GET form: it works
 * before any script has loaded, and the search page reads the word from its URL.
 */
export function FreeWordSearchForm() {
  return (
    <form action={PROJECT_SEARCH.path} method="get" role="search" className="w-full max-w-2xl" data-testid="free-word-search">
      <label htmlFor="home-free-word" className="block text-sm font-bold text-slate-800">
        キーワードで案件を探す
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            id="home-free-word"
            type="search"
            name={PROJECT_SEARCH.groups.freeWord.parameter}
            maxLength={MAX_FREE_WORD_LENGTH}
            placeholder="例：React リモート"
            enterKeyHint="search"
            className="h-12 w-full rounded-md border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
        <button type="submit" className="h-12 shrink-0 rounded-md bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 sm:px-8">
          検索
        </button>
      </div>
    </form>
  );
}

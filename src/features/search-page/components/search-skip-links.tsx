"use client";

import type { MouseEvent } from "react";

/** The results' heading and the filter panel's: where the skip links land. */
export const RESULTS_HEADING_ID = "search-results-heading";
export const FILTERS_HEADING_ID = "search-filters-heading";

/** Focus moves with the jump, so the next Tab continues from there (the URL keeps no #fragment). */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * The first Tab stops of the search page's own area, shown when focused (issue 17): straight to the
 * results, and on wide screens to the filter panel, which comes after the results in the page's
 * order so that the keyword box is reached within a few Tabs.
 */
export function SearchSkipLinks() {
  return (
    <div className="relative">
      <a href={`#${RESULTS_HEADING_ID}`} onClick={jumpTo(RESULTS_HEADING_ID)} className="skip-link">
        検索結果へ移動
      </a>
      {/* Phones have no panel on the page (it opens in a drawer from the button under the keyword box). */}
      <a href={`#${FILTERS_HEADING_ID}`} onClick={jumpTo(FILTERS_HEADING_ID)} className="skip-link max-lg:hidden">
        検索条件へ移動
      </a>
    </div>
  );
}

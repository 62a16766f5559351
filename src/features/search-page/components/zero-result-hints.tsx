"use client";

import { Fragment, type MouseEvent } from "react";

import type { ZeroResultHints } from "@/features/projects/search/project-search-answer.schemas";

import { formatResultCount } from "./search-page-types";

/** A plain click searches in place; a click meant for a new tab or window is the browser's. */
export function searchesInPlace(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

type ZeroResultHintsPanelProps = {
  hints: ZeroResultHints;
  /** Runs the search a hint's link points to, as the page links do. */
  onOpen: (href: string) => void;
};

/**
 * Ways out of an empty result (issue 17): 「もしかして: React」 for a word the search knows, and what
 * each chosen condition would find without it (「東京都を外すと 34件」). The links are real URLs
 * (new tabs, sharing) that search in place on a plain click.
 */
export function ZeroResultHintsPanel({ hints, onOpen }: ZeroResultHintsPanelProps) {
  const { didYouMean, withoutCondition } = hints;
  if (didYouMean.length === 0 && withoutCondition.length === 0) return null;
  const linkProps = (href: string) => ({
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!searchesInPlace(event)) return;
      event.preventDefault();
      onOpen(href);
    },
  });
  return (
    <div className="mx-auto mt-5 max-w-md space-y-3 text-sm text-slate-800" data-testid="zero-result-hints">
      {didYouMean.length > 0 ? (
        <p data-testid="did-you-mean">
          もしかして:{" "}
          {didYouMean.map((hint, index) => (
            <Fragment key={hint.href}>
              {index > 0 ? "、" : null}
              <a {...linkProps(hint.href)} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {hint.word}
              </a>
            </Fragment>
          ))}
        </p>
      ) : null}
      {withoutCondition.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-2" aria-label="外すと見つかる条件" data-testid="without-condition">
          {withoutCondition.map((hint) => (
            <li key={hint.href}>
              <a
                {...linkProps(hint.href)}
                className="inline-block rounded-full border border-brand-600 bg-white px-3 py-1 text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline"
              >
                {`${hint.label}を外すと ${formatResultCount(hint.count, hint.isCountCapped)}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

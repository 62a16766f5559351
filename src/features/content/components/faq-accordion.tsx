"use client";

import Link from "next/link";

import { pickFaqEntries } from "../faq/faq-entries";

/**
 * Questions that open in place. Native <details>/<summary>: keyboard (Enter/Space), screen-reader
 * state and in-page search work without any script, and the answers are in the HTML for search engines.
 *
 * A client component that takes the questions' ids (decision 032): the answers are the same for
 * everyone, and a server component sent them twice in each page — as markup and again in the flight
 * data. Drawn here, they are in the HTML once, and the second copy is the script, which is cached.
 */
export function FaqAccordion({ ids }: { ids: readonly string[] }) {
  const entries = pickFaqEntries(ids);
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className="faq-item group" data-testid="faq-item">
          {/* Short component classes (globals.css): the page's ~50 questions carry them twice, in the HTML and the RSC payload. */}
          <summary className="faq-question">
            <span aria-hidden="true" className="text-brand-700">
              Q.
            </span>
            <span className="faq-question-text">{entry.question}</span>
            <span aria-hidden="true" className="icon-chevron-down faq-chevron" />
          </summary>
          <div className="faq-answer">
            <span aria-hidden="true" className="font-bold text-slate-500">
              A.
            </span>
            <div className="flex-1">
              <p>{entry.answer}</p>
              {entry.links?.length ? (
                <ul className="faq-links">
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="text-link">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}

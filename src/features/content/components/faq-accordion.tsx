import { ChevronDown } from "lucide-react";
import Link from "next/link";

import type { FaqEntry } from "../faq/faq-entries";

/**
 * Questions that open in place. Native <details>/<summary>: keyboard (Enter/Space), screen-reader
 * state and in-page search work without any script, and the answers are in the HTML for search engines.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className="group scroll-mt-24" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 font-bold leading-7 text-slate-900 hover:bg-slate-50 sm:px-5 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-brand-700">
              Q.
            </span>
            <span className="flex-1 [word-break:auto-phrase]">{entry.question}</span>
            <ChevronDown aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div className="flex gap-3 border-t border-dashed border-slate-200 bg-slate-50/60 px-4 py-4 text-[15px] leading-8 text-slate-700 sm:px-5">
            <span aria-hidden="true" className="font-bold text-slate-500">
              A.
            </span>
            <div className="flex-1">
              <p>{entry.answer}</p>
              {entry.links?.length ? (
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
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

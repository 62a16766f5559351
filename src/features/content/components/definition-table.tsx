import type { ReactNode } from "react";

export type DefinitionRow = { term: string; description: ReactNode };

/**
 * A two-column fact table (会社概要, 特定商取引法に基づく表記) as a <dl>: label beside value from
 * 640 px, label above value below that, so nothing scrolls sideways on a phone.
 */
export function DefinitionTable({ rows, label }: { rows: readonly DefinitionRow[]; label?: string }) {
  return (
    <dl aria-label={label} className="mt-6 overflow-hidden rounded-lg border border-slate-200 text-[15px] leading-7">
      {rows.map((row) => (
        <div key={row.term} className="grid border-b border-slate-200 last:border-b-0 sm:grid-cols-[11rem_1fr]">
          <dt className="bg-slate-100 px-4 py-2 font-bold text-slate-900 sm:py-3">{row.term}</dt>
          <dd className="px-4 py-3 text-slate-800 [&>*:first-child]:mt-0! [&>*+*]:mt-2!">{row.description}</dd>
        </div>
      ))}
    </dl>
  );
}

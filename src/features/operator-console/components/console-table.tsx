import type { ReactNode } from "react";

/**
 * A console list as a table with a caption for screen readers; wide tables scroll inside their card
 * on a phone instead of widening the page.
 */
export function ConsoleTable({ caption, head, children, empty }: { caption: string; head: readonly string[]; children: ReactNode; empty?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-bold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
      {empty ? <p className="px-4 py-8 text-center text-sm text-slate-600">{empty}</p> : null}
    </div>
  );
}

/** One cell of a console table. */
export function Cell({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className}`}>{children}</td>;
}

/** Tabs that are links (the list's state lives in the URL, so a reload or a shared link shows the same). */
export function ConsoleTabs({ label, tabs }: { label: string; tabs: readonly { href: string; label: string; isCurrent: boolean }[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-slate-200">
      {tabs.map((tab) => (
        <a
          key={tab.href}
          href={tab.href}
          aria-current={tab.isCurrent ? "page" : undefined}
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-bold text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-800"
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

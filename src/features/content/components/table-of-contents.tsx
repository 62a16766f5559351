import type { TocEntry } from "../legal-sections";

/** In-page anchors for a long legal page; two columns on wide screens to keep it short (its items' style: .toc-list). */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id="toc-heading" className="text-sm font-bold text-slate-900">
        目次
      </h2>
      <ol className="toc-list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

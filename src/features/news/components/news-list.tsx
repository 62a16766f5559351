import Link from "next/link";

import type { NewsSummary } from "../news.service";
import { NewsCategoryChip } from "./news-category-chip";
import { NewsDate } from "./news-date";

/**
 * One row per article. Only the title is the link (its name stays short for screen readers); a
 * stretched ::after makes the whole row clickable.
 */
export function NewsList({ items }: { items: NewsSummary[] }) {
  return (
    <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="news-list">
      {items.map((item) => (
        <li key={item.id} className="relative px-1 py-4 transition hover:bg-slate-50 sm:flex sm:items-center sm:gap-6 sm:py-5">
          <div className="flex shrink-0 items-center gap-3 sm:w-60">
            <NewsDate date={item.publishedAt} className="shrink-0 sm:w-32" />
            <NewsCategoryChip category={item.category} />
          </div>
          <h2 className="mt-2 text-base font-bold leading-relaxed text-slate-900 sm:mt-0">
            <Link href={`/news/${item.id}`} className="break-words after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h2>
        </li>
      ))}
    </ul>
  );
}

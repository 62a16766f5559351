import Link from "next/link";

import { NEWS_CATEGORIES, newsListPath, type NewsCategory } from "../news-categories";

const TABS: { label: string; category: NewsCategory | null }[] = [
  { label: "すべて", category: null },
  ...NEWS_CATEGORIES.map((category) => ({ label: category, category })),
];

/** Plain links (no script needed); the current one is marked with aria-current. */
export function NewsCategoryTabs({ current }: { current: NewsCategory | null }) {
  return (
    <nav aria-label="カテゴリで絞り込む" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const isCurrent = tab.category === current;
          return (
            <li key={tab.label}>
              <Link
                href={newsListPath({ category: tab.category })}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-bold transition ${
                  isCurrent ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

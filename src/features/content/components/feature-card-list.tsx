import type { LucideIcon } from "lucide-react";
import Link from "next/link";

/** A claim with its icon; `link` leads to where the claim can be seen in the product. */
export type FeatureCard = { icon: LucideIcon; title: string; body: string; link?: { href: string; label: string } };

/** A grid of claims with an icon each (かけはしのメリット, 採用担当者の方へ). */
const GRID_COLUMNS = { 2: "sm:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

export function FeatureCardList({ cards, columns = 2 }: { cards: readonly FeatureCard[]; columns?: keyof typeof GRID_COLUMNS }) {
  return (
    <ul className={`grid gap-4 ${GRID_COLUMNS[columns]}`}>
      {cards.map(({ icon: Icon, title, body, link }) => (
        <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <h3 className="text-lg font-bold text-slate-900 [word-break:auto-phrase]">{title}</h3>
          </div>
          <p className="mt-3 text-[15px] leading-7 text-slate-700">{body}</p>
          {link ? (
            <p className="mt-2 text-sm">
              <Link href={link.href} className="text-link">
                {link.label}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

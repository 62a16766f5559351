import Link from "next/link";

export type Crumb = { label: string; href?: string };

/** 「トップ ＞ … ＞ this page」; the last crumb is the current page and is not a link. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="パンくずリスト" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  ＞
                </span>
              ) : null}
              {isCurrent || !item.href ? (
                <span aria-current={isCurrent ? "page" : undefined} className={isCurrent ? "text-slate-800" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className="text-brand-700 underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

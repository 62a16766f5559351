import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";

import type { NewsLink } from "../news.service";

/** 前の記事 = the older one (left), 次の記事 = the newer one (right), as Japanese blogs arrange them. */
export function NewsNeighbours({ older, newer }: { older: NewsLink | null; newer: NewsLink | null }) {
  if (!older && !newer) return null;
  return (
    <nav aria-label="前後の記事" className="mt-8 grid gap-3 sm:grid-cols-2">
      {older ? <NeighbourLink article={older} label="前の記事" direction="older" /> : <span className="hidden sm:block" />}
      {newer ? <NeighbourLink article={newer} label="次の記事" direction="newer" /> : null}
    </nav>
  );
}

function NeighbourLink({ article, label, direction }: { article: NewsLink; label: string; direction: "older" | "newer" }) {
  const isNewer = direction === "newer";
  return (
    <Link
      href={`/news/${article.id}`}
      className={`flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 ${isNewer ? "flex-row-reverse sm:text-right" : ""}`}
    >
      {isNewer ? (
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      ) : (
        <ChevronLeft aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      )}
      <span className="min-w-0">
        <span className="block text-xs font-bold text-brand-700">{label}</span>
        <span className="mt-1 line-clamp-2 block break-words text-sm text-slate-800">{article.title}</span>
      </span>
    </Link>
  );
}

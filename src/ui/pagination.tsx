import Link from "next/link";

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The link for a page number, e.g. (n) => `/news?page=${n}`. Page 1 should drop the parameter. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Which page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, totalPages: number): (number | "gap")[] {
  const wanted = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of pages) {
    const previous = result.at(-1);
    if (typeof previous === "number" && n - previous > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

// Component classes (globals.css): a search page's numbers travel in its HTML on every page.
const LINK = "page-item page-link";

/** Numbered page links (server-rendered, plain links so they work without JavaScript and for crawlers). */
export function Pagination({ page, totalPages, hrefFor, label = "ページ送り" }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={LINK}>
          前へ
        </Link>
      ) : null}
      {visiblePages(page, totalPages).map((n, index) =>
        n === "gap" ? (
          <span key={`gap-${index}`} className="page-item text-slate-400" aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="page-item page-current">
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} aria-label={`${n}ページ目`} className={LINK}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={LINK}>
          次へ
        </Link>
      ) : null}
    </nav>
  );
}

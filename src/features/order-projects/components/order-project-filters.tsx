import Link from "next/link";

import {
  ORDER_ITEM_STATUS_LABELS,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
  type OrderProjectsPage,
  type OrderSort,
  type OrderStatusFilter,
} from "../order-projects.schemas";

/** The list's address for a status, a sort and a page; defaults are left out so the plain address is the default view. */
export function orderProjectsHref(basePath: string, state: { status: OrderStatusFilter; sort: OrderSort; page?: number }): string {
  const query = new URLSearchParams();
  if (state.status !== "all") query.set("status", state.status);
  if (state.sort !== "newest") query.set("sort", state.sort);
  if (state.page && state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}

const label = (status: OrderStatusFilter) => (status === "all" ? "すべて" : ORDER_ITEM_STATUS_LABELS[status]);

/**
 * Status tabs with their counts, and the sort: plain links (server-rendered, no script needed). A
 * status nobody has is left out, except すべて and the one being shown.
 */
export function OrderProjectFilters({ list, basePath }: { list: Pick<OrderProjectsPage, "counts" | "status" | "sort">; basePath: string }) {
  const statuses = ORDER_STATUS_FILTERS.filter((status) => status === "all" || status === list.status || list.counts[status] > 0);
  return (
    <div className="space-y-3">
      <nav aria-label="状態で絞り込む" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-2">
          {statuses.map((status) => {
            const isCurrent = status === list.status;
            return (
              <li key={status}>
                <Link
                  href={orderProjectsHref(basePath, { status, sort: list.sort })}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`inline-flex h-10 items-center gap-1 rounded-full border px-4 text-sm whitespace-nowrap ${
                    isCurrent ? "border-brand-600 bg-brand-600 font-bold text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  {label(status)}
                  <span className={isCurrent ? "text-white" : "text-slate-600"}>{list.counts[status].toLocaleString("ja-JP")}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="並び順" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-slate-600">並び順：</span>
        {ORDER_SORTS.map((sort) =>
          sort === list.sort ? (
            <span key={sort} aria-current="true" className="font-bold text-slate-900">
              {ORDER_SORT_LABELS[sort]}
            </span>
          ) : (
            <Link key={sort} href={orderProjectsHref(basePath, { status: list.status, sort })} className="text-brand-700 underline-offset-2 hover:underline">
              {ORDER_SORT_LABELS[sort]}
            </Link>
          ),
        )}
      </nav>
    </div>
  );
}

import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import { FRESHNESS_CLOSE_DAYS, FRESHNESS_CLOSED_TEXT, FRESHNESS_NOTICE_DAYS, FRESHNESS_NOTICE_TEXT } from "@/lib/listing-freshness";
import type { OrderItem } from "../order-projects.schemas";
import { OrderStatusBadge } from "./order-status-badge";

const count = (value: number | null) => (value === null ? "—" : value.toLocaleString("ja-JP"));

/** The date a line is known by: when a project went up, when a draft was saved, when a request was sent. */
function dateLine(item: OrderItem): string {
  if (item.kind === "project") return `公開日 ${item.publishedAt ? formatJstDate(item.publishedAt) : "—"}`;
  return `${item.kind === "draft" ? "最終保存" : "申請日"} ${formatJstDate(item.updatedAt)}`;
}

function FreshnessNote({ freshness }: { freshness: OrderItem["freshness"] }) {
  if (freshness === "check_content") {
    return (
      <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>{FRESHNESS_NOTICE_TEXT}</strong>：{FRESHNESS_NOTICE_DAYS}日以上更新されていません。内容が現在のものか確認して保存してください（
        {FRESHNESS_CLOSE_DAYS}日を過ぎると自動で募集終了になります）。
      </p>
    );
  }
  if (freshness === "closed_stale") {
    return (
      <p className="mt-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <strong>{FRESHNESS_CLOSED_TEXT}</strong>：{FRESHNESS_CLOSE_DAYS}日間更新がなかったため、自動で募集を終了しました。
      </p>
    );
  }
  return null;
}

const actionClass = "inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50";

/** One line of the orderer's list (spec S-BAR-9): status, title, date, numbers, the freshness note and the quick actions. */
export function OrderProjectItem({ item }: { item: OrderItem }) {
  const { links } = item;
  const mainHref = links.page ?? links.request ?? links.continueDraft;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" data-testid="order-project-item">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <OrderStatusBadge status={item.status} label={item.statusLabel} />
        <h3 className="min-w-0 flex-1 basis-60 font-bold break-words text-slate-900">
          {mainHref ? (
            <Link href={mainHref} className="hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
      </div>
      <p className="mt-2 text-sm text-slate-600">{dateLine(item)}</p>
      {item.kind === "project" ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {(
            [
              ["閲覧（7日）", count(item.views7)],
              ["閲覧（30日）", count(item.views30)],
              ["いいね", count(item.likes)],
              ["応募", count(item.applicants)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-2 border-b border-slate-100 py-1 sm:block sm:border-0">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-bold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <FreshnessNote freshness={item.freshness} />
      <div className="mt-3 flex flex-wrap gap-2">
        {links.page ? (
          <Link href={links.page} className={actionClass}>
            案件ページ
          </Link>
        ) : null}
        {links.edit ? (
          <Link href={links.edit} className={actionClass}>
            編集
          </Link>
        ) : null}
        {links.continueDraft ? (
          <Link href={links.continueDraft} className={actionClass}>
            下書きを続ける
          </Link>
        ) : null}
        {links.request ? (
          <Link href={links.request} className={actionClass}>
            依頼を見る
          </Link>
        ) : null}
      </div>
    </li>
  );
}

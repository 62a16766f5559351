import type { Metadata } from "next";

import { MarkNotificationsReadButton } from "@/features/notifications/components/mark-notifications-read-button";
import { NotificationItemLink } from "@/features/notifications/components/notification-item-link";
import { listMyNotifications } from "@/features/notifications/notifications.service";
import { formatJstDateTime } from "@/lib/format-date";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/mypage/notifications";
export const metadata: Metadata = pageMetadata({ title: "通知", description: "応募・選考やスカウトの状況の変化をお知らせします。", path: PATH, noIndex: true });

/** 通知 (issue 15, decisions 023 and 024): what happened to the user's applications, applicants and scouts, newest first. */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const [actor, { deps }, { page }] = await Promise.all([requirePageActor("member", PATH), getRuntime(), searchParams]);
  const result = await listMyNotifications(deps.db, actor, parsePageNumber(page));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">通知</h1>
        {result.unreadCount > 0 ? <MarkNotificationsReadButton /> : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {result.unreadCount > 0 ? `未読の通知が${result.unreadCount.toLocaleString("ja-JP")}件あります。` : "未読の通知はありません。"}
      </p>
      {result.items.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="notifications-empty">
          <p className="font-bold text-slate-800">通知はまだありません。</p>
          <p className="mt-2 text-sm text-slate-600">応募や選考の状況が変わったときや、スカウトが届いたときに、ここでお知らせします。</p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="notifications">
          {result.items.map((item) => (
            <li key={item.id} className={item.isRead ? "" : "bg-brand-50/40"}>
              <NotificationItemLink id={item.id} href={item.linkPath} isRead={item.isRead}>
                <p className="flex items-start gap-2 text-sm font-bold text-slate-900">
                  {item.isRead ? null : <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-red-500" aria-label="未読" role="img" />}
                  {item.title}
                </p>
                {item.body ? <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-slate-600">{item.body}</p> : null}
                <p className="mt-1 text-xs text-slate-500">{formatJstDateTime(new Date(item.createdAt))}</p>
              </NotificationItemLink>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(n) => (n === 1 ? PATH : `${PATH}?page=${n}`)} />
    </div>
  );
}

import { Pagination } from "@/ui/pagination";

import type { AnnouncementsPage } from "../announcements.schemas";
import { AnnouncementItem } from "./announcement-item";
import { MarkAllReadButton } from "./mark-all-read-button";

const hrefFor = (page: number) => (page === 1 ? "/announcements" : `/announcements?page=${page}`);

/**
 * The signed-in view of /announcements. The 未読 marks are the read state as stored: viewing never
 * marks anything read, only the button does. `hasUnread` covers every page, not just this one.
 */
export function AnnouncementList({ result, hasUnread }: { result: AnnouncementsPage; hasUnread: boolean }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0 sm:flex-1">
          <h1 className="text-2xl font-bold text-slate-900">お知らせ一覧</h1>
          <p className="mt-1 text-sm text-slate-600">
            {result.totalCount > 0 ? `運営からのお知らせを新しい順に表示しています（全${result.totalCount}件）。` : "運営からのお知らせをこちらに表示します。"}
          </p>
        </div>
        {hasUnread ? <MarkAllReadButton /> : null}
      </div>
      {result.announcements.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">お知らせはまだありません</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {result.announcements.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={hrefFor} label="お知らせのページ送り" />
    </div>
  );
}

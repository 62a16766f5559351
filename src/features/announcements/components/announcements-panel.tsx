import { ExternalLink } from "lucide-react";

import type { AnnouncementItem } from "../announcements.schemas";
import { AnnouncementMenuItem } from "./announcement-menu-item";

export type AnnouncementsLoad = { state: "idle" | "loading" | "error" } | { state: "loaded"; items: AnnouncementItem[] };

/**
 * The dropdown (spec S-BAR-4, S-BAR-5): 400 px wide (never wider than the screen), at most 680 px
 * high on desktop and 70vh on mobile; loading, error and empty states in the spec's words.
 */
export function AnnouncementsPanel({ id, load }: { id: string; load: AnnouncementsLoad }) {
  return (
    <div
      id={id}
      data-testid="announcements-panel"
      className="fixed right-2 top-16 z-50 flex max-h-[70vh] w-[400px] max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl lg:absolute lg:right-0 lg:top-full lg:mt-2 lg:max-h-[680px]"
    >
      <p className="border-b border-slate-100 px-4 py-3 text-sm font-bold text-slate-900">お知らせ</p>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
        {load.state !== "loaded" ? (
          load.state === "error" ? (
            <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
              通知の取得に失敗しました
            </p>
          ) : (
            <p className="px-4 py-6 text-center text-sm text-slate-500">読み込み中…</p>
          )
        ) : load.items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-500">通知がまだありません</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="announcements-list">
            {load.items.map((item) => (
              <li key={item.id}>
                <AnnouncementMenuItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <a
        href="/announcements"
        target="_blank"
        rel="noopener"
        className="flex items-center justify-center gap-1 border-t border-slate-100 px-4 py-3 text-sm font-bold text-brand-700 hover:bg-slate-50"
      >
        もっと見る
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        <span className="sr-only">（新しいタブで開きます）</span>
      </a>
    </div>
  );
}

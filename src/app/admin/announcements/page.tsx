import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ContentTabs } from "@/features/operator-console/content/components/content-tabs";
import { PublicationBadge } from "@/features/operator-console/content/components/publication-badge";
import { readConsoleAnnouncements } from "@/features/operator-console/content/console-announcements.service";
import { ContentListQuerySchema } from "@/features/operator-console/content/console-content.schemas";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/announcements";
export const metadata: Metadata = pageMetadata({ title: "お知らせ", description: "上部バーのお知らせを作成・予約・編集します。", path: PATH, noIndex: true });

const hrefOf = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

/** お知らせ (issue 18): what the top bar's bell and /announcements show, 予約 ones at the top. */
export default async function ConsoleAnnouncementsPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ContentListQuerySchema.safeParse({ page: queryValue(raw.page) });
  const list = await readConsoleAnnouncements(deps.db, actor, parsed.success ? parsed.data : {}, deps.now());
  return (
    <ConsolePage
      title="お知らせ・ニュース"
      lead="上部バーの「お知らせ」と /announcements に載るお知らせです。公開日時が未来のものは「予約」で、その時刻まで利用者には表示されません。"
    >
      <ContentTabs current="announcements" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.isCountCapped ? "10,000件以上" : `${list.totalCount.toLocaleString("ja-JP")}件`}
        </p>
        <Link href={`${PATH}/new`} className="inline-flex h-11 items-center rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700">
          お知らせを作成
        </Link>
      </div>
      <ConsoleTable
        caption="お知らせの一覧（公開日時の新しい順）"
        head={["状態・公開日時", "タイトル", "対象", "リンク先"]}
        empty={list.announcements.length === 0 ? "お知らせはまだありません。" : undefined}
      >
        {list.announcements.map((announcement) => (
          <tr key={announcement.id} data-testid="console-announcement-row">
            <Cell>
              <PublicationBadge status={announcement.status} statusLabel={announcement.statusLabel} publishedAt={announcement.publishedAt} />
            </Cell>
            <Cell>
              <Link href={`${PATH}/${announcement.id}/edit`} className="font-bold break-words text-brand-700 underline">
                {announcement.title}
              </Link>
              {announcement.body ? <span className="mt-1 line-clamp-2 block text-xs text-slate-600">{announcement.body}</span> : null}
            </Cell>
            <Cell className="whitespace-nowrap">{announcement.audienceLabel}</Cell>
            <Cell className="max-w-[16rem] text-xs break-all text-slate-700">{announcement.targetUrl}</Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefOf} label="お知らせのページ送り" />
    </ConsolePage>
  );
}

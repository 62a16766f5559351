import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ContentTabs } from "@/features/operator-console/content/components/content-tabs";
import { PublicationBadge } from "@/features/operator-console/content/components/publication-badge";
import { ContentListQuerySchema } from "@/features/operator-console/content/console-content.schemas";
import { readConsoleNews } from "@/features/operator-console/content/console-news.service";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/news";
export const metadata: Metadata = pageMetadata({
  title: "ニュース",
  description: "公開ページ /news のニュース記事を作成・予約・編集します。",
  path: PATH,
  noIndex: true,
});

const hrefOf = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

/** ニュース (issue 18): the articles of /news, 予約 ones at the top. */
export default async function ConsoleNewsPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ContentListQuerySchema.safeParse({ page: queryValue(raw.page) });
  const list = await readConsoleNews(deps.db, actor, parsed.success ? parsed.data : {}, deps.now());
  return (
    <ConsolePage title="お知らせ・ニュース" lead="だれでも読める /news の記事です。公開日時が未来のものは「予約」で、その時刻まで一覧にも記事ページにも表示されません。">
      <ContentTabs current="news" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.isCountCapped ? "10,000件以上" : `${list.totalCount.toLocaleString("ja-JP")}件`}
        </p>
        <Link href={`${PATH}/new`} className="inline-flex h-11 items-center rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700">
          ニュースを作成
        </Link>
      </div>
      <ConsoleTable
        caption="ニュースの一覧（公開日時の新しい順）"
        head={["状態・公開日時", "タイトル", "カテゴリ", "公開ページ"]}
        empty={list.articles.length === 0 ? "ニュースはまだありません。" : undefined}
      >
        {list.articles.map((article) => (
          <tr key={article.id} data-testid="console-news-row">
            <Cell>
              <PublicationBadge status={article.status} statusLabel={article.statusLabel} publishedAt={article.publishedAt} />
            </Cell>
            <Cell>
              <Link href={`${PATH}/${article.id}/edit`} className="font-bold break-words text-brand-700 underline">
                {article.title}
              </Link>
            </Cell>
            <Cell className="whitespace-nowrap">{article.category}</Cell>
            <Cell className="whitespace-nowrap">
              {article.status === "published" ? (
                <Link href={`/news/${article.id}`} className="text-brand-700 underline">
                  /news/{article.id}
                </Link>
              ) : (
                <span className="text-slate-500">公開前</span>
              )}
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={hrefOf} label="ニュースのページ送り" />
    </ConsolePage>
  );
}

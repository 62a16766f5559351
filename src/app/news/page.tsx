import type { Metadata } from "next";
import Link from "next/link";

import { Pagination } from "@/ui/pagination";
import { NewsCategoryTabs } from "@/features/news/components/news-category-tabs";
import { NewsList } from "@/features/news/components/news-list";
import { newsListPath, parseNewsCategory } from "@/features/news/news-categories";
import { listPublishedNews } from "@/features/news/news.service";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { getRuntime } from "@/platform/runtime";

type SearchParams = Promise<{ category?: string | string[]; page?: string | string[] }>;

const DESCRIPTION = "かけはしからのお知らせ、プレスリリース、メディア掲載、イベントの情報をお届けします。";

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  const category = parseNewsCategory(params.category);
  const page = parsePageNumber(params.page);
  const title = [category ? `${category}｜ニュース` : "ニュース", page > 1 ? `（${page}ページ目）` : ""].join("");
  return pageMetadata({ title, description: DESCRIPTION, path: newsListPath({ category, page }) });
}

export default async function NewsListPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const category = parseNewsCategory(params.category);
  const { deps } = await getRuntime();
  const list = await listPublishedNews(deps.db, { now: deps.now(), page: parsePageNumber(params.page), category });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">ニュース</h1>
      <p className="mt-3 text-slate-700">{DESCRIPTION}</p>
      <NewsCategoryTabs current={category} />
      {list.items.length > 0 ? (
        <NewsList items={list.items} />
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="news-empty">
          <p className="font-bold text-slate-800">{category ? `「${category}」の記事はまだありません。` : "公開中の記事はまだありません。"}</p>
          <p className="mt-2 text-sm text-slate-600">新しい情報が届きしだい、こちらでお知らせします。</p>
          {category ? (
            <Link href="/news" className="mt-6 inline-block font-bold text-brand-700 underline">
              すべてのニュースを見る
            </Link>
          ) : null}
        </div>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => newsListPath({ category, page: n })} label="ニュースのページ送り" />
    </div>
  );
}

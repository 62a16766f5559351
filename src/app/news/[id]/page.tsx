import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { Breadcrumb } from "@/ui/breadcrumb";
import { NewsArticle } from "@/features/news/components/news-article";
import { NewsNeighbours } from "@/features/news/components/news-neighbours";
import { describeNewsArticle, getPublishedNewsArticle } from "@/features/news/news.service";
import { pageMetadata } from "@/lib/page-metadata";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

// generateMetadata and the page share one lookup per request.
const loadArticle = cache(async (id: string) => {
  const { deps } = await getRuntime();
  return getPublishedNewsArticle(deps.db, id, deps.now());
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const article = await loadArticle((await params).id);
  if (!article) notFound();
  const description = describeNewsArticle(article);
  const path = `/news/${article.id}`;
  return pageMetadata({ title: article.title, description, path, ogType: "article", publishedTime: article.publishedAt.toISOString() });
}

export default async function NewsArticlePage({ params }: { params: Params }) {
  const article = await loadArticle((await params).id);
  if (!article) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "ニュース", href: "/news" }, { label: article.title }]} />
      <NewsArticle article={article} className="mt-6" />
      <NewsNeighbours older={article.older} newer={article.newer} />
      <div className="mt-10 text-center">
        <Link href="/news" className="inline-block rounded-md border border-brand-600 bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50">
          ニュース一覧へ戻る
        </Link>
      </div>
    </div>
  );
}

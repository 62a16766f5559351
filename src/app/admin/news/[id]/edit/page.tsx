import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { NEWS_CATEGORIES } from "@/features/news/news.service";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ContentDeleteButton } from "@/features/operator-console/content/components/content-delete-button";
import { NewsEditor } from "@/features/operator-console/content/components/news-editor";
import { PublicationBadge } from "@/features/operator-console/content/components/publication-badge";
import { readConsoleNewsArticle } from "@/features/operator-console/content/console-news.service";
import { toJstDateTimeLocal } from "@/features/operator-console/content/publication-time";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "ニュースの編集", description: "ニュース記事の内容・カテゴリ・公開日時を編集します。", path: `/admin/news/${id}/edit`, noIndex: true });
}

/** One article to correct, reschedule or delete (issue 18), previewed as /news/{id} renders it. */
export default async function EditNewsPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/news/${rawId}/edit`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const now = deps.now();
  const { article, linkingAnnouncements } = await orPageNotFound(readConsoleNewsArticle(deps.db, actor, id, now));
  const consequence = [
    `ニュース一覧から消え、記事ページ /news/${article.id} は「見つかりません」になります。`,
    linkingAnnouncements > 0 ? `この記事にリンクしているお知らせが${linkingAnnouncements}件あります。先にリンク先を直してください。` : "",
  ].join("");
  return (
    <ConsolePage
      title="ニュースの編集"
      parent={{ label: "お知らせ・ニュース", href: "/admin/news" }}
      lead="記事のアドレス（/news/{id}）は変わりません。変更した項目は操作履歴に残ります。"
    >
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd>
          <PublicationBadge status={article.status} statusLabel={article.statusLabel} publishedAt={article.publishedAt} />
        </dd>
        <dt className="font-bold text-slate-600">公開ページ</dt>
        <dd>
          {article.status === "published" ? (
            <Link href={`/news/${article.id}`} className="text-brand-700 underline">
              /news/{article.id}
            </Link>
          ) : (
            `/news/${article.id}（公開日時まで表示されません）`
          )}
        </dd>
        <dt className="font-bold text-slate-600">最終更新</dt>
        <dd>{formatJstDateTime(new Date(article.updatedAt))}</dd>
      </dl>
      <NewsEditor
        articleId={article.id}
        initial={{ title: article.title, body: article.body, category: article.category, publishedAt: toJstDateTimeLocal(new Date(article.publishedAt)) }}
        categories={NEWS_CATEGORIES}
        now={now.toISOString()}
      />
      <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-5">
        <h2 id="delete-heading" className="font-bold text-slate-900">
          ニュースの削除
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">{consequence}</p>
        <ContentDeleteButton kind="news" id={article.id} consequence={consequence} />
      </section>
    </ConsolePage>
  );
}

import type { Metadata } from "next";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { NewsEditor } from "@/features/operator-console/content/components/news-editor";
import { NEWS_CATEGORIES } from "@/features/news/news.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

const PATH = "/admin/news/new";
export const metadata: Metadata = pageMetadata({ title: "ニュースの作成", description: "/news に載せる記事を作成・予約します。", path: PATH, noIndex: true });

/** A new /news article (issue 18), published now or at a set time. */
export default async function NewNewsPage() {
  const [, { deps }] = await Promise.all([requirePageActor("admin", PATH), getRuntime()]);
  return (
    <ConsolePage
      title="ニュースの作成"
      parent={{ label: "お知らせ・ニュース", href: "/admin/news" }}
      lead="だれでも読める /news の記事です。本文は文章のまま表示されます。"
    >
      <NewsEditor initial={{ title: "", body: "", category: "お知らせ", publishedAt: "" }} categories={NEWS_CATEGORIES} now={deps.now().toISOString()} />
    </ConsolePage>
  );
}

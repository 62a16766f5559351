import type { Metadata } from "next";

import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "案件を探す",
  description: "キーワードや職種・スキル・働き方で案件を探せる検索ページを準備しています。",
  path: "/top/projects",
});

export default function Page() {
  return <ComingSoon title="案件を探す" description="キーワードや職種・スキル・働き方で案件を探せる検索ページを準備しています。" />;
}

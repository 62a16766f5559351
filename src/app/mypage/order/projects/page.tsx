import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "発注者マイページ",
  description: "掲載中の案件と応募状況をまとめて確認できるページを準備しています。",
  path: "/mypage/order/projects",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="発注者マイページ" description="掲載中の案件と応募状況をまとめて確認できるページを準備しています。" isForMembers />;
}

import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "発注者マイページ",
  description: "掲載中の案件と応募状況をまとめて確認できるページを準備しています。",
  path: "/mypage/order/projects",
  noIndex: true,
});

export default async function Page() {
  // The menu offers 発注者マイページ to every member (S-NAV-2), so a pro who follows it finds the page,
  // not a 404; what it shows a pro is decided with the page itself.
  await requirePageActor("member", "/mypage/order/projects");
  return <ComingSoon title="発注者マイページ" description="掲載中の案件と応募状況をまとめて確認できるページを準備しています。" />;
}

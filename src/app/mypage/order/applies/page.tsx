import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "応募者管理",
  description: "案件への応募者を確認し、選考やチャットに進めるページを準備しています。",
  path: "/mypage/order/applies",
  noIndex: true,
});

export default async function Page() {
  await requirePageActor("orderer", "/mypage/order/applies");
  return <ComingSoon title="応募者管理" description="案件への応募者を確認し、選考やチャットに進めるページを準備しています。" />;
}

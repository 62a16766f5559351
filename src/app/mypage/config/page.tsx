import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "設定",
  description: "プロフィール・メールアドレス・通知などの設定ページを準備しています。",
  path: "/mypage/config",
  noIndex: true,
});

export default async function Page() {
  await requirePageActor("member", "/mypage/config");
  return <ComingSoon title="設定" description="プロフィール・メールアドレス・通知などの設定ページを準備しています。" />;
}

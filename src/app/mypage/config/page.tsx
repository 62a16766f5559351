import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "設定",
  description: "プロフィール・メールアドレス・通知などの設定ページを準備しています。",
  path: "/mypage/config",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="設定" description="プロフィール・メールアドレス・通知などの設定ページを準備しています。" isForMembers />;
}

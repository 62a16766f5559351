import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "メッセージ",
  description: "企業とプロが直接やり取りできるチャットを準備しています。",
  path: "/project_chat_rooms",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="メッセージ" description="企業とプロが直接やり取りできるチャットを準備しています。" isForMembers />;
}

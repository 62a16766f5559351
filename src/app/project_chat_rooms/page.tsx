import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "メッセージ",
  description: "企業とプロが直接やり取りできるチャットを準備しています。",
  path: "/project_chat_rooms",
  noIndex: true,
});

export default async function Page() {
  await requirePageActor("member", "/project_chat_rooms");
  return <ComingSoon title="メッセージ" description="企業とプロが直接やり取りできるチャットを準備しています。" />;
}

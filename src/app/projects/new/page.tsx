import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "案件を登録する",
  description: "企業アカウントから案件を登録・公開するページを準備しています。",
  path: "/projects/new",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="案件を登録する" description="企業アカウントから案件を登録・公開するページを準備しています。" isForMembers />;
}

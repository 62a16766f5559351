import type { Metadata } from "next";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "案件の掲載を依頼する",
  description: "フリープランの企業が、掲載したい案件の内容を運営に送るページを準備しています。",
  path: "/project_requests/new",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="案件の掲載を依頼する" description="フリープランの企業が、掲載したい案件の内容を運営に送るページを準備しています。" isForMembers />;
}

import type { Metadata } from "next";

import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "案件管理",
  description: "応募した案件・いいねした案件・商談中の案件を管理するページを準備しています。",
  path: "/mypage/accept/projects",
  noIndex: true,
});

export default function Page() {
  return <ComingSoon title="案件管理" description="応募した案件・いいねした案件・商談中の案件を管理するページを準備しています。" isForMembers />;
}

import { OverviewPage } from "@/features/content/overview-page";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata = pageMetadata({
  title: "会社概要",
  description:
    "フリーランス・業務委託マッチングサービス「かけはし」を運営するかけはし株式会社の会社概要です。所在地、設立、代表者、資本金、事業内容とミッションをご紹介します。",
  path: "/pages/overview",
});

export default function Page() {
  return <OverviewPage />;
}
